/**
 * The lookup key of a vanity path (spec 000 s5): the query parameters the lookup ignores are
 * dropped, the others sorted (so their order does not matter), the path lowercased and given
 * its canonical trailing slash, the fragment dropped. Two requests for one vanity URL give one
 * key, in the dictionary and in the cache alike.
 */

/** Query parameters ignored by the vanity lookup (spec 000 s5). */
export const IGNORED_QUERY_PARAMS: ReadonlySet<string> = new Set([
  'debug',
  'featureEnable',
  'featureDisable',
  'jsDebug',
  'mf_debug_url',
  'setDevice',
  'state',
  'ftag',
  'bhid',
  'mid',
  'cid',
  'utm_email',
  'utm_campaign_id',
  'utm_email_id',
  'utm_newsletter_id',
  'medium',
  'source',
]);

/** A vanity path longer than this is no vanity URL (the gateway refuses longer URLs too). */
export const MAX_VANITY_PATH_LENGTH = 2048;

export function vanityLookupKey(pathWithQuery: string): string {
  const withoutHash = pathWithQuery.split('#', 1)[0] ?? '';
  const queryAt = withoutHash.indexOf('?');
  const rawPath = queryAt === -1 ? withoutHash : withoutHash.slice(0, queryAt);
  const rawQuery = queryAt === -1 ? '' : withoutHash.slice(queryAt + 1);
  let path = rawPath.toLowerCase();
  if (!path.startsWith('/')) path = `/${path}`;
  if (!path.endsWith('/')) path += '/';
  const kept = [...new URLSearchParams(rawQuery)]
    .filter(([name]) => !IGNORED_QUERY_PARAMS.has(name))
    .sort(([a, av], [b, bv]) => (a === b ? compare(av, bv) : compare(a, b)));
  const query = new URLSearchParams(kept).toString();
  return query ? `${path}?${query}` : path;
}

function compare(a: string, b: string): number {
  if (a < b) return -1;
  return a > b ? 1 : 0;
}
