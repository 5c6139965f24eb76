import {
  closeRedis,
  createResilientRedis,
  RedisMetrics,
  RedisRateLimits,
  type RateLimit,
} from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { GatewayConfig } from '../config/gateway-config';

/** A short URL lives a year from its last shortening. */
export const SHORT_URL_TTL_SECONDS = 365 * 24 * 60 * 60;

/** Budget of one Redis command, queueing included: a share must never wait on Redis. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 1000;

/**
 * Shortenings one network address may ask for in a minute: far more than readers sharing
 * stories (even many behind one office address) ask for; a script filling Redis is held back.
 */
export const SHORTENINGS_PER_ADDRESS: RateLimit = {
  name: 'shortener',
  limit: 60,
  windowS: 60,
  message: 'Too many short URLs asked for. Please try again in a minute.',
};

/** What saving a short code did. */
export type SaveResult = 'saved' | 'collision';

/**
 * The short codes in Redis, under `bytewire:short-url:{SITE_ID}:{code}` (sites sharing one
 * Redis stay apart), each with the normalised long URL and a TTL of a year, renewed on every
 * shortening. The client connects on first use (lazyConnect), bounds every command with
 * REDIS_COMMAND_TIMEOUT_MS and keeps reconnecting in the background while Redis is down;
 * callers get a rejected promise then, never a crash.
 */
@Injectable()
export class ShortUrlStore implements OnModuleDestroy {
  private readonly logger = new Logger(ShortUrlStore.name);
  private readonly redis: Redis | Cluster;
  private readonly keyPrefix: string;
  private readonly limits: RedisRateLimits;

  constructor(config: GatewayConfig, redisMetrics: RedisMetrics) {
    this.keyPrefix = `bytewire:short-url:${config.siteId}:`;
    this.redis = createResilientRedis({
      url: config.redisUrl,
      countError: redisMetrics.counterFor('short_urls'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; short URLs fall back to long URLs',
      commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeoutMs: REDIS_CONNECT_TIMEOUT_MS,
    });
    // Counters beside the codes (`{prefix}rate:shortener:{address}`), apart from any code,
    // counted by @fastify/rate-limit.
    this.limits = new RedisRateLimits(this.redis, this.keyPrefix);
  }

  /**
   * Counts one shortening by `address` (clientAddressOf the request); throws TooManyRequests
   * past SHORTENINGS_PER_ADDRESS, and the client's error while Redis is down.
   */
  countShortening(address: string): Promise<void> {
    return this.limits.hit(SHORTENINGS_PER_ADDRESS, address);
  }

  private keyOf(code: string): string {
    return this.keyPrefix + code;
  }

  /**
   * Stores `longUrl` under `code` (renewing its TTL), unless the code already names another
   * URL: a hash collision, reported and left alone.
   */
  async save(code: string, longUrl: string): Promise<SaveResult> {
    const key = this.keyOf(code);
    const stored = await this.redis.get(key);
    if (stored !== null && stored !== longUrl) return 'collision';
    await this.redis.set(key, longUrl, 'EX', SHORT_URL_TTL_SECONDS);
    return 'saved';
  }

  /** The long URL of a code, `null` when unknown (never stored, or expired). */
  find(code: string): Promise<string | null> {
    return this.redis.get(this.keyOf(code));
  }

  onModuleDestroy(): Promise<void> {
    return closeRedis(this.redis);
  }
}
