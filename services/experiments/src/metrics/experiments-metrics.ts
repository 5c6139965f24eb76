import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Registry } from 'prom-client';

/** How a decision came out: the visitor is in at least one test, or in none. */
export type DecisionOutcome = 'in_test' | 'no_test';
/** Whether the visitor came with the visitor cookie the decision kept. */
export type DecisionVisitor = 'new' | 'returning';
export type AdminWriteResult = 'ok' | 'not_found' | 'unavailable';
/** How a request of the decision service that failed came out (by its status). */
export type BanditFailure =
  'invalid' | 'unauthorized' | 'not_found' | 'conflict' | 'unavailable' | 'error';
/** How a `POST /v3/decision` came out: no slot held out, some held out, or a failure. */
export type BanditDecisionResult = 'bandit' | 'holdout' | BanditFailure;
/**
 * How a `POST /v2/outcome` came out: recorded (training the bandit), holdout (recorded apart),
 * full (recorded, the agent's statistics full), duplicate (the same outcome again), or a failure.
 */
export type BanditOutcomeResult = 'recorded' | 'holdout' | 'full' | 'duplicate' | BanditFailure;

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
  private readonly banditDecisions: Counter<'result'>;
  private readonly banditOutcomes: Counter<'result'>;

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
    this.banditDecisions = new Counter({
      name: 'experiments_bandit_decisions_total',
      help: 'POST /v3/decision by result (bandit, holdout: a slot held out at least, invalid, unauthorized, unavailable, error)',
      labelNames: ['result'],
      registers,
    });
    this.banditOutcomes = new Counter({
      name: 'experiments_bandit_outcomes_total',
      help: 'POST /v2/outcome by result (recorded, holdout, full, duplicate, invalid, unauthorized, not_found, conflict, unavailable, error)',
      labelNames: ['result'],
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

  /** Counts one `POST /v3/decision`. */
  countBanditDecision(result: BanditDecisionResult): void {
    this.banditDecisions.inc({ result });
  }

  /** Counts one `POST /v2/outcome`. */
  countBanditOutcome(result: BanditOutcomeResult): void {
    this.banditOutcomes.inc({ result });
  }
}
