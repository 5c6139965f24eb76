/** The sign-in screens' own words (spec 001 leaves them open). */
export const WRONG_CREDENTIALS_MESSAGE = 'Wrong email or password.';
export const ACCOUNT_EXISTS_MESSAGE =
  'An account already uses this email address. Please sign in with its password.';
export const INTERACTION_EXPIRED_MESSAGE =
  'This sign-in has expired or was already finished. Please start again from the site.';

/** A reader back from a social network that said no (they cancelled, or it refused). */
export const socialCancelledMessage = (network: string) =>
  `${network} sign-in was cancelled. You can try again, or continue with your email address.`;
/** A network that did not answer, or not as it must. */
export const socialFailedMessage = (network: string) =>
  `${network} sign-in is not available right now. Please try again, or continue with your email address.`;
/** A network that gave no usable address: an account needs one. */
export const socialNoEmailMessage = (network: string) =>
  `${network} did not share an email address with us. Please continue with your email address.`;
