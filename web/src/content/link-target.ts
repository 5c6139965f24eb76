/**
 * What a link from content data becomes on a page. The rules are spec 000 s5's, applied by
 * `classifyLink` of @bytewire/article-text: links to the site are client-side links, other
 * http(s) links are outbound (noopener nofollow), anything else (javascript:, mailto:,
 * protocol-relative or '/\' tricks, garbage) is plain text. Commerce links go out like other
 * outbound links until the commerce shortcode is rendered.
 */
import { classifyLink } from '@bytewire/article-text';

export type LinkTarget =
  { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'text' };

export function linkTarget(url: string | undefined, siteOrigin: string): LinkTarget {
  if (!url) return { kind: 'text' };
  const link = classifyLink(url, { siteOrigin });
  if (link.kind === 'text') return link;
  if (link.kind === 'link' && link.rel === undefined) {
    const { pathname, search, hash } = new URL(link.href, siteOrigin);
    return { kind: 'internal', to: `${pathname}${search}${hash}` };
  }
  return { kind: 'external', href: new URL(link.href).toString() };
}
