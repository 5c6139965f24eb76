/**
 * The content API request of a matched route (spec 000 s7): the composer page type and slug
 * from the route table, the page number, the request's own query parameters, the edition for
 * routes with editions (see chrome/edition: query, cookie, header, default; on the server the
 * request's headers are given, the browser's loaders have none), and contentOnly once header
 * and footer are held.
 */
import type { PageRequest } from '@bytewire/content-client';
import { contentSlugFor, type RouteDefinition, type RouteParams } from '@bytewire/routes';
import { EDITION_QUERY_PARAMS } from '@bytewire/site';
import { preferredEdition } from '../site-context/edition';

export function pageRequestFor(
  route: RouteDefinition,
  params: RouteParams,
  url: URL,
  options: { contentOnly: boolean; headers?: Headers },
): PageRequest {
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  const edition = preferredEdition({ query: url.searchParams, headers: options.headers });
  for (const name of EDITION_QUERY_PARAMS) delete query[name];
  if (params.pageNumber !== undefined) query.pageNumber = params.pageNumber;
  // Decided here, never by the address bar: the server needs header and footer.
  if (options.contentOnly) query.contentOnly = 'true';
  else delete query.contentOnly;
  return {
    type: route.content.type,
    slug: contentSlugFor(route, params),
    platform: route.amp ? 'amp' : 'web',
    edition: route.editions ? edition : undefined,
    query,
  };
}
