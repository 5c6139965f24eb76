/**
 * AMP pages' consent, kept in the site's own consent cookie (CONSENT_COOKIE): what amp-consent's
 * `checkConsentHref` is told (accepted when analytics, C0002, are allowed; rejected when the
 * reader chose without them; unknown before any choice), and the cookie an `onUpdateHref`
 * choice writes (the reader's other categories kept).
 */
import {
  CONSENT_CATEGORIES,
  CONSENT_COOKIE,
  CONSENT_MAX_AGE_S,
  consentCategoriesOf,
  type ConsentCategory,
} from '@bytewire/site/consent';
import { COOKIE_DEFAULTS } from '@bytewire/site';
import { serialize } from 'cookie';

export type AmpConsentState = 'accepted' | 'rejected' | 'unknown';

/** The categories a consent cookie's value allows; undefined without one (no choice yet). */
function allowedOf(consent: string | undefined): Set<ConsentCategory> | undefined {
  return consent === undefined ? undefined : consentCategoriesOf(consent);
}

/** What AMP is told of a reader whose consent cookie (CONSENT_COOKIE) has this value. */
export function ampConsentState(consent: string | undefined): AmpConsentState {
  const allowed = allowedOf(consent);
  if (!allowed) return 'unknown';
  return allowed.has(CONSENT_CATEGORIES.performance) ? 'accepted' : 'rejected';
}

/** The Set-Cookie of an AMP choice: analytics allowed or not, beside the reader's others. */
export function consentCookieAfter(consent: string | undefined, accepted: boolean): string {
  const allowed = allowedOf(consent) ?? new Set<ConsentCategory>();
  allowed.add(CONSENT_CATEGORIES.critical);
  if (accepted) allowed.add(CONSENT_CATEGORIES.performance);
  else allowed.delete(CONSENT_CATEGORIES.performance);
  return serialize(CONSENT_COOKIE, [...allowed].sort().join('.'), {
    ...COOKIE_DEFAULTS,
    maxAge: CONSENT_MAX_AGE_S,
  });
}

/**
 * AMP's CORS (https://amp.dev/documentation/guides-and-tutorials/learn/amp-caches-and-cors/amp-cors-requests):
 * the site's own origin and the AMP caches may call with credentials; the source origin, when
 * named, must be the site's.
 */
export function ampCorsHeaders(
  origin: string | undefined,
  sourceOrigin: string | undefined,
  siteOrigin: string,
): Record<string, string> | undefined {
  if (sourceOrigin !== undefined && sourceOrigin !== siteOrigin) return undefined;
  const headers: Record<string, string> = {};
  if (origin !== undefined) {
    const cache = /^https:\/\/([a-z0-9-]+\.)?(cdn\.ampproject\.org|ampproject\.net)$/.test(origin);
    if (origin !== siteOrigin && !cache) return undefined;
    headers['access-control-allow-origin'] = origin;
    headers['access-control-allow-credentials'] = 'true';
    headers.vary = 'Origin';
  }
  if (sourceOrigin !== undefined) {
    headers['amp-access-control-allow-source-origin'] = sourceOrigin;
    headers['access-control-expose-headers'] = 'AMP-Access-Control-Allow-Source-Origin';
  }
  return headers;
}
