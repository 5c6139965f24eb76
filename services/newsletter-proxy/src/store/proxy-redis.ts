import { closeRedis, createResilientRedis, RedisMetrics } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { ProxyConfig } from '../config/proxy-config';

/** The proxy's one Redis client: subscriptions and profiles. */
@Injectable()
export class ProxyRedis implements OnModuleDestroy {
  private readonly logger = new Logger(ProxyRedis.name);
  readonly client: Redis | Cluster;
  /** Every key of the proxy starts so. */
  readonly prefix: string;

  constructor(config: ProxyConfig, redisMetrics: RedisMetrics) {
    this.prefix = `bytewire:readers:${config.siteId}:`;
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
