import type { RateLimit } from '@bytewire/service-kit';

export const TOO_MANY_CONTACT_MESSAGE = 'Too many messages sent. Please try again later.';

/**
 * The contact form's budget, counted in the proxy's Redis by the email-a-friend limiter
 * (`RateLimits`): messages per visitor (address) in an hour, and per form token. Spent only
 * by a form that passed every check: a reader's typos cost nothing.
 */
export const CONTACT_PER_VISITOR: RateLimit = {
  name: 'contact-visitor',
  limit: 5,
  windowS: 60 * 60,
  message: TOO_MANY_CONTACT_MESSAGE,
};
export const CONTACT_PER_TOKEN: RateLimit = {
  name: 'contact-token',
  limit: 3,
  windowS: 60 * 60,
  message: TOO_MANY_CONTACT_MESSAGE,
};
