/** The path and the raw query string (without '?') of a request URL, neither normalised. */
export function splitUrl(url: string): { path: string; query: string } {
  const queryStart = url.indexOf('?');
  return queryStart === -1
    ? { path: url, query: '' }
    : { path: url.slice(0, queryStart), query: url.slice(queryStart + 1) };
}

function nameOf(pair: string): string {
  const name = pair.split('=', 1)[0];
  try {
    return decodeURIComponent(name.replaceAll('+', ' '));
  } catch {
    return name;
  }
}

/**
 * The raw query without the named parameters (names compared case-insensitively). The other
 * parameters are kept byte for byte, in order.
 */
export function withoutQueryParams(query: string, names: readonly string[]): string {
  const refused = new Set(names.map((n) => n.toLowerCase()));
  return query
    .split('&')
    .filter((pair) => pair !== '' && !refused.has(nameOf(pair).toLowerCase()))
    .join('&');
}
