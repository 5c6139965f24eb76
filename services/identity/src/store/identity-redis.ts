import { closeRedis, createResilientRedis, keyspaceOf, RedisMetrics } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { IdentityConfig } from '../config/identity-config';

/**
 * Every key of the provider starts so (`bytewire:identity:{identity}:`), apart from other
 * services' keys in one Redis. All of them share one hash tag, `{identity}`, so one slot of a
 * Redis Cluster: the provider's transactions and scripts span accounts, their indexes, grants
 * and sessions (an account's sign-up script, the adapter's upsert and grant revocation), and a
 * publication's accounts fit one master. Keys written before the tag are moved at start-up
 * (IdentityKeyspaceMove).
 */
export const IDENTITY_KEY_PREFIX = keyspaceOf('identity');

/** One Redis command's budget: a sign-in waits at most this long on one step. */
const REDIS_COMMAND_TIMEOUT_MS = 2000;

/**
 * The provider's one Redis client. Accounts and sessions live there only: with Redis down,
 * nobody can sign in (the pages say so) but nothing else of the site depends on it.
 */
@Injectable()
export class IdentityRedis implements OnModuleDestroy {
  private readonly logger = new Logger(IdentityRedis.name);
  readonly client: Redis | Cluster;

  constructor(config: IdentityConfig, redisMetrics: RedisMetrics) {
    this.client = createResilientRedis({
      url: config.redisUrl,
      countError: redisMetrics.counterFor('identity'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; nobody can sign in until it is back',
      commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
    });
  }

  async ping(): Promise<void> {
    await this.client.ping();
  }

  onModuleDestroy(): Promise<void> {
    return closeRedis(this.client);
  }
}
