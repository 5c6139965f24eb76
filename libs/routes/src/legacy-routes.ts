/**
 * The legacy-route resolver (spec 001 s2): a named route that an edition serves from a fixed
 * legacy URL links there; any other goes through the normal router (`linkRoutePath`). A result
 * that is no string (an unknown name, a parameter that fails its rule) becomes '#', with a
 * logged warning only (spec 000 s8).
 */
import { DEFAULT_EDITION, SISTER_EDITIONS } from '@bytewire/site';
import { linkRoutePath } from './link-names';

/** What a link with no usable address points at (spec 001 s2). */
export const NO_ROUTE_HREF = '#';

/**
 * Fixed legacy URLs by edition, then by route name. The sister editions (spec 000 s1) are
 * named routes links refer to (spec 001 s2), served by their own sites: `edition-fr` and so on.
 */
export const LEGACY_ROUTES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  [DEFAULT_EDITION]: Object.fromEntries(SISTER_EDITIONS.map((e) => [`edition-${e.code}`, e.url])),
};

/** The edition's legacy URL of a named route, if it has one. */
export function legacyRouteUrl(
  name: string,
  edition: string = DEFAULT_EDITION,
): string | undefined {
  const routes = Object.hasOwn(LEGACY_ROUTES, edition) ? LEGACY_ROUTES[edition] : undefined;
  return routes && Object.hasOwn(routes, name) ? routes[name] : undefined;
}

export type RouteWarning = (message: string) => void;

const warnInConsole: RouteWarning = (message) => console.warn(message);

/**
 * The link of a named route for an edition: its legacy URL, else the router's path, else '#'
 * (warned through `warn`).
 */
export function resolveRouteLink(
  name: string,
  params: Readonly<Record<string, string | undefined>> = {},
  edition: string = DEFAULT_EDITION,
  warn: RouteWarning = warnInConsole,
): string {
  const resolved: unknown = legacyRouteUrl(name, edition) ?? linkRoutePath(name, params);
  if (typeof resolved === 'string') return resolved;
  warn(`legacy route "${name}" returned a non-string; the link falls back to ${NO_ROUTE_HREF}`);
  return NO_ROUTE_HREF;
}
