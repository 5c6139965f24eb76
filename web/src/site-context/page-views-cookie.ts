/**
 * The `pv` cookie (spec 001 s9): the session's page views (analytics/page-views.ts counts
 * them in session storage), in a session cookie for scripts that read cookies only. Written
 * only with the performance category allowed (C0002), as the page views it counts are. A count
 * that is no positive integer, or is over the cookie's bound, is not written.
 */
import { isValidPageViews, PAGE_VIEWS_COOKIE } from '@bytewire/site';
import { cookieString } from '../browser/cookies';
import { CONSENT_CATEGORIES } from '../consent/consent-categories';
import type { ConsentSource } from '../consent/when-allowed';

export function rememberPageViews(
  count: number,
  consent: Pick<ConsentSource, 'allowed'>,
  doc: Document = document,
): void {
  const value = String(count);
  if (!consent.allowed(CONSENT_CATEGORIES.performance)) return;
  if (!Number.isSafeInteger(count) || !isValidPageViews(value)) return;
  doc.cookie = cookieString(PAGE_VIEWS_COOKIE.name, value);
}
