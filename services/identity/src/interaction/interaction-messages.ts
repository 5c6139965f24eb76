/** The sign-in screens' own words (spec 001 leaves them open). */
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';
export const ACCOUNT_EXISTS_MESSAGE =
  'An account already uses this email address. Please sign in with its password.';
export const INTERACTION_EXPIRED_MESSAGE =
  'This sign-in has expired or was already finished. Please start again from the site.';
