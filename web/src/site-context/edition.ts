/**
 * The preferred edition of a request: the rule of `@bytewire/site` (query, cookie, header,
 * default; spec 000 s4, spec 001 s4), read from a loader's request.
 */
import {
  EDITION_COOKIE,
  EDITION_HEADER,
  LOCALES,
  preferredEditionFrom,
  type Locale,
} from '@bytewire/site';
import { readCookie } from '../browser/cookies';

export interface RequestEditionSources {
  query: URLSearchParams;
  /** The request's headers; the browser's own loader requests carry no cookie or CDN header. */
  headers?: Headers;
}

export function preferredEdition(
  { query, headers }: RequestEditionSources,
  locales: readonly Pick<Locale, 'code'>[] = LOCALES,
): string {
  return preferredEditionFrom(
    {
      query,
      cookie: readCookie(headers?.get('cookie'), EDITION_COOKIE),
      header: headers?.get(EDITION_HEADER),
    },
    locales,
  );
}
