/** The attributes every cookie of the site is written with (spec 001 s9), browser or server. */
export const COOKIE_DEFAULTS = {
  sameSite: 'lax',
  secure: true,
  path: '/',
} as const;

/** Set once the reader closed the terms-of-use banner or followed its terms link (spec 001 s4). */
export const TERMS_INTERACTED_COOKIE = 'terms_interacted';
