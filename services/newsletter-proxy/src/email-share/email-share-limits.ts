import type { RateLimit } from '@bytewire/service-kit';

export const TOO_MANY_MESSAGE = 'Too many emails sent. Please try again later.';
export const TOO_MANY_CAPTCHA_FAILURES_MESSAGE =
  'Too many failed captchas. Please try again later.';

/**
 * The sender's budget: mails sent per visitor (address) in ten minutes; per form token, fewer.
 * Spent only by a form that passed every check, the token and the captcha included.
 */
export const PER_VISITOR: RateLimit = {
  name: 'email-share-visitor',
  limit: 5,
  windowS: 10 * 60,
  message: TOO_MANY_MESSAGE,
};
export const PER_TOKEN: RateLimit = {
  name: 'email-share-token',
  limit: 3,
  windowS: 10 * 60,
  message: TOO_MANY_MESSAGE,
};

/**
 * Failed captchas per visitor (address) in ten minutes, apart from the sender's budget: past
 * them, the address's forms are refused (429) before their captcha is looked at, until the
 * window ends.
 */
export const CAPTCHA_FAILURES: RateLimit = {
  name: 'email-share-captcha-failure',
  limit: 10,
  windowS: 10 * 60,
  message: TOO_MANY_CAPTCHA_FAILURES_MESSAGE,
};
