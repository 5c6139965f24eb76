/**
 * The named routes that links refer to (spec 001 s2 "Named routes referenced by links"): menu
 * items and other editorial data name a route, not a path. Most names are spelled as in the
 * content platform (`galleries`, `meet_the_team`, `indepth-door`), so each is mapped to the
 * route of this table that serves it.
 */
import { tryBuildPath } from './build';
import type { RouteName } from './types';

/** Link name → the route that serves it, and the link parameter its one path parameter takes. */
const LINK_ROUTES: Readonly<Record<string, { route: RouteName; param?: string }>> = {
  'front-door': { route: 'front-door' },
  topics: { route: 'topics' },
  topic: { route: 'topic', param: 'slug' },
  galleries: { route: 'pictures' },
  'video-door': { route: 'video-door' },
  'do-not-sell': { route: 'do-not-sell' },
  about: { route: 'about' },
  meet_the_team: { route: 'meet-the-team' },
  sitemap: { route: 'sitemap' },
  reprint_policy: { route: 'reprints' },
  // The reader's own area: the member pages, which ask a signed-out reader to sign in.
  user: { route: 'member', param: 'activePage' },
  newsletters: { route: 'newsletters' },
  reviews: { route: 'reviews' },
  'indepth-door': { route: 'in-depth' },
  editorial_guidelines: { route: 'editorial-guidelines' },
  member: { route: 'member', param: 'activePage' },
  author_profile: { route: 'author-profile', param: 'slug' },
  article: { route: 'article', param: 'slug' },
  review: { route: 'review', param: 'slug' },
  search: { route: 'search' },
};

/** `user` without a page opens the member area on its first tab. */
const DEFAULT_PARAMS: Readonly<Record<string, Record<string, string>>> = {
  user: { activePage: 'preferences' },
};

export function isLinkRouteName(name: string): boolean {
  return Object.hasOwn(LINK_ROUTES, name);
}

/**
 * The site path of a named link route with its parameters (e.g. `topic` + `{ slug: 'vpn' }`
 * → `/topic/vpn/`), or undefined for an unknown name or a parameter that fails the route's
 * rule. `search` takes `q` as its query; `editorial_link` is not a route: its linkUrl is the link.
 */
export function linkRoutePath(
  name: string,
  params: Readonly<Record<string, string | undefined>> = {},
): string | undefined {
  if (!isLinkRouteName(name)) return undefined;
  const { route, param } = LINK_ROUTES[name]!;
  const merged = { ...DEFAULT_PARAMS[name], ...params };
  const path = tryBuildPath(route, param ? { [param]: merged[param] } : {});
  if (path === undefined || name !== 'search' || !merged.q) return path;
  return `${path}?${new URLSearchParams({ q: merged.q }).toString()}`;
}
