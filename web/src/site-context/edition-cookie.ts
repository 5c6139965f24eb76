/**
 * Spec 001 s4 "The client side sets us": a browser whose preferred-edition cookie is missing,
 * or names no configured edition, gets the main site's edition. One the gateway set from the
 * address (`?edition=`) is left as it is.
 */
import {
  DEFAULT_EDITION,
  EDITION_COOKIE,
  isValidEdition,
  PREFERRED_EDITION_COOKIE,
} from '@bytewire/site';
import { cookieString, readCookie } from '../browser/cookies';

export function rememberDefaultEdition(doc: Document = document): void {
  if (isValidEdition(readCookie(doc.cookie, EDITION_COOKIE))) return;
  doc.cookie = cookieString(EDITION_COOKIE, DEFAULT_EDITION, {
    maxAge: PREFERRED_EDITION_COOKIE.maxAgeSeconds,
  });
}
