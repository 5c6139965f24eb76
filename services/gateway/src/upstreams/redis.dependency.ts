import {
  closeRedis,
  createResilientRedis,
  type DependencyCheck,
  DependencyCheckProvider,
  RedisMetrics,
} from '@bytewire/service-kit';
import { Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { GatewayConfig } from '../config/gateway-config';

/**
 * A Redis of the gateway, PINGed on a connection of its own (so the check never queues behind
 * page traffic) for `/health/ready`'s dependencies and `dependency_up`. Reported only: with
 * Redis down the gateway stays ready and serves without it.
 */
abstract class RedisDependency implements DependencyCheck, OnModuleDestroy {
  private readonly redis: Redis | Cluster;

  constructor(
    readonly name: string,
    url: string,
    redisMetrics: RedisMetrics,
  ) {
    this.redis = createResilientRedis({
      url,
      countError: redisMetrics.counterFor('health'),
      logger: new Logger(`${name} health`),
      unavailableMessage: `${name} unavailable (reported in /health/ready dependencies)`,
    });
  }

  async check(): Promise<void> {
    await this.redis.ping();
  }

  onModuleDestroy(): Promise<void> {
    return closeRedis(this.redis);
  }
}

/** REDIS_URL: the state (short URLs, the analytics stream). */
@DependencyCheckProvider()
export class StateRedisDependency extends RedisDependency {
  constructor(config: GatewayConfig, redisMetrics: RedisMetrics) {
    super('redis', config.redisUrl, redisMetrics);
  }
}

/** PAGE_CACHE_REDIS_URL: the page cache (REDIS_URL's Redis again when it is unset). */
@DependencyCheckProvider()
export class PageCacheRedisDependency extends RedisDependency {
  constructor(config: GatewayConfig, redisMetrics: RedisMetrics) {
    super('page-cache-redis', config.pageCacheRedisUrl, redisMetrics);
  }
}
