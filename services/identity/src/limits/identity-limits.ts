import { normalisedEmail } from '@bytewire/contracts';
import { RedisRateLimits, type RateLimit } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { IDENTITY_KEY_PREFIX, IdentityRedis } from '../store/identity-redis';

export const TOO_MANY_SIGN_INS_MESSAGE =
  'Too many failed sign-ins for this address. Please try again later or reset your password.';

/**
 * Wrong passwords per address: past 10 in 15 minutes the address takes no password, right or
 * wrong, until the window ends (guessing is slowed to 40 an hour, whatever the visitor's
 * network address).
 */
export const FAILED_SIGN_INS: RateLimit = {
  name: 'failed-sign-in',
  limit: 10,
  windowS: 15 * 60,
  message: TOO_MANY_SIGN_INS_MESSAGE,
};

/** Reset mails per address: 3 an hour, so the form cannot flood an inbox. */
export const RESET_MAILS: RateLimit = {
  name: 'reset-mail',
  limit: 3,
  windowS: 60 * 60,
  message: 'Too many password reset mails for this address',
};

/** An address as a counter's key: normalised, then hashed (no address in a key name). */
export function addressKey(email: string): string {
  return createHash('sha256').update(normalisedEmail(email)).digest('base64url');
}

/**
 * The provider's limits, counted by @fastify/rate-limit in its Redis
 * (`bytewire:identity:{identity}:rate:*`), keyed by address (addressKey), not by the visitor's
 * network address. Redis out of reach is thrown as it is (the provider answers 503).
 */
@Injectable()
export class IdentityLimits extends RedisRateLimits {
  constructor(redis: IdentityRedis) {
    super(redis.client, IDENTITY_KEY_PREFIX);
  }
}
