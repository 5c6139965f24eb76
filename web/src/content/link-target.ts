/**
 * What a link from content data becomes on a page. The rules are spec 000 s5's, applied by
 * `classifyLink` of @bytewire/article-text: links to the site are client-side links, other
 * http(s) links are outbound (noopener nofollow), anything else (javascript:, mailto:,
 * protocol-relative or '/\' tricks, garbage) is plain text. Commerce links go out like other
 * outbound links until the commerce shortcode is rendered.
 */
import { classifyLink } from '@bytewire/article-text';

export type LinkTarget =
  | { readonly kind: 'internal'; readonly to: string }
  | { readonly kind: 'external'; readonly href: string }
  | { readonly kind: 'text' };

const TEXT: LinkTarget = { kind: 'text' };

/**
 * Targets worked out so far, by site and URL: the menus, the footer and the story lists give
 * the same links on every page, and each takes a few URL parses (a few percent of a page's
 * server render). Bounded, as the URLs come from content.
 */
const known = new Map<string, LinkTarget>();
const KNOWN_LIMIT = 2000;

function targetOf(url: string, siteOrigin: string): LinkTarget {
  const link = classifyLink(url, { siteOrigin });
  if (link.kind === 'text') return TEXT;
  if (link.kind === 'link' && link.rel === undefined) {
    const { pathname, search, hash } = new URL(link.href, siteOrigin);
    return { kind: 'internal', to: `${pathname}${search}${hash}` };
  }
  return { kind: 'external', href: new URL(link.href).toString() };
}

export function linkTarget(url: string | undefined, siteOrigin: string): LinkTarget {
  if (!url) return TEXT;
  const key = `${siteOrigin} ${url}`;
  let target = known.get(key);
  if (target === undefined) {
    target = targetOf(url, siteOrigin);
    if (known.size >= KNOWN_LIMIT) known.clear();
    known.set(key, target);
  }
  return target;
}

let lastPublicUrl: string | undefined;
let lastOrigin = '';

/** The origin of the site's public URL (root data), parsed once rather than per link. */
export function siteOriginOf(publicUrl: string): string {
  if (publicUrl !== lastPublicUrl) {
    lastOrigin = new URL(publicUrl).origin;
    lastPublicUrl = publicUrl;
  }
  return lastOrigin;
}
