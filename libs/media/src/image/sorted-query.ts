/**
 * The query of a resize URL: parameters sorted by key (UTF-16 code unit order, as
 * Array.prototype.sort), keys and values encoded with encodeURIComponent. One canonical form,
 * so that the same request always has the same signature and the same cache key.
 */
export function sortedQuery(params: Readonly<Record<string, string>>): string {
  return Object.keys(params)
    .sort()
    .map((key) => `${encodeURIComponent(key)}=${encodeURIComponent(params[key])}`)
    .join('&');
}
