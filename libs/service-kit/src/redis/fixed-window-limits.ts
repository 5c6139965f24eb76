import { TooManyRequests } from '../http/too-many-requests';
import type { RedisClient } from './resilient-redis';

/** One limit: at most `limit` counted events per key in a window of `windowS` seconds. */
export interface WindowLimit {
  /** Names the counter in Redis (`{prefix}rate:{name}:{key}`). */
  name: string;
  limit: number;
  windowS: number;
  /** The 429's message. */
  message: string;
}

/**
 * Fixed-window counters in Redis, shared by every replica of a service: a window starts with
 * its first event and ends on its own (EXPIRE), so nothing needs cleaning up. Keys are the
 * caller's (an address, a form token); only their counts are kept.
 */
export class FixedWindowLimits {
  constructor(
    private readonly redis: RedisClient,
    /** The service's key prefix, ending with ':'. */
    private readonly prefix: string,
  ) {}

  private keyOf(limit: WindowLimit, key: string): string {
    return `${this.prefix}rate:${limit.name}:${key}`;
  }

  /** Counts one event; throws TooManyRequests once the key is past the limit. */
  async hit(limit: WindowLimit, key: string): Promise<void> {
    const redisKey = this.keyOf(limit, key);
    const results = await this.redis
      .multi()
      .incr(redisKey)
      .expire(redisKey, limit.windowS, 'NX')
      .ttl(redisKey)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? limit.windowS);
    if (count > limit.limit) throw new TooManyRequests(limit.message, Math.max(1, ttl));
  }

  /** Throws TooManyRequests when the key has used up its window already; counts nothing. */
  async check(limit: WindowLimit, key: string): Promise<void> {
    const redisKey = this.keyOf(limit, key);
    const results = await this.redis.multi().get(redisKey).ttl(redisKey).exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[1]?.[1] ?? limit.windowS);
    if (count >= limit.limit) throw new TooManyRequests(limit.message, Math.max(1, ttl));
  }
}
