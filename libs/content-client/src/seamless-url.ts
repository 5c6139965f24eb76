/**
 * The seamless listing URL of spec 000 s7:
 * {base}/api/neutron/seamless/{site}/{slug}/web?contentId&componentName=seamless&
 * componentDisplayName&componentType&limit[&collectionId][&edition]
 * An item known only by its id is asked for at {base}/api/neutron/seamless/{site}/web.
 */

/** The component the listing stands for (spec 000 s7: componentName seamless). */
export const SEAMLESS_COMPONENT = {
  name: 'seamless',
  displayName: 'Seamless',
  type: 'Seamless',
} as const;

export interface SeamlessRequest {
  /** The item being read; with contentId, the id wins upstream. */
  slug?: string;
  contentId?: string;
  /** 3, or 10 for special-feature collections (spec 000 s7, s9): the caller decides. */
  limit: number;
  /** Follow this collection's order. */
  collectionId?: string;
  /** Given when the page's route has editions (spec 000 s7). */
  edition?: string;
}

/** Undefined when the request names neither a slug nor a content id: nothing to ask for. */
export function seamlessUrl(
  baseUrl: string,
  siteId: string,
  request: SeamlessRequest,
): URL | undefined {
  const slug = request.slug || undefined;
  const contentId = request.contentId || undefined;
  if (slug === undefined && contentId === undefined) return undefined;

  const segments = slug === undefined ? [siteId, 'web'] : [siteId, slug, 'web'];
  // Concatenated rather than resolved, so that a base URL with a path prefix keeps it.
  const url = new URL(
    `${baseUrl.replace(/\/+$/, '')}/api/neutron/seamless/${segments.map(encodeURIComponent).join('/')}`,
  );
  const query = url.searchParams;
  if (contentId !== undefined) query.set('contentId', contentId);
  query.set('componentName', SEAMLESS_COMPONENT.name);
  query.set('componentDisplayName', SEAMLESS_COMPONENT.displayName);
  query.set('componentType', SEAMLESS_COMPONENT.type);
  query.set('limit', String(request.limit));
  if (request.collectionId) query.set('collectionId', request.collectionId);
  if (request.edition !== undefined) query.set('edition', request.edition);
  return url;
}
