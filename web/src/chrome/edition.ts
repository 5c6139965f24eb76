/**
 * The preferred edition of a request (spec 000 s4, spec 001 s4): taken in order from the query
 * parameters (edition, then preferredEdition), the edition cookie, the request header, then the
 * default. A value not in the configured locale list is skipped, so a hand-edited address bar
 * or a stale cookie never reaches the content API.
 */
import {
  DEFAULT_EDITION,
  EDITION_COOKIE,
  EDITION_HEADER,
  EDITION_QUERY_PARAMS,
  isValidEdition,
  LOCALES,
  type Locale,
} from '@bytewire/site';
import { readCookie } from './cookies';

export interface EditionSources {
  query: URLSearchParams;
  /** The request's headers; the browser's own loader requests carry no cookie or CDN header. */
  headers?: Headers;
}

export function preferredEdition(
  { query, headers }: EditionSources,
  locales: readonly Pick<Locale, 'code'>[] = LOCALES,
): string {
  const candidates = [
    ...EDITION_QUERY_PARAMS.map((name) => query.get(name)),
    readCookie(headers?.get('cookie'), EDITION_COOKIE),
    headers?.get(EDITION_HEADER),
  ];
  return candidates.find((value) => isValidEdition(value, locales)) ?? DEFAULT_EDITION;
}
