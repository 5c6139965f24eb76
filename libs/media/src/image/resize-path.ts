/**
 * The image's storage path as it appears in a resize URL, and so as it is signed: a leading
 * slash, each segment percent-encoded. Dot segments are refused because browsers and proxies
 * collapse them before the request leaves, which would break the signature.
 */
export function encodeResizePath(path: string): string | undefined {
  const segments = path.replace(/^\/+/, '').split('/');
  if (segments.some((segment) => segment === '.' || segment === '..')) return undefined;
  const encoded = `/${segments.map(encodeURIComponent).join('/')}`;
  return encoded === '/' ? undefined : encoded;
}
