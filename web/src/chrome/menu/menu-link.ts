/**
 * A menu item's link, by the priority of spec 001 s5: topic slug, then activePage (a member
 * page), then a named route, else the editorial link (linkUrl). A value that does not make a
 * path (an unknown route, a slug that fails its rule) gives way to the next one; an item with
 * none is not a link. The URL still goes through the link rules when rendered (SiteLink).
 */
import type { MenuItem } from '@bytewire/contracts';
import { linkRoutePath } from '@bytewire/routes';

export function menuItemUrl(item: MenuItem): string | undefined {
  const candidates = [
    () => (item.topicSlug ? linkRoutePath('topic', { slug: item.topicSlug }) : undefined),
    () => (item.activePage ? linkRoutePath('member', { activePage: item.activePage }) : undefined),
    () => (item.route ? linkRoutePath(item.route) : undefined),
    () => item.linkUrl,
  ];
  for (const candidate of candidates) {
    const url = candidate();
    if (url) return url;
  }
  return undefined;
}
