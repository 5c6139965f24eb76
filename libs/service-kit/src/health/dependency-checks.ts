import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { DiscoveryService } from '@nestjs/core';
import { Gauge, Registry } from 'prom-client';
import { runCheck, type CheckOutcome } from './check-outcome';
import { DEPENDENCY_CHECK, type DependencyCheck } from './dependency-check';
import { discoverChecks } from './discover-checks';

/** How often every dependency is checked, in the background. */
export const DEPENDENCY_CHECK_INTERVAL_MS = 5000;

/** A dependency check that does not settle in this time counts as down. */
export const DEPENDENCY_CHECK_TIMEOUT_MS = 5000;

/** A dependency as last seen: `unknown` until its first check has settled. */
export type DependencyStatus =
  | { status: 'unknown' }
  | (CheckOutcome & {
      /** When the check settled (ISO 8601). */
      checkedAt: string;
    });

/**
 * The app's dependency checks (see `DependencyCheckProvider`), run in the background every
 * DEPENDENCY_CHECK_INTERVAL_MS rather than on the probe: `/health/ready` then answers at once
 * with the latest results, so a downstream that hangs can never make the readiness probe time
 * out. Each result sets `dependency_up{dependency}` (1 up, 0 down), and a change of state is
 * logged once (a warning going down, info coming back).
 */
@Injectable()
export class DependencyChecks implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DependencyChecks.name);
  private readonly gauge: Gauge<'dependency'>;
  private checks: DependencyCheck[] = [];
  private readonly latest = new Map<string, DependencyStatus>();
  /** Runs one after another: a refresh asked for during a run gets a run of its own after it. */
  private queue: Promise<void> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(
    private readonly discovery: DiscoveryService,
    registry: Registry,
  ) {
    this.gauge = new Gauge({
      name: 'dependency_up',
      help: 'Whether a downstream this service calls (Redis, another service) answered its last check: 1 up, 0 down. Reported only: readiness never depends on it.',
      labelNames: ['dependency'],
      registers: [registry],
    });
  }

  onModuleInit(): void {
    this.checks = discoverChecks(this.discovery, DEPENDENCY_CHECK);
  }

  /** The first run at once, not awaited: start-up never waits on a downstream. */
  onApplicationBootstrap(): void {
    if (this.checks.length > 0) this.schedule(0);
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }

  /** Checks every dependency now; resolves once this run's results are recorded. */
  refresh(): Promise<void> {
    this.queue = this.queue.then(() => this.runAll());
    return this.queue;
  }

  /** The latest result of each dependency, by name. */
  report(): Record<string, DependencyStatus> {
    return Object.fromEntries(
      this.checks.map((check) => [
        check.name,
        this.latest.get(check.name) ?? { status: 'unknown' },
      ]),
    );
  }

  private schedule(delayMs: number): void {
    if (this.stopped) return;
    this.timer = setTimeout(() => {
      void this.refresh().then(() => this.schedule(DEPENDENCY_CHECK_INTERVAL_MS));
    }, delayMs);
    // Never what keeps a process (or a test run) alive.
    this.timer.unref();
  }

  private async runAll(): Promise<void> {
    await Promise.all(
      this.checks.map(async (check) =>
        this.record(check.name, await runCheck(check, DEPENDENCY_CHECK_TIMEOUT_MS)),
      ),
    );
  }

  private record(dependency: string, outcome: CheckOutcome): void {
    const previous = this.latest.get(dependency)?.status ?? 'unknown';
    this.latest.set(dependency, { ...outcome, checkedAt: new Date().toISOString() });
    this.gauge.set({ dependency }, outcome.status === 'up' ? 1 : 0);
    if (outcome.status === previous) return;
    if (outcome.status === 'down') {
      this.logger.warn({ dependency, reason: outcome.message }, 'dependency down');
    } else if (previous === 'down') {
      this.logger.log({ dependency }, 'dependency up again');
    }
  }
}
