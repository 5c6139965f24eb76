// The consent choice the browser suites start with (playwright.config.ts): strictly necessary
// only (`bytewire_consent=C0001`) on both hosts the suites use, so the consent banner does not
// cover the pages of suites about something else. Nothing beyond strictly necessary is
// allowed, as for a reader who has not chosen.
export const CONSENT_COOKIE = 'bytewire_consent';

/** The consent cookie with the categories `value` allows (`C0001.C0002`), for one host. */
export const consentCookie = (domain: string, value = 'C0001') => ({
  name: CONSENT_COOKIE,
  value,
  domain,
  path: '/',
  expires: -1,
  httpOnly: false,
  secure: false,
  sameSite: 'Lax' as const,
});

export const CHOSEN_CONSENT = {
  cookies: [consentCookie('localhost'), consentCookie('127.0.0.1')],
  origins: [],
};

/** A browser context with no choice made: the consent banner asks. */
export const NO_CONSENT_CHOICE = { cookies: [], origins: [] };
