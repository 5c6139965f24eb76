/**
 * The site's cookies (spec 001 s9): read from a Cookie header or `document.cookie`, written
 * with the spec's defaults, SameSite=Lax, Secure and Path=/. Browsers keep Secure cookies
 * set over plain http on localhost and loopback addresses, so local clusters behave as live.
 */
import { COOKIE_DEFAULTS, TERMS_INTERACTED_COOKIE } from '@bytewire/site';
import { parse, serialize, type SerializeOptions } from 'cookie';

export { TERMS_INTERACTED_COOKIE };

/** Browsers cap a cookie's lifetime at 400 days; a year keeps the choice "for good". */
export const TERMS_INTERACTED_MAX_AGE = 365 * 24 * 60 * 60;

export { COOKIE_DEFAULTS };

/** The value of one cookie in a Cookie header (or `document.cookie`), if present. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  if (!header) return undefined;
  return parse(header)[name];
}

/** A Set-Cookie / `document.cookie` string with the site's defaults. */
export function cookieString(
  name: string,
  value: string,
  options: Pick<SerializeOptions, 'maxAge'> = {},
): string {
  return serialize(name, value, { ...COOKIE_DEFAULTS, ...options });
}

/** Whether the request's cookies say the terms banner was dealt with. */
export function termsInteracted(header: string | null | undefined): boolean {
  return readCookie(header, TERMS_INTERACTED_COOKIE) !== undefined;
}

/** Remembers in the browser that the reader dealt with the terms banner. */
export function rememberTermsInteracted(): void {
  document.cookie = cookieString(TERMS_INTERACTED_COOKIE, '1', {
    maxAge: TERMS_INTERACTED_MAX_AGE,
  });
}
