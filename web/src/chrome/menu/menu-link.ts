/**
 * A menu item's link, by the priority of spec 001 s5: topic slug, then activePage (a member
 * page), then a named route, else the editorial link (linkUrl). A value that does not make a
 * path (an unknown route, a slug that fails its rule) gives way to the next one; an item with
 * none is not a link. The URL still goes through the link rules when rendered (SiteLink).
 */
import type { MenuItem } from '@bytewire/contracts';
import { linkRoutePath, NO_ROUTE_HREF, resolveRouteLink } from '@bytewire/routes';

/**
 * A named route through the legacy-route resolver (spec 001 s2: the edition's legacy URL, else
 * the router); its '#' for a route that makes no link gives way to the next value.
 */
function routeLink(name: string): string | undefined {
  const href = resolveRouteLink(name);
  return href === NO_ROUTE_HREF ? undefined : href;
}

export function menuItemUrl(item: MenuItem): string | undefined {
  const candidates = [
    () => (item.topicSlug ? linkRoutePath('topic', { slug: item.topicSlug }) : undefined),
    () => (item.activePage ? linkRoutePath('member', { activePage: item.activePage }) : undefined),
    () => (item.route ? routeLink(item.route) : undefined),
    () => item.linkUrl,
  ];
  for (const candidate of candidates) {
    const url = candidate();
    if (url) return url;
  }
  return undefined;
}
