/** The consent categories of spec 001 s8: a service loads only when its category is allowed. */
export const CONSENT_CATEGORIES = {
  critical: 'C0001',
  performance: 'C0002',
  functional: 'C0003',
  targeting: 'C0004',
  social: 'C0005',
} as const;

export type ConsentCategory = (typeof CONSENT_CATEGORIES)[keyof typeof CONSENT_CATEGORIES];

const KNOWN: ReadonlySet<string> = new Set(Object.values(CONSENT_CATEGORIES));

export function isConsentCategory(value: string): value is ConsentCategory {
  return KNOWN.has(value);
}
