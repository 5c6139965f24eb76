import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { Redis } from 'ioredis';
import type { GatewayEnv } from '../config/gateway-env';

/** A short URL lives a year from its last shortening. */
export const SHORT_URL_TTL_SECONDS = 365 * 24 * 60 * 60;

/** Budget of one Redis command, queueing included: a share must never wait on Redis. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** Reconnection back-off while Redis is down: 200 ms more per attempt, at most 5 s. */
const retryDelay = (attempt: number): number => Math.min(attempt * 200, 5000);

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
  private readonly redis: Redis;
  private readonly keyPrefix: string;
  /** Whether the current outage was logged already (one warning per outage, not per retry). */
  private downLogged = false;

  constructor(config: ConfigService<GatewayEnv, true>) {
    this.keyPrefix = `bytewire:short-url:${config.get('SITE_ID', { infer: true })}:`;
    this.redis = new Redis(config.get('REDIS_URL', { infer: true }), {
      lazyConnect: true,
      connectTimeout: REDIS_CONNECT_TIMEOUT_MS,
      // A socket that never connected may never close either: shutdown does not wait on it.
      disconnectTimeout: 200,
      commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
      // A command queued while disconnected fails after one failed reconnection.
      maxRetriesPerRequest: 1,
      retryStrategy: retryDelay,
    });
    this.redis.on('error', (error: Error) => {
      if (this.downLogged) return;
      this.downLogged = true;
      this.logger.warn({ err: error }, 'Redis unavailable; short URLs fall back to long URLs');
    });
    this.redis.on('ready', () => {
      if (this.downLogged) this.logger.log('Redis available again');
      this.downLogged = false;
    });
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

  async onModuleDestroy(): Promise<void> {
    // QUIT waits for Redis; when it is down there is nothing to say goodbye to.
    if (this.redis.status === 'ready') {
      await this.redis.quit().catch(() => this.redis.disconnect());
    } else {
      this.redis.disconnect();
    }
  }
}
