import { FixedWindowLimits, type WindowLimit } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { ProxyRedis } from '../store/proxy-redis';

export const TOO_MANY_MESSAGE = 'Too many emails sent. Please try again later.';

/** Whole forms per visitor (address) in ten minutes; per form token, fewer. */
export const PER_VISITOR: WindowLimit = {
  name: 'email-share-visitor',
  limit: 5,
  windowS: 10 * 60,
  message: TOO_MANY_MESSAGE,
};
export const PER_TOKEN: WindowLimit = {
  name: 'email-share-token',
  limit: 3,
  windowS: 10 * 60,
  message: TOO_MANY_MESSAGE,
};

/** The email-a-friend limits, counted in the proxy's Redis (every replica shares them). */
@Injectable()
export class RateLimits extends FixedWindowLimits {
  constructor(redis: ProxyRedis) {
    super(redis.client, redis.prefix);
  }
}
