/**
 * Absolute links for feeds and sitemaps: readers and crawlers fetch them away from the site, so
 * every link is the site's public origin plus a site-relative path from the content API.
 */

/**
 * A path on this site as every client reads it: one '/' then no '/' or '\' (which make
 * '//host'), and no whitespace or control characters (which URL parsers strip or refuse).
 */
function isSitePath(path: string): boolean {
  if (path[0] !== '/' || path[1] === '/') return false;
  for (const char of path) {
    const code = char.charCodeAt(0);
    if (code <= 0x20 || code === 0x7f || char === '\\') return false;
  }
  return true;
}

/**
 * The absolute URL of a site-relative path under `origin`, or undefined for anything else
 * (another host, a scheme such as `javascript:`, a protocol-relative `//host/`).
 */
export function siteUrl(origin: string, path: string): string | undefined {
  if (!isSitePath(path)) return undefined;
  let url: URL;
  try {
    url = new URL(path, origin);
  } catch {
    return undefined;
  }
  return url.origin === origin ? url.href : undefined;
}
