import { matchPath } from '@bytewire/routes';

/** Longer URLs are no pages of the site (the gateway refuses longer request URLs too). */
export const MAX_LONG_URL_LENGTH = 2048;

/** The query parameter of `GET /sharebar-shortener/` (spec 001 s7). */
export const LONG_URL_PARAM = 'longurl';

export type LongUrlCheck =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string };

const refuse = (message: string): LongUrlCheck => ({ ok: false, message });

/**
 * The normalised form of a URL of this site (WHATWG serialisation: lower-case scheme and
 * host, no default port, escapes made canonical), or why it is not one: not absolute, not
 * http(s), carrying credentials, over MAX_LONG_URL_LENGTH characters, on another origin, or
 * not the path of a page of the route table.
 * `publicOrigin` is the origin of PUBLIC_URL.
 */
export function checkSiteUrl(value: string, publicOrigin: string): LongUrlCheck {
  if (value.trim() === '') return refuse(`Query parameter ${LONG_URL_PARAM} must not be empty`);
  if (value.length > MAX_LONG_URL_LENGTH) {
    return refuse(`${LONG_URL_PARAM} must be at most ${MAX_LONG_URL_LENGTH} characters`);
  }
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return refuse(`${LONG_URL_PARAM} must be an absolute http(s) URL`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    return refuse(`${LONG_URL_PARAM} must be an absolute http(s) URL`);
  }
  if (url.username !== '' || url.password !== '') {
    return refuse(`${LONG_URL_PARAM} must not carry a user name or password`);
  }
  if (url.origin !== publicOrigin) {
    return refuse(`${LONG_URL_PARAM} must be a URL of this site (${publicOrigin})`);
  }
  // Only pages are shared: anything else would let callers fill the store with junk paths.
  if (matchPath(url.pathname).kind !== 'page') {
    return refuse(`${LONG_URL_PARAM} must be the URL of a page of this site`);
  }
  // Serialising can lengthen the URL (escaping): the limit holds for what is stored too.
  if (url.href.length > MAX_LONG_URL_LENGTH) {
    return refuse(`${LONG_URL_PARAM} must be at most ${MAX_LONG_URL_LENGTH} characters`);
  }
  return { ok: true, url: url.href };
}

/**
 * The long URL of a shortener request, from its raw query string (no '?'): exactly one
 * `longurl`, a URL of this site (see `checkSiteUrl`).
 */
export function longUrlFromQuery(rawQuery: string, publicOrigin: string): LongUrlCheck {
  const values = new URLSearchParams(rawQuery).getAll(LONG_URL_PARAM);
  if (values.length === 0) return refuse(`Query parameter ${LONG_URL_PARAM} is required`);
  if (values.length > 1) return refuse(`Query parameter ${LONG_URL_PARAM} must be given once`);
  return checkSiteUrl(values[0], publicOrigin);
}
