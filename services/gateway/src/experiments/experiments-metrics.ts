import type { ExperimentsFailure } from '@bytewire/experiments';
import type { HeldDictionaryOutcome } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { Counter, Registry } from 'prom-client';

/**
 * How a page request's decision was made: `local` (with the definitions held, see
 * DecisionDefinitions), `decided` (by the service), or a failure of the call (the page goes on
 * without A/B).
 */
export type ExperimentsOutcome = 'local' | 'decided' | ExperimentsFailure;

/**
 * How one read of the definitions ended (the kit's HeldDictionary): `refused`, a set dropping
 * every flag, and `too-large`, over the cap, are not adopted.
 */
export type DefinitionsSyncOutcome = HeldDictionaryOutcome;

/** `gateway_experiments_decisions_total{outcome}` on the app's registry (`/metrics`). */
@Injectable()
export class ExperimentsMetrics {
  private readonly decisions: Counter<'outcome'>;
  private readonly syncs: Counter<'outcome'>;

  constructor(registry: Registry) {
    this.decisions = new Counter({
      name: 'gateway_experiments_decisions_total',
      help: 'Experiments decisions of page requests, by outcome (local, decided, timeout, unreachable, bad-status, bad-answer).',
      labelNames: ['outcome'],
      registers: [registry],
    });
    this.syncs = new Counter({
      name: 'gateway_experiments_definitions_syncs_total',
      help: 'Reads of the experiments definitions, by outcome (changed, unchanged, refused, too-large, timeout, unreachable, bad-status, bad-answer).',
      labelNames: ['outcome'],
      registers: [registry],
    });
  }

  synced(outcome: DefinitionsSyncOutcome): void {
    this.syncs.inc({ outcome });
  }

  count(outcome: ExperimentsOutcome): void {
    this.decisions.inc({ outcome });
  }
}
