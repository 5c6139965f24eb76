import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Registry } from 'prom-client';

/**
 * Counts one Redis failure of a client, by operation (a command's name, or `connection`); told
 * too when the client's circuit breaker opens and closes (see createResilientRedis).
 */
export type RedisErrorCounter = ((operation: string) => void) & {
  circuit?: (open: boolean) => void;
};

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
  private readonly open: Gauge<'client'>;

  constructor(registry: Registry) {
    this.errors = new Counter({
      name: 'redis_errors_total',
      help: 'Redis commands that failed or timed out and failed connection attempts, by client and operation.',
      labelNames: ['client', 'operation'],
      registers: [registry],
    });
    this.open = new Gauge({
      name: 'redis_circuit_open',
      help: 'Whether a Redis client skips Redis at once (1: its circuit breaker is open), by client.',
      labelNames: ['client'],
      registers: [registry],
    });
  }

  /** The counter of one client, to give to `createResilientRedis`. */
  counterFor(client: string): RedisErrorCounter {
    this.open.set({ client }, 0);
    return Object.assign((operation: string) => this.errors.inc({ client, operation }), {
      circuit: (open: boolean) => this.open.set({ client }, open ? 1 : 0),
    });
  }
}
