/**
 * The content API request of a matched route (spec 000 s7): the composer page type and slug
 * from the route table, the page number, the request's own query parameters, the edition for
 * routes with editions, and contentOnly once header and footer are held.
 */
import type { PageRequest } from '@bytewire/content-client';
import { contentSlugFor, type RouteDefinition, type RouteParams } from '@bytewire/routes';
import { DEFAULT_EDITION } from '@bytewire/site';

export function pageRequestFor(
  route: RouteDefinition,
  params: RouteParams,
  url: URL,
  options: { contentOnly: boolean },
): PageRequest {
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  if (params.pageNumber !== undefined) query.pageNumber = params.pageNumber;
  // Decided here, never by the address bar: the server needs header and footer.
  if (options.contentOnly) query.contentOnly = 'true';
  else delete query.contentOnly;
  return {
    type: route.content.type,
    slug: contentSlugFor(route, params),
    platform: route.amp ? 'amp' : 'web',
    edition: route.editions ? DEFAULT_EDITION : undefined,
    query,
  };
}
