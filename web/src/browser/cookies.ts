/**
 * The site's cookies (spec 001 s9): read from a Cookie header or `document.cookie`, written
 * with the spec's defaults, SameSite=Lax, Secure and Path=/. Browsers keep Secure cookies
 * set over plain http on localhost and loopback addresses, so local clusters behave as live.
 *
 * Written out rather than taken from the `cookie` package (which the gateway uses): that package
 * is CommonJS, so the bundler cannot drop the parts the site does not use, and the browser's
 * entry (every reader's first download, scripts/bundle-size.mjs) carried all of it, 1 KB
 * gzipped, for reading a few cookies and writing one with fixed attributes. Both follow the
 * package's rules for what the site needs: the first cookie of a name wins, names and values
 * are trimmed, a value is URI-decoded when it can be, and attributes come in the same order
 * (cookies.test.ts holds them to the package on ordinary and awkward input).
 */
import { COOKIE_DEFAULTS, TERMS_INTERACTED_COOKIE } from '@bytewire/site';

export { TERMS_INTERACTED_COOKIE };

/** Browsers cap a cookie's lifetime at 400 days; a year keeps the choice "for good". */
export const TERMS_INTERACTED_MAX_AGE = 365 * 24 * 60 * 60;

export { COOKIE_DEFAULTS };

/** The value of one cookie in a Cookie header (or `document.cookie`), if present. */
export function readCookie(header: string | null | undefined, name: string): string | undefined {
  for (const pair of header?.split(';') ?? []) {
    const equals = pair.indexOf('=');
    if (equals === -1 || pair.slice(0, equals).trim() !== name) continue;
    const value = pair.slice(equals + 1).trim();
    try {
      return decodeURIComponent(value);
    } catch {
      return value;
    }
  }
  return undefined;
}

/** A Set-Cookie / `document.cookie` string with the site's defaults; the value URI-encoded. */
export function cookieString(
  name: string,
  value: string,
  options: { maxAge?: number } = {},
): string {
  const { path, secure, sameSite } = COOKIE_DEFAULTS;
  const attributes = [
    options.maxAge === undefined ? undefined : `Max-Age=${options.maxAge}`,
    `Path=${path}`,
    secure ? 'Secure' : undefined,
    `SameSite=${sameSite[0].toUpperCase()}${sameSite.slice(1)}`,
  ];
  return [`${name}=${encodeURIComponent(value)}`, ...attributes.filter(Boolean)].join('; ');
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
