import { Injectable } from '@nestjs/common';
import { Counter, Registry } from 'prom-client';

/**
 * How one vanity lookup ended: `cached` answered from the gateway's own copy; every outcome
 * but `cached`, `entry` and `miss` is a failure, ignored.
 */
export type VanityLookupOutcome =
  'cached' | 'entry' | 'miss' | 'timeout' | 'unreachable' | 'bad-status' | 'bad-answer';

/** `gateway_vanity_lookups_total{outcome}` on the app's registry (`/metrics`). */
@Injectable()
export class VanityMetrics {
  private readonly lookups: Counter<'outcome'>;

  constructor(registry: Registry) {
    this.lookups = new Counter({
      name: 'gateway_vanity_lookups_total',
      help: 'Vanity lookups of page requests, by outcome (cached, entry, miss, timeout, unreachable, bad-status, bad-answer).',
      labelNames: ['outcome'],
      registers: [registry],
    });
  }

  count(outcome: VanityLookupOutcome): void {
    this.lookups.inc({ outcome });
  }
}
