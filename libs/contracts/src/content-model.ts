/**
 * The content model as one type: the composer's page answer, the item of each object component
 * type and the entries of each listing type, as web/ reads them once the answer has been checked
 * (page-response.ts) and cleaned (component-items.ts). The types are the source: the JSON
 * Schema `content-model.schema.json` beside this package is generated from this type
 * (`npm run schema -w libs/contracts`), a test fails when it is stale, and the reference content
 * service's tests hold every page of its corpus to it. The run-time check at the boundary covers
 * the envelope and the fields the pages cannot do without (ADR 0007); this schema covers every
 * field, in CI, where its cost does not count.
 */
import type { ComponentItems, ComponentListItems } from './component-items';
import type { PageResponse } from './page-response';

export interface ContentModel {
  /** A whole composer answer (components' items unchecked here: see `items` and `lists`). */
  page: PageResponse;
  /** The item of each object component type (Article, Review, Gallery, Video, Text, Feature). */
  items: ComponentItems;
  /** One entry of each listing component type's `items`. */
  lists: ComponentListItems;
}
