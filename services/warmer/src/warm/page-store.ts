import { PageCacheStore } from '@bytewire/page-cache';
import { closeRedis, createResilientRedis, RedisMetrics } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { WarmerConfig } from '../config/warmer-config';

/** A plan or a render waits this long on one Redis command: no reader waits on the warmer. */
const REDIS_COMMAND_TIMEOUT_MS = 2000;

/** The gateway's page cache (the same keys, the same stale policy), for the warmer's use. */
@Injectable()
export class PageStore implements OnModuleDestroy {
  private readonly logger = new Logger(PageStore.name);
  private readonly redis: Redis;
  readonly store: PageCacheStore;

  constructor(config: WarmerConfig, redisMetrics: RedisMetrics) {
    this.redis = createResilientRedis({
      url: config.redisUrl,
      countError: redisMetrics.counterFor('page_cache'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; no page is warmed until it is back',
      commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
    });
    this.store = new PageCacheStore(this.redis, config.siteId, config.policy);
  }

  /** Whether Redis answers (readiness). */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  onModuleDestroy(): Promise<void> {
    return closeRedis(this.redis);
  }
}
