/**
 * The analytics events' Redis stream, `bytewire:analytics:{SITE_ID}:events`: each event one
 * entry (its fields, the time it was received and the request id), the stream trimmed to
 * ANALYTICS_STREAM_MAX_LENGTH entries as it grows (XADD MAXLEN), so it never outgrows Redis.
 * Operators and consumers read it with XRANGE / XREAD / consumer groups (docs/operations.md).
 * At most ANALYTICS_EVENTS_PER_MINUTE events a minute from one address.
 */
import {
  closeRedis,
  createResilientRedis,
  RedisMetrics,
  RedisRateLimits,
  type RateLimit,
} from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { Cluster, Redis } from 'ioredis';
import type { GatewayEnv } from '../config/gateway-env';

export const EVENT_STREAM_SUFFIX = 'events';

@Injectable()
export class EventStream implements OnModuleDestroy {
  private readonly logger = new Logger(EventStream.name);
  private readonly redis: Redis | Cluster;
  private readonly limits: RedisRateLimits;
  readonly key: string;
  private readonly maxLength: number;
  private readonly perAddress: RateLimit;

  constructor(config: ConfigService<GatewayEnv, true>, redisMetrics: RedisMetrics) {
    const prefix = `bytewire:analytics:${config.get('SITE_ID', { infer: true })}:`;
    this.key = prefix + EVENT_STREAM_SUFFIX;
    this.maxLength = config.get('ANALYTICS_STREAM_MAX_LENGTH', { infer: true });
    const limit = config.get('ANALYTICS_EVENTS_PER_MINUTE', { infer: true });
    this.perAddress = {
      name: 'analytics',
      limit,
      windowS: 60,
      message: `Too many analytics events: at most ${limit} a minute`,
    };
    this.redis = createResilientRedis({
      url: config.get('REDIS_URL', { infer: true }),
      countError: redisMetrics.counterFor('analytics'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; analytics events are refused (503) until it is back',
    });
    this.limits = new RedisRateLimits(this.redis, prefix);
  }

  /** Counts one event of `address`; throws TooManyRequests past the limit. */
  countEvent(address: string): Promise<void> {
    return this.limits.hit(this.perAddress, address);
  }

  /** Appends one event (field/value pairs) and trims the stream; the entry's id. */
  async append(fields: readonly string[]): Promise<string> {
    const id = await this.redis.xadd(this.key, 'MAXLEN', this.maxLength, '*', ...fields);
    return id ?? '';
  }

  onModuleDestroy(): Promise<void> {
    return closeRedis(this.redis);
  }
}
