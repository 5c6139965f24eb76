import type { ExperimentsFailure } from '@bytewire/experiments';
import { Injectable } from '@nestjs/common';
import { Counter, Registry } from 'prom-client';

/** How one decision call ended: `decided`, or a failure (the page goes on without A/B). */
export type ExperimentsOutcome = 'decided' | ExperimentsFailure;

/** `gateway_experiments_decisions_total{outcome}` on the app's registry (`/metrics`). */
@Injectable()
export class ExperimentsMetrics {
  private readonly decisions: Counter<'outcome'>;

  constructor(registry: Registry) {
    this.decisions = new Counter({
      name: 'gateway_experiments_decisions_total',
      help: 'Experiments decisions of page requests, by outcome (decided, timeout, unreachable, bad-status, bad-answer).',
      labelNames: ['outcome'],
      registers: [registry],
    });
  }

  count(outcome: ExperimentsOutcome): void {
    this.decisions.inc({ outcome });
  }
}
