/**
 * The page data a document is rendered from and hydrates from, without what no screen reads.
 * The content API's image entities carry their catalogue record (file name, creation date,
 * bucket, size label, title, type name) beside what a picture needs; an article sends about
 * 30 of them and a door over 100, so the catalogue fields were a tenth to a seventh of the
 * router's hydration JSON. The server renders from the same lighter data as the browser
 * hydrates from, so the two cannot disagree; a screen that needs one of these fields must
 * take it out of IMAGE_CATALOGUE_FIELDS.
 */
import { isRecord } from '@bytewire/contracts';
import type { StaticHandlerContext } from 'react-router-dom';
import type { PageData } from '../app/page-loader';
import { PAGE_ROUTE_ID } from '../app/route-ids';

/** Image fields no screen reads: screens read id, path, imageUrl, width, height, texts, crop. */
export const IMAGE_CATALOGUE_FIELDS = [
  'filename',
  'dateCreated',
  'typeName',
  'bucketPath',
  'bucketType',
  'title',
  'size',
] as const;

/** Deeper than any page the content API composes (rows of columns of components nest six). */
const MAX_DEPTH = 24;

const CATALOGUE = new Set<string>(IMAGE_CATALOGUE_FIELDS);

/** A platform image entity: its type name says so, and it has a storage path. */
function isImageEntity(value: Record<string, unknown>): boolean {
  return value.typeName === 'image' && typeof value.path === 'string';
}

function withoutCatalogue(image: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(image).filter(([key]) => !CATALOGUE.has(key)));
}

/**
 * `value` with its image entities lightened. Copy on write: what holds no image is returned
 * as it is, so a page costs one walk and copies only the paths down to its images.
 */
export function lightenImages(value: unknown, depth = 0): unknown {
  if (depth > MAX_DEPTH || typeof value !== 'object' || value === null) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    for (let i = 0; i < value.length; i++) {
      const item: unknown = value[i];
      const light = lightenImages(item, depth + 1);
      if (light !== item) (copy ??= value.slice())[i] = light;
    }
    return copy ?? value;
  }
  if (!isRecord(value)) return value;
  if (isImageEntity(value)) return withoutCatalogue(value);
  let copy: Record<string, unknown> | undefined;
  for (const key of Object.keys(value)) {
    const field = value[key];
    const light = lightenImages(field, depth + 1);
    if (light !== field) (copy ??= { ...value })[key] = light;
  }
  return copy ?? value;
}

/** `context` with the page route's data lightened, for rendering and hydration alike. */
export function withHydrationPage(context: StaticHandlerContext): StaticHandlerContext {
  const data = context.loaderData[PAGE_ROUTE_ID] as PageData | undefined;
  if (!data?.page) return context;
  const page = lightenImages(data.page) as PageData['page'];
  if (page === data.page) return context;
  return { ...context, loaderData: { ...context.loaderData, [PAGE_ROUTE_ID]: { ...data, page } } };
}
