import { closeRedis, createResilientRedis, keyspaceOf, RedisMetrics } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { ProxyConfig } from '../config/proxy-config';

/** The service name of the proxy's keys in Redis (`bytewire:readers:{readers:<site>}:`). */
export const READERS_KEYSPACE = 'readers';

/** The proxy's one Redis client: subscriptions and profiles. */
@Injectable()
export class ProxyRedis implements OnModuleDestroy {
  private readonly logger = new Logger(ProxyRedis.name);
  readonly client: Redis | Cluster;
  /**
   * Every key of the proxy starts so: `bytewire:readers:{readers:<site>}:`. The hash tag puts a
   * site's keys in one slot of a Redis Cluster, so that the profile script (a profile and its
   * username indexes) works there as on one Redis. Keys of the untagged layout before it are
   * moved here at start-up (ReadersKeyspaceMove).
   */
  readonly prefix: string;

  constructor(config: ProxyConfig, redisMetrics: RedisMetrics) {
    this.prefix = keyspaceOf(READERS_KEYSPACE, config.siteId);
    this.client = createResilientRedis({
      url: config.redisUrl,
      countError: redisMetrics.counterFor('readers'),
      logger: this.logger,
      unavailableMessage:
        'Redis unavailable; profiles and subscriptions answer 503 until it is back',
    });
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  onModuleDestroy(): Promise<void> {
    return closeRedis(this.client);
  }
}
