import { RedisRateLimits } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { ProxyRedis } from '../store/proxy-redis';

/**
 * The forms' limits (email-a-friend, contact), counted by @fastify/rate-limit in the proxy's
 * Redis (`{prefix}rate:{name}:{key}`; every replica shares them).
 */
@Injectable()
export class RateLimits extends RedisRateLimits {
  constructor(redis: ProxyRedis) {
    super(redis.client, redis.prefix);
  }
}
