/**
 * Which URLs a sitemap may list: pages of this site at their canonical path, meant for search
 * engines. Not an error page (/_error/static/), nor a page for one reader (the sign-in flow,
 * the member area, logging out: the routes never cached, max age 0) or search results, nor an
 * AMP copy (its page is listed), nor a path the route table redirects (not canonical) or
 * answers 404. (Items that say noIndex are left out where the content lists are made.)
 */
import { matchPath } from '@bytewire/routes';

const UNLISTED_SCREENS: ReadonlySet<string> = new Set([
  'error',
  'auth-flow',
  'auth-callback',
  'member',
  'logout',
  'search',
]);

export function isListablePage(url: string): boolean {
  const match = matchPath(url);
  if (match.kind !== 'page') return false;
  const { route } = match;
  return !route.amp && route.maxAge !== 0 && !UNLISTED_SCREENS.has(route.screen);
}
