/**
 * Editions: the main site's one edition, the configured locale list, where a request's
 * preferred edition is read, and the rule of the configured sister editions the chrome links to.
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

/** A sister edition (spec 000 s1): the publication's site in another country, linked out. */
export interface SisterEdition {
  /** Its short code, e.g. `fr`: the menu item's `data`. */
  code: string;
  /** What the menu shows, e.g. `France`. */
  label: string;
  /** Its site: an absolute https URL. */
  url: string;
}

/*
 * The sister editions are configuration (the content service's SISTER_EDITIONS): the spec
 * names them (France, Germany, Korea, Japan) but gives no addresses, and a link to a site that
 * does not exist is worse than none. Unset or empty, the chrome links no sister edition.
 */

/** The variable that configures them (the content service's). */
export const SISTER_EDITIONS_VARIABLE = 'SISTER_EDITIONS';

export const SISTER_EDITIONS_RULE = `${SISTER_EDITIONS_VARIABLE} must be empty or a comma-separated list of code|label|https-url entries, e.g. fr|France|https://fr.example.com/`;

const SISTER_CODE = /^[a-z][a-z0-9-]{0,15}$/;
const MAX_LABEL_LENGTH = 60;
const MAX_URL_LENGTH = 2048;
// Control characters, whitespace and backslashes: no address of a site has them, and browsers
// strip or reinterpret some of them.
// eslint-disable-next-line no-control-regex
const UNSAFE_URL_CHARS = /[\u0000-\u0020\u007f-\u009f\\]/;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/;

/** What is wrong with one entry's URL, if anything. */
function urlProblem(value: string): string | undefined {
  if (value === '') return 'no URL';
  if (value.length > MAX_URL_LENGTH || UNSAFE_URL_CHARS.test(value)) return 'an unusable URL';
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'no absolute URL';
  }
  if (url.protocol !== 'https:') return 'a URL that is not https';
  if (url.hostname === '' || url.username !== '' || url.password !== '') {
    return 'a URL with credentials or no host';
  }
  return undefined;
}

/** The entries of a value, each with what is wrong with it (empty when nothing is). */
function entriesOf(
  value: string,
  locales: readonly Pick<Locale, 'code'>[],
): { edition: SisterEdition; problems: string[] }[] {
  const seen = new Set<string>();
  return value.split(',').map((raw, i) => {
    const parts = raw.split('|').map((part) => part.trim());
    const [code = '', label = '', url = ''] = parts;
    const name = `entry ${i + 1}${code ? ` (${code})` : ''}`;
    const problems: string[] = [];
    if (parts.length !== 3) {
      problems.push(`${name} has ${parts.length} part(s), not code|label|https-url`);
    } else {
      if (!SISTER_CODE.test(code)) {
        problems.push(`${name} has no code of lower-case letters, digits and dashes (at most 16)`);
      } else if (isValidEdition(code, locales)) {
        problems.push(`${name} has the code of one of this site's own editions`);
      } else if (seen.has(code)) {
        problems.push(`${name} repeats a code`);
      }
      seen.add(code);
      if (label === '' || label.length > MAX_LABEL_LENGTH || CONTROL_CHARS.test(label)) {
        problems.push(`${name} has no label of 1 to ${MAX_LABEL_LENGTH} printable characters`);
      }
      const problem = urlProblem(url);
      if (problem) problems.push(`${name} has ${problem}`);
    }
    return { edition: { code, label, url: parts.length === 3 ? url : '' }, problems };
  });
}

/**
 * What is wrong with a SISTER_EDITIONS value (empty when it is usable): each entry
 * `code|label|https-url`, entries separated by commas; the code lower-case letters, digits and
 * dashes, unique, and none of this site's own editions (`locales`); the label printable; the
 * URL absolute https without credentials. An empty value (or only blanks) means none.
 */
export function sisterEditionsProblems(
  value: string,
  locales: readonly Pick<Locale, 'code'>[] = LOCALES,
): string[] {
  if (value.trim() === '') return [];
  return entriesOf(value, locales).flatMap((entry) => entry.problems);
}

/**
 * The sister editions of a SISTER_EDITIONS value, in its order; none when it is unset or
 * empty. A value with a problem throws, naming the variable and each problem (the service
 * validates it at start-up with `sisterEditionsProblems`, so this never throws there).
 */
export function parseSisterEditions(
  value: string | undefined,
  locales: readonly Pick<Locale, 'code'>[] = LOCALES,
): SisterEdition[] {
  if (value === undefined || value.trim() === '') return [];
  const entries = entriesOf(value, locales);
  const problems = entries.flatMap((entry) => entry.problems);
  if (problems.length > 0) {
    throw new Error(`${SISTER_EDITIONS_RULE}: ${problems.join('; ')}`);
  }
  return entries.map((entry) => entry.edition);
}
