import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Registry } from 'prom-client';

/** How a decision came out: the visitor is in at least one test, or in none. */
export type DecisionOutcome = 'in_test' | 'no_test';
/** Whether the visitor came with the visitor cookie the decision kept. */
export type DecisionVisitor = 'new' | 'returning';
export type AdminWriteResult = 'ok' | 'not_found' | 'unavailable';

/** The service's own metrics, on the kit's registry (served at /metrics). */
@Injectable()
export class ExperimentsMetrics {
  private readonly decisions: Counter<'outcome' | 'visitor'>;
  /**
   * The four series of `decisions`, looked up by key rather than by prom-client's check and
   * hash of a label object on every decision.
   */
  private readonly decisionSeries = new Map<string, { inc(): void }>();
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
      help: 'Admin changes by target (test, flag, feature), operation (put, delete) and result (ok, not_found, unavailable)',
      labelNames: ['target', 'operation', 'result'],
      registers,
    });
    this.definitions = new Gauge({
      name: 'experiments_definitions',
      help: 'Test definitions held in process',
      registers,
    });
  }

  /** Counts one decision. */
  countDecision(outcome: DecisionOutcome, visitor: DecisionVisitor): void {
    const key = `${outcome} ${visitor}`;
    let series = this.decisionSeries.get(key);
    if (!series) {
      series = this.decisions.labels({ outcome, visitor });
      this.decisionSeries.set(key, series);
    }
    series.inc();
  }
}
