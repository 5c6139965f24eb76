/**
 * The composer answer (spec 000 s3, s5 and s8): its schema, checked once where the answer
 * enters (the content client), and the types of the page envelope and of its components,
 * derived from that schema so that there is one definition of each shape. zod's mini build,
 * because the browser's content client runs the check too.
 *
 * What is checked: the envelope (page type, id, query, meta; header and footer as objects),
 * every component's shell (name, status, errors, meta, item/items/paging/list presence and
 * types), and, for the content components (Article, Review, Gallery, Video), their item's
 * id, slug, headline, title, published and updated dates and image (entity-schemas.ts). The
 * lists an article or a review shows entry by entry (shortcode payloads, a review's verdict)
 * are cleaned here too, an entry that cannot be shown left out (item-schemas.ts), and then
 * every component's content by its type, with plain guards (component-items.ts): the entries
 * of its `items`, its `item`, its list's related links; then the content items' fields that a
 * teaser, a story's head and a video page read (content-fields.ts). web/ reads them typed by component type
 * (`itemsOf`, `itemOf`) without checking again.
 * Cost: about 10 to 15 µs of CPU per corpus article page (the envelope-only check it
 * replaced: about 4); the header's and footer's ~90 links would add about 65, so those are
 * not checked field by field, and their types (page.ts) are written by hand.
 */
import * as z from 'zod/mini';
import type { ComponentList, PageFooter, PageHeader } from './page';
import { contentCoreSchema, contentItemSchema, orAbsent } from './entity-schemas';
import { cleanComponentContent } from './component-cleaning';
import { cleanContentFields } from './content-fields';
import { articlePayloadsShape, reviewVerdictShape, withOtherFields } from './item-schemas';
import { issueMessage } from './issue-message';
import { ApiResponseError, expectObject, expectedPropertyMessage, isRecord } from './validate';

export { issueMessage };

const optionalString = z.optional(z.string());
const optionalBoolean = z.optional(z.boolean());

export const editionSlugSchema = z.object({ edition: z.string(), slug: z.string() });

/** One edition's copy of a content item, as in availableOn. */
export type EditionSlug = z.infer<typeof editionSlugSchema>;

const componentErrorSchema = z.object({
  code: z.number(),
  message: optionalString,
  context: z.optional(z.object({ availableOn: z.optional(z.array(editionSlugSchema)) })),
});

/**
 * A component error as the platform gives it: code 404 when the slug is missing, code 301
 * with `context.availableOn` when the slug was renamed (message 'the slug has changed').
 */
export type ComponentError = z.infer<typeof componentErrorSchema>;

const componentLinkSchema = z.object({ href: z.string() });

export type ComponentLink = z.infer<typeof componentLinkSchema>;

const componentMetaSchema = z.object({
  componentName: z.string(),
  componentDisplayName: z.string(),
  /** One of COMPONENT_TYPES for a known component; anything else maps to no type. */
  componentType: z.string(),
  /** `self` re-fetches the component; `next` loads more (load-more appends its items). */
  links: z.optional(
    z.object({ self: z.optional(componentLinkSchema), next: z.optional(componentLinkSchema) }),
  ),
});

export type ComponentMeta = z.infer<typeof componentMetaSchema>;

const pagingSchema = z.object({ limit: z.number(), offset: z.number(), total: z.number() });

export type Paging = z.infer<typeof pagingSchema>;

/** The item check of the content components, by component type. */
const ITEM_SCHEMAS: Readonly<Record<string, z.ZodMiniType>> = {
  Article: contentItemSchema,
  Review: contentItemSchema,
  Gallery: contentItemSchema,
  Video: contentCoreSchema,
};

/**
 * The items whose lists are cleaned once their core is checked (item-schemas.ts): an
 * article's shortcode payloads, a review's verdict and payloads. The cleaned copy, which
 * keeps every other field as it came, replaces the item. (Cleaning cannot fail: an entry that
 * does not fit is left out.)
 */
const ITEM_CLEANERS: Readonly<Record<string, z.ZodMiniType>> = {
  Article: z.object(articlePayloadsShape),
  Review: z.object(reviewVerdictShape),
};

const componentSchema = z.object({
  name: z.string(),
  fetcherName: z.string(),
  status: z.number(),
  errors: z.array(componentErrorSchema),
  meta: componentMetaSchema,
  // A null item or items list is an absent one (the page warns and goes on, spec 000 s8).
  item: z.optional(orAbsent(z.custom<unknown>(isRecord, 'expected object'))),
  items: z.optional(orAbsent(z.array(z.unknown()))),
  paging: z.optional(pagingSchema),
  /**
   * The page cannot show without this component: its errors decide the page's outcome
   * (see resolveComponentErrors). The reference content API marks its main component.
   */
  required: optionalBoolean,
  /**
   * A listing's heading, description, view-more link and the subject it lists. Checked as
   * an object only; its fields are read through guards.
   */
  list: z.optional(z.custom<ComponentList>(isRecord, 'expected object')),
});

/**
 * A page component. Listing components carry `items` (and `paging`), object components
 * carry `item`. `status` is 200 when it loaded; an error component has `errors`. `item` and
 * `items` are cleaned by component type where the answer enters; read them typed with
 * `itemsOf(component, 'ContentList')` and `itemOf(component, 'Article')` (component-items.ts).
 */
export type PageComponent<TItem = unknown> = Omit<
  z.infer<typeof componentSchema>,
  'item' | 'items'
> & { item?: TItem; items?: TItem[] };

const pageMetaSchema = z.object({
  title: z.string(),
  description: optionalString,
  canonicalUrl: optionalString,
  noIndex: optionalBoolean,
  relNext: optionalString,
  relPrev: optionalString,
});

/** Page-level SEO and display data the composer adds for the route's page. */
export type PageMeta = z.infer<typeof pageMetaSchema>;

const pageSchema = z.object({
  pageType: z.string(),
  id: z.string(),
  queryParams: z.record(z.string(), z.string()),
  /** Present unless the request said contentOnly=true. Checked as objects only (see above). */
  header: z.optional(z.custom<PageHeader>(isRecord, 'expected object')),
  footer: z.optional(z.custom<PageFooter>(isRecord, 'expected object')),
  meta: pageMetaSchema,
  components: z.array(componentSchema),
  isSeamless: z.boolean(),
  /** `web` or `amp`, as requested. */
  platform: optionalString,
});

export type Page = Omit<z.infer<typeof pageSchema>, 'components'> & {
  components: PageComponent[];
};

const pageResponseSchema = z.object({ data: pageSchema });

export interface PageResponse {
  data: Page;
}

/**
 * Checks a composer answer and returns it as the page types say it is. A failure is an
 * ApiResponseError (502) naming the first failing field and what was wrong with it, e.g.
 * `... Expected property data.components[2].item.slug: expected string, received number`.
 */
export function parsePageResponse(json: unknown): PageResponse {
  expectObject(json);
  const result = pageResponseSchema.safeParse(json);
  if (result.success) {
    const issue = checkContent(result.data.data.components);
    if (!issue) return result.data;
    throw new ApiResponseError(issueMessage(issue, json));
  }
  const issue = result.error.issues[0];
  throw new ApiResponseError(issue ? issueMessage(issue, json) : expectedPropertyMessage('data'));
}

/**
 * Checks the content components' items (ITEM_SCHEMAS) and returns the first issue, its path
 * from the answer's root. The items are checked, not replaced: each keeps the fields the check
 * does not cover; an article's or review's item is then replaced by its cleaned copy
 * (ITEM_CLEANERS). Then every component's content is cleaned by its type (component-items.ts),
 * and the content items' fields that teasers, heads and video pages read (content-fields.ts).
 */
function checkContent(components: PageComponent[]): z.core.$ZodIssue | undefined {
  for (let index = 0; index < components.length; index++) {
    const component = components[index]!;
    const { meta, item } = component;
    const schema = ITEM_SCHEMAS[meta.componentType];
    if (schema && item !== undefined) {
      const result = schema.safeParse(item);
      const issue = result.success ? undefined : result.error.issues[0];
      if (issue) return { ...issue, path: ['data', 'components', index, 'item', ...issue.path] };
      const cleaner = ITEM_CLEANERS[meta.componentType];
      if (cleaner) component.item = withOtherFields(item, cleaner.parse(item));
    }
    cleanComponentContent(component);
    cleanContentFields(component);
  }
  return undefined;
}
