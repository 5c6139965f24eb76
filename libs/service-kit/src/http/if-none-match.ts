/**
 * Whether a request's If-None-Match names an entity tag (RFC 9110 13.1.2): `*`, or any tag of
 * the list, compared weakly (a `W/` prefix ignored). A match answers 304 without a body.
 */
export function ifNoneMatchNames(header: string | string[] | undefined, etag: string): boolean {
  if (typeof header !== 'string') return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === '*' || tag === etag);
}
