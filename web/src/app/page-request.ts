/**
 * The content API request of a matched route (spec 000 s7): the composer page type and slug
 * from the route table, the page number, the request's own query parameters, the edition for
 * routes with editions (a valid one from the query, else the default), and contentOnly once
 * header and footer are held.
 */
import type { PageRequest } from '@bytewire/content-client';
import { contentSlugFor, type RouteDefinition, type RouteParams } from '@bytewire/routes';
import { DEFAULT_EDITION, isValidEdition } from '@bytewire/site';

/** Query names of the preferred edition (spec 001 s4), in order. */
const EDITION_PARAMS = ['edition', 'preferredEdition'] as const;

/**
 * The edition of the request (spec 000 s4): the query's when it is one of the configured
 * locale list, else the default. An unknown value is ignored, not sent upstream, so a
 * hand-edited address bar never turns into an upstream error.
 */
function editionOf(query: Record<string, string>): string {
  const asked = EDITION_PARAMS.map((name) => query[name]).find((value) => value !== undefined);
  return isValidEdition(asked) ? asked : DEFAULT_EDITION;
}

export function pageRequestFor(
  route: RouteDefinition,
  params: RouteParams,
  url: URL,
  options: { contentOnly: boolean },
): PageRequest {
  const query: Record<string, string> = Object.fromEntries(url.searchParams);
  const edition = editionOf(query);
  for (const name of EDITION_PARAMS) delete query[name];
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
