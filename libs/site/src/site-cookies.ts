/**
 * Every cookie of the site (spec 001 s9): its name, its lifetime and what a valid value looks
 * like. All are written with COOKIE_DEFAULTS (SameSite=Lax, Secure, Path=/; browsers keep
 * Secure cookies set over plain http on localhost, so local clusters behave as live). Every
 * value read back is the reader's to forge: a value that fails its validator is no value.
 * None holds a secret: the user cookies are flags, the sign-in itself stays with the provider.
 */
import { DEVICE_COOKIE, DEVICE_COOKIE_ALIAS, DEVICE_COOKIE_MAX_AGE_SECONDS } from './devices';
import { EDITION_COOKIE } from './editions';
import { TERMS_INTERACTED_COOKIE } from './cookies';

/** A cookie's name and lifetime; no max age makes a session cookie. */
export interface SiteCookie {
  name: string;
  maxAgeSeconds?: number;
}

/** Browsers cap a lifetime at 400 days: a year is "until changed" for the choices kept here. */
export const ONE_YEAR_SECONDS = 365 * 24 * 60 * 60;

/** The preferred edition, set by the gateway from the edition query parameters (spec 001 s4). */
export const PREFERRED_EDITION_COOKIE: SiteCookie = {
  name: EDITION_COOKIE,
  maxAgeSeconds: ONE_YEAR_SECONDS,
};

/** The device chosen with `setDevice`, under both of the spec's names (spec 001 s9). */
export const DEVICE_COOKIES: readonly SiteCookie[] = [
  { name: DEVICE_COOKIE, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS },
  { name: DEVICE_COOKIE_ALIAS, maxAgeSeconds: DEVICE_COOKIE_MAX_AGE_SECONDS },
];

export const TERMS_COOKIE: SiteCookie = {
  name: TERMS_INTERACTED_COOKIE,
  maxAgeSeconds: ONE_YEAR_SECONDS,
};

/**
 * The reader's country and region (`us`, `us-wa`), set by the gateway from the CDN's headers.
 * A session cookie: the CDN tells every request anew, the cookie only lets scripts read it.
 */
export const GEO_COOKIE: SiteCookie = { name: 'fly_geo' };
/**
 * The spec names no country header: this is the one the CDN (or any proxy in front of the
 * gateway) sets with the ISO 3166-1 code, beside REGION_HEADER's subdivision (regions.ts).
 */
export const COUNTRY_HEADER = 'x-geo-country';

/** Set while a reader is signed in (`1`), removed when they sign out (spec 001 s6). */
export const USER_COOKIE: SiteCookie = { name: 'fly_user', maxAgeSeconds: ONE_YEAR_SECONDS };
/**
 * Set at every sign-in (`1`) and kept after signing out: a reader who has signed in once is
 * still "registered" for ad targeting (spec 001 s6). The spec names no cookie: this is ours.
 */
export const PREVIOUS_LOGIN_COOKIE: SiteCookie = {
  name: 'fly_prev_login',
  maxAgeSeconds: ONE_YEAR_SECONDS,
};
/** The user cookies' one value: a flag, nothing about the reader. */
export const SIGNED_IN_FLAG = '1';

/** The session's page views (a positive integer), for scripts that read cookies only. */
export const PAGE_VIEWS_COOKIE: SiteCookie = { name: 'pv' };
/** Debug logging on (`1`) for the session, after `?jsDebug=1` (spec 001 s6 and s9). */
export const DEBUG_COOKIE: SiteCookie = { name: 'jsDebug' };
export const DEBUG_QUERY_PARAM = 'jsDebug';
export const DEBUG_ON = '1';

/**
 * The brand-named ad cookie (spec 001 s9): `<siteId>_ad` (`bytewire_ad`), holding the session's
 * ad subsession (1 to the ads' subsession count). A session cookie: one subsession a session.
 */
export function adCookie(siteId: string): SiteCookie {
  return { name: `${siteId}_ad` };
}

/** Every cookie name of the site, for the docs and the end-to-end test. */
export function siteCookieNames(siteId: string): string[] {
  return [
    PREFERRED_EDITION_COOKIE,
    ...DEVICE_COOKIES,
    TERMS_COOKIE,
    GEO_COOKIE,
    USER_COOKIE,
    PREVIOUS_LOGIN_COOKIE,
    adCookie(siteId),
    PAGE_VIEWS_COOKIE,
    DEBUG_COOKIE,
  ].map((cookie) => cookie.name);
}

/** A cookie value to check: anything, since it came from the reader. */
type Received = string | null | undefined;

const GEO_PATTERN = /^[a-z]{2}(-[a-z0-9]{1,3})?$/;
const PAGE_VIEWS_PATTERN = /^[1-9][0-9]{0,5}$/;
const SUBSESSION_PATTERN = /^[1-9]$/;

export function isValidGeo(value: Received): value is string {
  return typeof value === 'string' && GEO_PATTERN.test(value);
}

/** The user cookies and the debug cookie hold one flag value. */
export function isSetFlag(value: Received): boolean {
  return value === SIGNED_IN_FLAG;
}

/** A page-view count: 1 to 999999 without leading zeros. */
export function isValidPageViews(value: Received): value is string {
  return typeof value === 'string' && PAGE_VIEWS_PATTERN.test(value);
}

/** An ad subsession: one digit from 1 to `count`. */
export function isValidAdSubsession(value: Received, count: number): value is string {
  return typeof value === 'string' && SUBSESSION_PATTERN.test(value) && Number(value) <= count;
}

/**
 * The fly_geo value of the CDN's headers: the country in lower case, with the region after a
 * dash when there is one (`US` + `WA` or `US-WA` → `us-wa`); a region in the `US-WA` form
 * alone names its country too. Undefined when the headers make no valid value.
 */
export function geoFrom(country: Received, region: Received): string | undefined {
  const countryCode = typeof country === 'string' ? country.trim().toLowerCase() : '';
  const regionCode = typeof region === 'string' ? region.trim().toLowerCase() : '';
  const [regionCountry, subdivision] = regionCode.includes('-')
    ? regionCode.split('-', 2)
    : [undefined, regionCode];
  const code = countryCode || regionCountry || '';
  // A region of another country than the one the country header names is no region of it.
  const own = regionCountry === undefined || regionCountry === code;
  const geo = subdivision && own ? `${code}-${subdivision}` : code;
  if (isValidGeo(geo)) return geo;
  return isValidGeo(code) ? code : undefined;
}

/** What the `jsDebug` query parameter asks: on, off, or nothing (absent or not understood). */
export function debugQueryValue(value: Received): 'on' | 'off' | undefined {
  const lower = typeof value === 'string' ? value.trim().toLowerCase() : undefined;
  if (lower === '1' || lower === 'true') return 'on';
  if (lower === '0' || lower === 'false') return 'off';
  return undefined;
}
