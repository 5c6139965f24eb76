import { PageCacheCoordinator, PageCacheStore, renderWith } from '@bytewire/page-cache';
import {
  closeRedis,
  createResilientRedis,
  RedisMetrics,
  UpstreamMetrics,
} from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { WarmerConfig } from '../config/warmer-config';

/** A plan or a render waits this long on one Redis command: no reader waits on the warmer. */
const REDIS_COMMAND_TIMEOUT_MS = 2000;

/**
 * The gateway's page cache (the same keys, policy and budget) and its coordinator, for the
 * warmer's use: one protocol and one way of calling render for both.
 */
@Injectable()
export class PageStore implements OnModuleDestroy {
  private readonly logger = new Logger(PageStore.name);
  private readonly redis: Redis | Cluster;
  readonly store: PageCacheStore;
  readonly coordinator: PageCacheCoordinator;

  constructor(config: WarmerConfig, redisMetrics: RedisMetrics, upstreams: UpstreamMetrics) {
    this.redis = createResilientRedis({
      // The gateway's cache Redis (PAGE_CACHE_REDIS_URL); the queue stays on REDIS_URL.
      url: config.pageCacheRedisUrl,
      countError: redisMetrics.counterFor('page_cache'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; no page is warmed until it is back',
      commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
    });
    this.store = new PageCacheStore(this.redis, config.siteId, config.policy);
    this.coordinator = new PageCacheCoordinator({
      store: this.store,
      render: renderWith({
        baseUrl: config.renderUrl,
        timeoutMs: config.renderTimeoutMs,
        // `upstream_request_duration_seconds{upstream="render"}`
        timed: upstreams.timerFor('render'),
      }),
      policy: config.policy,
      renderTimeoutMs: config.renderTimeoutMs,
      logger: this.logger,
    });
  }

  /** Whether Redis answers (readiness). */
  async ping(): Promise<void> {
    await this.redis.ping();
  }

  onModuleDestroy(): Promise<void> {
    return closeRedis(this.redis);
  }
}
