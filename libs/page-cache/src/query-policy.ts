/**
 * Which part of a page request's query reaches its cache variant (issue 26: a bounded
 * keyspace). Only validated values ever do, so that no request can make an entry of a value
 * nobody else asks for:
 * - the edition and the A/B and flag overrides (`edition`, `preferredEdition`, `ab`,
 *   `featureEnable`, `featureDisable`) are left out of the query: their validated effect is
 *   already in the variant (its edition, tests and flags), and an unknown flag, test or
 *   edition has none;
 * - `pageNumber` (a listing's page, in the query form) and `adSuppress=all` are kept when
 *   valid, and left out otherwise;
 * - `q` is read by the search page alone: there it is kept, its spaces trimmed and collapsed,
 *   up to MAX_SEARCH_QUERY_LENGTH characters (a longer one goes to render for its reader), and
 *   the store keeps search pages in a budget of their own, so that a long tail of queries never
 *   pushes readers' other pages out; elsewhere `q` changes nothing and is left out;
 * - `setDevice` sets a cookie: such a request goes to render for its reader;
 * - anything else (marketing and click-tracking parameters, unknown ones) shapes no page: left
 *   out, the canonical page is served, and a campaign's readers share one copy.
 */
import { AD_SUPPRESS_ALL, AD_SUPPRESS_PARAM } from '@bytewire/media';
import { DEVICE_QUERY_PARAM } from '@bytewire/site';

/** The search page's query parameter. */
export const SEARCH_QUERY_PARAM = 'q';
/** The longest search query a cached search page is kept for. */
export const MAX_SEARCH_QUERY_LENGTH = 100;

/** A listing page in the query form: a plain number up to the last page a list can have. */
const PAGE_NUMBER = /^[1-9]\d{0,3}$/;

/** Kept in the variant, each once, when its value passes. */
const KEPT_PARAMS: Readonly<Record<string, (value: string) => boolean>> = {
  pageNumber: (value) => PAGE_NUMBER.test(value),
  [AD_SUPPRESS_PARAM]: (value) => value === AD_SUPPRESS_ALL,
};

export interface QueryContext {
  /** Whether the route is the search page (the one that reads `q`). */
  search: boolean;
}

/**
 * The query of a request's variant (parameters sorted by name, '' for none), or undefined when
 * the request is one the cache does not take (a device choice, an over-long search).
 */
export function variantQueryOf(query: string, { search }: QueryContext): string | undefined {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    if (name === DEVICE_QUERY_PARAM) return undefined;
    if (name === SEARCH_QUERY_PARAM && search && !kept.has(name)) {
      const words = value.trim().replace(/\s+/g, ' ');
      if (words.length > MAX_SEARCH_QUERY_LENGTH) return undefined;
      if (words !== '') kept.append(name, words);
      continue;
    }
    const valid = Object.hasOwn(KEPT_PARAMS, name) ? KEPT_PARAMS[name] : undefined;
    if (valid && !kept.has(name) && valid(value)) kept.append(name, value);
  }
  kept.sort();
  return kept.toString();
}
