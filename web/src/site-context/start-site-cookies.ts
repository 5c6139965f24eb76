/**
 * The site cookies the browser sets once per page load, after hydration (spec 001 s4 and s9):
 * the debug toggle of the address, the default edition ("the client side sets us") and, once
 * the reader allows targeting (C0004), the session's ad subsession in the brand's ad cookie.
 * The page-view cookie is set per page view (page-views-cookie.ts), the user cookies at sign-in
 * and sign-out (user-cookies.ts).
 */
import { CONSENT_CATEGORIES } from '../consent/consent-categories';
import { whenAllowed, type ConsentSource } from '../consent/when-allowed';
import { applyDebugQuery } from '../debug/debug-mode';
import { adSubsession } from './ad-subsession-cookie';
import { rememberDefaultEdition } from './edition-cookie';

export function startSiteCookies(
  siteId: string,
  consent: ConsentSource,
  win: Window = window,
): void {
  applyDebugQuery(win);
  rememberDefaultEdition(win.document);
  void whenAllowed(consent, CONSENT_CATEGORIES.targeting).then(() =>
    adSubsession(siteId, win.document),
  );
}
