import { Injectable } from '@nestjs/common';
import { Counter, Registry } from 'prom-client';

/** Counts one Redis failure of a client, by operation (a command's name, or `connection`). */
export type RedisErrorCounter = (operation: string) => void;

/**
 * `redis_errors_total{client, operation}`: Redis commands of a service that failed or timed
 * out, by client (a bounded name each service gives its store, e.g. `page_cache`) and
 * operation (the command, e.g. `get`, or `connection` for a failed connection attempt). Fed by
 * the kit's resilient client (`createResilientRedis({ countError })`), so every store counts
 * the same way.
 */
@Injectable()
export class RedisMetrics {
  private readonly errors: Counter<'client' | 'operation'>;

  constructor(registry: Registry) {
    this.errors = new Counter({
      name: 'redis_errors_total',
      help: 'Redis commands that failed or timed out and failed connection attempts, by client and operation.',
      labelNames: ['client', 'operation'],
      registers: [registry],
    });
  }

  /** The counter of one client, to give to `createResilientRedis`. */
  counterFor(client: string): RedisErrorCounter {
    return (operation) => this.errors.inc({ client, operation });
  }
}
