import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Registry } from 'prom-client';

/** How a decision came out: the visitor is in at least one test, or in none. */
export type DecisionOutcome = 'in_test' | 'no_test';
export type AdminWriteResult = 'ok' | 'not_found' | 'unavailable';

/** The service's own metrics, on the kit's registry (served at /metrics). */
@Injectable()
export class ExperimentsMetrics {
  readonly decisions: Counter<'outcome' | 'visitor'>;
  readonly adminWrites: Counter<'target' | 'operation' | 'result'>;
  readonly definitions: Gauge;

  constructor(registry: Registry) {
    const registers = [registry];
    this.decisions = new Counter({
      name: 'experiments_decisions_total',
      help: 'Decisions by outcome (in_test: in at least one active test, no_test) and visitor (new or returning)',
      labelNames: ['outcome', 'visitor'],
      registers,
    });
    this.adminWrites = new Counter({
      name: 'experiments_admin_writes_total',
      help: 'Admin changes by target (test, flag), operation (put, delete) and result (ok, not_found, unavailable)',
      labelNames: ['target', 'operation', 'result'],
      registers,
    });
    this.definitions = new Gauge({
      name: 'experiments_definitions',
      help: 'Test definitions held in process',
      registers,
    });
  }
}
