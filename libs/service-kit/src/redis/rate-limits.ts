/**
 * Rate limits counted in Redis by @fastify/rate-limit (its Redis store and its documented
 * manual limiter, `createRateLimit`), shared by every replica of a service. The kit only
 * names the counters and turns a refusal into a TooManyRequests: the counting (one Lua script
 * per event, on one key, so a Redis Cluster takes it too) is the library's.
 */
import fastifyRateLimit, { normalizeIP } from '@fastify/rate-limit';
import fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { TooManyRequests } from '../http/too-many-requests';
import type { RedisClient } from './resilient-redis';

/** One limit: at most `limit` counted events per key in a fixed window of `windowS` seconds. */
export interface RateLimit {
  /** Names the counter in Redis (`{prefix}rate:{name}:{key}`). */
  name: string;
  limit: number;
  windowS: number;
  /** The 429's message. */
  message: string;
}

/**
 * The key of a request's client for a limit per address: `request.ip`, which follows
 * X-Forwarded-For only from the peers TRUST_PROXY trusts (a forged header from anyone else
 * changes nothing), as the library's own key: IPv4-mapped IPv6 as IPv4, other IPv6 addresses by
 * their /64 (one subscriber's network, which would otherwise hold 2^64 budgets).
 */
export function clientAddressOf(request: Pick<FastifyRequest, 'ip'>): string {
  return normalizeIP(request.ip);
}

/** What the limiter is asked about: a key of the caller's, for one limit. */
interface Subject {
  /** The library reads the route's options of what it limits: none here. */
  routeOptions: Record<string, never>;
  limit: RateLimit;
  key: string;
}

type Limiter = ReturnType<FastifyInstance['createRateLimit']>;

/**
 * The limits of one service, in its Redis under its prefix: `{prefix}rate:{name}:{key}`, one
 * key per counter (its window starts with its first event and ends on its own, PEXPIRE).
 * Keys are the caller's (a client's address: see clientAddressOf; a form token; a hash of an
 * email address); only their counts are kept.
 *
 * Redis failing: the command's error (a timeout, the kit client's open circuit) is thrown as
 * it is, as for any other command of the service, which answers as it does when Redis is down
 * (a 503, a fallback); `skipOnError` lets events through uncounted instead.
 */
export class RedisRateLimits {
  private readonly limiter: Promise<Limiter>;

  constructor(
    redis: RedisClient,
    /** The service's key prefix, ending with ':'. */
    prefix: string,
    options: { skipOnError?: boolean } = {},
  ) {
    this.limiter = RedisRateLimits.limiterFor(redis, prefix, options.skipOnError ?? false);
    // Awaited by every call; kept from being an unhandled rejection until then.
    this.limiter.catch(() => undefined);
  }

  /**
   * The library's manual limiter, registered on a fastify instance of its own (never
   * listening): it needs no route of the service's app, and so no place in its start-up.
   */
  private static async limiterFor(
    redis: RedisClient,
    prefix: string,
    skipOnError: boolean,
  ): Promise<Limiter> {
    const host = fastify({ logger: false });
    await host.register(fastifyRateLimit, {
      global: false,
      redis,
      nameSpace: `${prefix}rate:`,
      skipOnError,
      max: (request) => (request as unknown as Subject).limit.limit,
      timeWindow: (request) => (request as unknown as Subject).limit.windowS * 1000,
      keyGenerator: (request) => {
        const { limit, key } = request as unknown as Subject;
        return `${limit.name}:${key}`;
      },
    });
    await host.ready();
    return host.createRateLimit();
  }

  private async ask(limit: RateLimit, key: string, increment: boolean) {
    const subject: Subject = { routeOptions: {}, limit, key };
    const limiter = await this.limiter;
    return limiter(subject as unknown as FastifyRequest, { increment });
  }

  /** Counts one event of `key`; throws TooManyRequests once the key is past the limit. */
  async hit(limit: RateLimit, key: string): Promise<void> {
    const state = await this.ask(limit, key, true);
    if (!state.isAllowed && state.isExceeded) {
      throw new TooManyRequests(limit.message, Math.max(1, state.ttlInSeconds));
    }
  }

  /** Throws TooManyRequests when `key` has used up its window already; counts nothing. */
  async check(limit: RateLimit, key: string): Promise<void> {
    const state = await this.ask(limit, key, false);
    if (!state.isAllowed && state.remaining <= 0) {
      throw new TooManyRequests(limit.message, Math.max(1, state.ttlInSeconds));
    }
  }
}
