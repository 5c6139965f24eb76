import { HttpException, HttpStatus, Injectable } from '@nestjs/common';
import { ProxyRedis } from '../store/proxy-redis';

export const TOO_MANY_MESSAGE = 'Too many emails sent. Please try again later.';

/** Thrown past a limit: a 429 whose Retry-After the controller sets. */
export class TooMany extends HttpException {
  constructor(readonly retryAfterS: number) {
    super(TOO_MANY_MESSAGE, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/**
 * Fixed-window counters in Redis: `hit` counts one attempt for a key and throws TooMany past
 * `limit` attempts in the window. Shared by every replica; a window ends on its own (EXPIRE).
 */
@Injectable()
export class RateLimits {
  constructor(private readonly redis: ProxyRedis) {}

  async hit(name: string, key: string, limit: number, windowS: number): Promise<void> {
    const redisKey = `${this.redis.prefix}rate:${name}:${key}`;
    const results = await this.redis.client
      .multi()
      .incr(redisKey)
      .expire(redisKey, windowS, 'NX')
      .ttl(redisKey)
      .exec();
    const count = Number(results?.[0]?.[1] ?? 0);
    const ttl = Number(results?.[2]?.[1] ?? windowS);
    if (count > limit) throw new TooMany(Math.max(1, ttl));
  }
}
