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
import type { Cluster, Redis } from 'ioredis';
import { GatewayConfig } from '../config/gateway-config';

export const EVENT_STREAM_SUFFIX = 'events';

@Injectable()
export class EventStream implements OnModuleDestroy {
  private readonly logger = new Logger(EventStream.name);
  private readonly redis: Redis | Cluster;
  private readonly limits: RedisRateLimits;
  readonly key: string;
  private readonly maxLength: number;
  private readonly perAddress: RateLimit;

  constructor(config: GatewayConfig, redisMetrics: RedisMetrics) {
    const prefix = `bytewire:analytics:${config.siteId}:`;
    this.key = prefix + EVENT_STREAM_SUFFIX;
    this.maxLength = config.analyticsStreamMaxLength;
    const limit = config.analyticsEventsPerMinute;
    this.perAddress = {
      name: 'analytics',
      limit,
      windowS: 60,
      message: `Too many analytics events: at most ${limit} a minute`,
    };
    this.redis = createResilientRedis({
      url: config.redisUrl,
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
