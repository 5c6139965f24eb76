/**
 * The consent categories of spec 001 s8: a service loads only when its category is allowed.
 * The site's default consent adapter keeps the allowed ids, dot-separated (`C0001.C0002`), in
 * CONSENT_COOKIE; the gateway reads it for AMP pages' consent.
 */
export const CONSENT_CATEGORIES = {
  critical: 'C0001',
  performance: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
  social: 'C0005',
} as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[keyof typeof CONSENT_CATEGORIES];

export const CONSENT_COOKIE = 'bytewire_consent';

/** How long the choice is kept: a year (browsers cap cookies at 400 days). */
export const CONSENT_MAX_AGE_S = 365 * 24 * 60 * 60;

const CONSENT_IDS: ReadonlySet<string> = new Set(Object.values(CONSENT_CATEGORIES));

export function isConsentCategory(value: string): value is ConsentCategory {
  return CONSENT_IDS.has(value);
}

/** The categories a consent cookie's value allows; unknown ids ignored. */
export function consentCategoriesOf(value: string): Set<ConsentCategory> {
  return new Set(value.split('.').filter(isConsentCategory));
}
