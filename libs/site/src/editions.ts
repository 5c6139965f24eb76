/**
 * Editions: the main site's one edition, the configured locale list, where a request's
 * preferred edition is read, and the sister editions the chrome links to.
 */

/** The one edition of the main site (spec 000 section 1): no locale prefix in paths. */
export const DEFAULT_EDITION = 'us';
export const DEFAULT_LOCALE = 'en-US';
export const DEFAULT_COUNTRY = 'us';

export interface Locale {
  code: string;
  file: string;
  label: string;
  languageCode: string;
}

/** The configured locale list: an edition is valid only if it is in here. */
export const LOCALES: readonly Locale[] = [
  { code: 'us', file: 'en-US.json', label: 'United States', languageCode: 'en-US' },
];

export function isValidEdition(
  edition: unknown,
  locales: readonly Pick<Locale, 'code'>[] = LOCALES,
): edition is string {
  return typeof edition === 'string' && locales.some((l) => l.code === edition);
}

/** Where a preferred edition is read (spec 001 s4 and s9). */
export const EDITION_QUERY_PARAMS = ['edition', 'preferredEdition'] as const;
export const EDITION_COOKIE = 'fly_preferred_edition';
/**
 * The spec names no header: this is the one the CDN (or any proxy in front of the gateway)
 * sets, and the gateway passes on to render.
 */
export const EDITION_HEADER = 'x-edition';

/** Where a request's preferred edition may come from; each value as received, unchecked. */
export interface EditionSources {
  /** The request's query parameters (EDITION_QUERY_PARAMS are read). */
  query: URLSearchParams;
  /** The value of the EDITION_COOKIE cookie. */
  cookie?: string | null;
  /** The value of the EDITION_HEADER header. */
  header?: string | null;
}

/**
 * The preferred edition of a request (spec 000 s4, spec 001 s4): taken in order from the query
 * parameters (edition, then preferredEdition), the edition cookie, the edition header, then the
 * default. A value not in the configured locale list is skipped, so a hand-edited address bar
 * or a stale cookie never reaches the content API. One rule for the web app and the gateway.
 */
export function preferredEditionFrom(
  { query, cookie, header }: EditionSources,
  locales: readonly Pick<Locale, 'code'>[] = LOCALES,
): string {
  const candidates = [...EDITION_QUERY_PARAMS.map((name) => query.get(name)), cookie, header];
  return candidates.find((value) => isValidEdition(value, locales)) ?? DEFAULT_EDITION;
}

export interface SisterEdition {
  code: string;
  label: string;
  url: string;
}

/**
 * The sister editions, external sites linked from the chrome (spec 000 s1). The spec gives no
 * addresses: these are placeholders on the reserved .example domain until the real ones are
 * known.
 */
export const SISTER_EDITIONS: readonly SisterEdition[] = [
  { code: 'fr', label: 'France', url: 'https://fr.bytewire.example/' },
  { code: 'de', label: 'Germany', url: 'https://de.bytewire.example/' },
  { code: 'kr', label: 'Korea', url: 'https://kr.bytewire.example/' },
  { code: 'jp', label: 'Japan', url: 'https://jp.bytewire.example/' },
];
