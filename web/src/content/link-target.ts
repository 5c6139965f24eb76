/**
 * What a link from content data may become (spec 000 s5): site-relative and same-origin URLs
 * are client-side links, other http(s) URLs are outbound (noopener nofollow), anything else
 * (javascript:, mailto:, garbage) is shown as plain text.
 */
export type LinkTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'text' };

export function linkTarget(url: string | undefined, siteOrigin: string): LinkTarget {
  if (!url) return { kind: 'text' };
  // '//host/…' is protocol-relative, i.e. another site.
  if (url.startsWith('/') && !url.startsWith('//')) return { kind: 'internal', to: url };
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { kind: 'text' };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { kind: 'text' };
  if (parsed.origin === siteOrigin) {
    return { kind: 'internal', to: `${parsed.pathname}${parsed.search}${parsed.hash}` };
  }
  return { kind: 'external', href: parsed.toString() };
}
