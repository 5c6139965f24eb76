/**
 * The legacy-route resolver (spec 001 s2): a named route that an edition serves from a fixed
 * legacy URL links there; any other goes through the normal router (`linkRoutePath`). A result
 * that is no string (an unknown name, a parameter that fails its rule) becomes '#', with a
 * logged warning only (spec 000 s8).
 */
import { DEFAULT_EDITION } from '@bytewire/site';
import { linkRoutePath } from './link-names';

/** What a link with no usable address points at (spec 001 s2). */
export const NO_ROUTE_HREF = '#';

/**
 * Fixed legacy URLs by edition, then by route name. None at present: the sister editions'
 * sites (spec 000 s1), which spec 001 s2 names as routes, have no address in the spec; they are
 * the content service's configuration (SISTER_EDITIONS) and reach the menus as the items'
 * `linkUrl`, never as a made-up `edition-fr` route here.
 */
export type LegacyRoutes = Readonly<Record<string, Readonly<Record<string, string>>>>;

export const LEGACY_ROUTES: LegacyRoutes = {
  [DEFAULT_EDITION]: {},
};

/** The edition's legacy URL of a named route, if it has one. */
export function legacyRouteUrl(
  name: string,
  edition: string = DEFAULT_EDITION,
  table: LegacyRoutes = LEGACY_ROUTES,
): string | undefined {
  const routes = Object.hasOwn(table, edition) ? table[edition] : undefined;
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
  table: LegacyRoutes = LEGACY_ROUTES,
): string {
  const resolved: unknown = legacyRouteUrl(name, edition, table) ?? linkRoutePath(name, params);
  if (typeof resolved === 'string') return resolved;
  warn(`legacy route "${name}" returned a non-string; the link falls back to ${NO_ROUTE_HREF}`);
  return NO_ROUTE_HREF;
}
