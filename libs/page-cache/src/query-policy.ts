/**
 * Which page queries the cache takes. Marketing parameters never change a page: they are left
 * out of the variant and of the render request, so a campaign's readers share one cached page.
 * A page whose query holds anything else than the parameters known to shape a page is not
 * cached at all: it is rendered for its reader as it comes, so unknown parameters neither
 * pollute the cache nor miss what they might change.
 */

/** Marketing and click-tracking parameters: by exact name, and the `utm_` family. */
const MARKETING_PARAMS: ReadonlySet<string> = new Set([
  'fbclid',
  'gclid',
  'dclid',
  'msclkid',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  'ftag',
]);

export function isMarketingParam(name: string): boolean {
  return MARKETING_PARAMS.has(name) || name.startsWith('utm_');
}

/**
 * Parameters that shape a cacheable page: the search query, the edition choice and the A/B
 * and flag overrides (spec 001 s4). `setDevice` is not here: it sets a cookie.
 */
export const PAGE_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'q',
  'edition',
  'preferredEdition',
  'ab',
  'featureEnable',
  'featureDisable',
]);

/** The query without marketing parameters; undefined when it holds a parameter not cached. */
export function cacheableQuery(query: string): string | undefined {
  const kept = new URLSearchParams();
  for (const [name, value] of new URLSearchParams(query)) {
    if (isMarketingParam(name)) continue;
    if (!PAGE_QUERY_PARAMS.has(name)) return undefined;
    kept.append(name, value);
  }
  return kept.toString();
}
