/**
 * The site cookies the gateway sets on a page's answer (spec 001 s4 and s9): the preferred
 * edition when the address chose one (`edition` or `preferredEdition`, a configured edition
 * only), and fly_geo from the CDN's country and region headers. Each only when the reader's
 * cookie does not already say so. They go on every answer to the request, cached copy or not,
 * beside the experiments decision's cookies: never into the page cache, whose copies are shared.
 */
import {
  COOKIE_DEFAULTS,
  EDITION_QUERY_PARAMS,
  geoFrom,
  GEO_COOKIE,
  isValidEdition,
  LOCALES,
  PREFERRED_EDITION_COOKIE,
  type Locale,
  type SiteCookie,
} from '@bytewire/site';
import { serialize } from 'cookie';

/** What of the request decides the cookies; each value as received, unchecked. */
export interface SiteCookieSources {
  query: URLSearchParams;
  /** The request's cookies by name. */
  cookies: Readonly<Record<string, string | undefined>>;
  /** The CDN's country header (COUNTRY_HEADER). */
  country?: string;
  /** The CDN's region header (REGION_HEADER). */
  region?: string;
}

function setCookie({ name, maxAgeSeconds }: SiteCookie, value: string): string {
  return serialize(name, value, {
    ...COOKIE_DEFAULTS,
    ...(maxAgeSeconds === undefined ? {} : { maxAge: maxAgeSeconds }),
  });
}

/** The edition the address chose: the first edition parameter naming a configured edition. */
export function queryEdition(
  query: URLSearchParams,
  locales: readonly Pick<Locale, 'code'>[] = LOCALES,
): string | undefined {
  return EDITION_QUERY_PARAMS.map((name) => query.get(name)).find((value) =>
    isValidEdition(value, locales),
  ) as string | undefined;
}

/** The Set-Cookie values the request calls for; none most of the time. */
export function siteCookiesOf(
  { query, cookies, country, region }: SiteCookieSources,
  locales: readonly Pick<Locale, 'code'>[] = LOCALES,
): string[] {
  const set: string[] = [];
  const edition = queryEdition(query, locales);
  if (edition !== undefined && cookies[PREFERRED_EDITION_COOKIE.name] !== edition) {
    set.push(setCookie(PREFERRED_EDITION_COOKIE, edition));
  }
  const geo = geoFrom(country, region);
  if (geo !== undefined && cookies[GEO_COOKIE.name] !== geo) set.push(setCookie(GEO_COOKIE, geo));
  return set;
}

/** `headers` with `cookies` added to its Set-Cookie list (a copy; `headers` is left alone). */
export function withSetCookies(
  headers: Readonly<Record<string, string | string[]>>,
  cookies: readonly string[],
): Record<string, string | string[]> {
  if (cookies.length === 0) return { ...headers };
  const kept = headers['set-cookie'];
  const before = kept === undefined ? [] : Array.isArray(kept) ? kept : [kept];
  return { ...headers, 'set-cookie': [...before, ...cookies] };
}
