/** The feature flag that turns consent management on (spec 001 s8, FEATURE_FLAGS). */
export const CONSENT_FLAG = 'consent';

/**
 * Whether consent is required before non-essential scripts: fails closed, so only the flag
 * set to false turns it off; absent or unreadable (no flags from the experiments service, a
 * Redis emptied under it) counts as required.
 */
export const consentRequired = (flags: Readonly<Record<string, unknown>> | undefined): boolean =>
  flags?.[CONSENT_FLAG] !== false;
