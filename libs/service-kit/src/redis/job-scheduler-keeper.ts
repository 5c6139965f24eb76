/**
 * Keeps a BullMQ job scheduler registered, and tells whether its job still runs.
 *
 * A scheduler lives only in Redis: a Redis that comes back empty (a new instance, FLUSHALL)
 * forgets it, and an `upsertJobScheduler` made once at bootstrap never runs again until the
 * process restarts, and BullMQ tells of no reconnection a worker could react to. So the keeper
 * checks every `checkEveryMs` (and on demand): a scheduler found missing, with another interval
 * (the configuration changed), or whose next job is long overdue (its delayed job lost), is
 * upserted again; the first check upserts in any case, as a bootstrap's upsert did. Evidence that the job ran (this process
 * ran it, or another replica did: the scheduler's iteration moved) is kept as the last run,
 * for a readiness check of the service's own and for metrics:
 * `background_job_last_run_timestamp_seconds{job}`, `background_job_schedule_up{job}` and
 * `background_job_schedule_registrations_total{job}`.
 *
 * Typed against the few Queue methods it calls, so the kit does not depend on BullMQ.
 */
import { Counter, Gauge, type Registry } from 'prom-client';

/** How often the scheduler is checked, unless the caller passes its own. */
export const SCHEDULE_CHECK_INTERVAL_MS = 10_000;
/** Budget of one check (BullMQ's connection waits on Redis without a limit of its own). */
export const SCHEDULE_CHECK_TIMEOUT_MS = 3000;
/** The job has stalled once it has not run for this many intervals. */
export const STALLED_AFTER_INTERVALS = 3;

/** What the keeper reads of a scheduler (BullMQ's JobSchedulerJson). */
export interface SchedulerInfo {
  next?: number | null;
  iterationCount?: number;
  every?: number | null;
}

/** The Queue methods the keeper calls (a BullMQ Queue fits). */
export interface SchedulerQueue {
  readonly name: string;
  getJobScheduler(id: string): Promise<SchedulerInfo | undefined>;
  upsertJobScheduler(
    id: string,
    repeat: { every: number },
    template: { name: string; opts?: Record<string, unknown> },
  ): Promise<unknown>;
}

export interface KeeperLogger {
  log(context: object, message: string): void;
  warn(context: object, message: string): void;
}

export interface JobSchedulerKeeperOptions {
  queue: SchedulerQueue;
  /** The scheduler's id, also the `job` label of the metrics. */
  schedulerId: string;
  everyMs: number;
  /** The job each iteration adds. */
  template: { name: string; opts?: Record<string, unknown> };
  logger: KeeperLogger;
  /** The service's metrics registry; the gauges are shared by every keeper on it. */
  registry: Registry;
  checkEveryMs?: number;
  timeoutMs?: number;
  now?: () => number;
}

/** How one check ended. */
export type ScheduleCheck = 'present' | 'registered' | 'unavailable';

/** The three series, made once per registry. */
function metricsOf(registry: Registry) {
  const gauge = (name: string, help: string): Gauge<'job'> =>
    (registry.getSingleMetric(name) as Gauge<'job'> | undefined) ??
    new Gauge({ name, help, labelNames: ['job'], registers: [registry] });
  const registrationsName = 'background_job_schedule_registrations_total';
  return {
    lastRun: gauge(
      'background_job_last_run_timestamp_seconds',
      'When the scheduled job last ran (here or in another replica), Unix seconds; 0 before a first run.',
    ),
    up: gauge(
      'background_job_schedule_up',
      '1 when the last check found the job scheduler registered in Redis (or registered it), else 0.',
    ),
    registrations:
      (registry.getSingleMetric(registrationsName) as Counter<'job'> | undefined) ??
      new Counter({
        name: registrationsName,
        help: 'Job schedulers (re-)registered: at start, and again after Redis lost them.',
        labelNames: ['job'],
        registers: [registry],
      }),
  };
}

function withinMs<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

export class JobSchedulerKeeper {
  private readonly checkEveryMs: number;
  private readonly timeoutMs: number;
  private readonly now: () => number;
  private readonly metrics: ReturnType<typeof metricsOf>;
  private timer: NodeJS.Timeout | undefined;
  private checking: Promise<ScheduleCheck> | undefined;
  private startedAt: number | undefined;
  private lastRun: number | undefined;
  private lastSeen: string | undefined;
  private lastCheck: ScheduleCheck | undefined;
  /** Whether this keeper has upserted the scheduler yet (it does at its first chance). */
  private registered = false;
  private unavailableLogged = false;

  constructor(private readonly options: JobSchedulerKeeperOptions) {
    this.checkEveryMs = options.checkEveryMs ?? SCHEDULE_CHECK_INTERVAL_MS;
    this.timeoutMs = options.timeoutMs ?? SCHEDULE_CHECK_TIMEOUT_MS;
    this.now = options.now ?? Date.now;
    this.metrics = metricsOf(options.registry);
    this.metrics.lastRun.set({ job: options.schedulerId }, 0);
    this.metrics.up.set({ job: options.schedulerId }, 0);
  }

  /** Registers the scheduler now and checks it every `checkEveryMs` until `stop`. */
  start(): void {
    this.startedAt = this.now();
    void this.check();
    this.timer = setInterval(() => void this.check(), this.checkEveryMs);
    this.timer.unref();
  }

  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
  }

  /** This process ran the job (call it when a worker takes one). */
  ran(): void {
    this.lastRun = this.now();
    this.metrics.lastRun.set({ job: this.options.schedulerId }, Math.floor(this.lastRun / 1000));
  }

  /** One check (a check asked for while one runs shares it); never throws. */
  check(): Promise<ScheduleCheck> {
    this.checking ??= this.checkOnce().finally(() => (this.checking = undefined));
    return this.checking;
  }

  /**
   * Why the job counts as stalled, or undefined while it runs: no run (here or elsewhere) for
   * STALLED_AFTER_INTERVALS intervals, counted from the start before a first run. Only while
   * Redis answers the checks: a Redis outage is a shared dependency's, reported by its own
   * metrics and by `background_job_schedule_up`, and must not pull every replica at once.
   */
  stalledReason(): string | undefined {
    if (this.startedAt === undefined || this.lastCheck === 'unavailable') return undefined;
    const since = this.lastRun ?? this.startedAt;
    const limit = STALLED_AFTER_INTERVALS * this.options.everyMs;
    const idle = this.now() - since;
    if (idle <= limit) return undefined;
    return `${this.options.queue.name}/${this.options.schedulerId} has not run for ${Math.round(idle / 1000)} s (${STALLED_AFTER_INTERVALS}x its ${this.options.everyMs} ms interval)`;
  }

  private async checkOnce(): Promise<ScheduleCheck> {
    const { queue, schedulerId, everyMs, template, logger } = this.options;
    const context = { queue: queue.name, scheduler: schedulerId };
    try {
      const found = await withinMs(
        queue.getJobScheduler(schedulerId),
        this.timeoutMs,
        'reading the job scheduler',
      );
      const overdue = typeof found?.next === 'number' && this.now() - found.next > 2 * everyMs;
      const outdated = typeof found?.every === 'number' && found.every !== everyMs;
      if (found && !overdue && !outdated && this.registered) {
        this.noteProgress(found);
        return this.checked('present');
      }
      await withinMs(
        queue.upsertJobScheduler(schedulerId, { every: everyMs }, template),
        this.timeoutMs,
        'registering the job scheduler',
      );
      this.metrics.registrations.inc({ job: schedulerId });
      // A new scheduler's iteration starts afresh: not a run of the job.
      this.lastSeen = undefined;
      // The first registration at start-up is expected; a later one means Redis lost it.
      const message = !this.registered
        ? 'job scheduler registered'
        : !found
          ? 'job scheduler was missing from Redis (emptied?): registered again'
          : outdated
            ? 'job scheduler had another interval: registered again'
            : 'job scheduler was overdue (its next job lost): registered again';
      if (this.registered) logger.warn({ ...context, everyMs }, message);
      else logger.log({ ...context, everyMs }, message);
      this.registered = true;
      this.unavailableLogged = false;
      return this.checked('registered');
    } catch (error) {
      if (!this.unavailableLogged) {
        logger.warn({ ...context, err: error }, 'job scheduler could not be checked (Redis?)');
        this.unavailableLogged = true;
      }
      return this.checked('unavailable');
    }
  }

  /** Another replica's run shows as a move of the scheduler's iteration. */
  private noteProgress(found: SchedulerInfo): void {
    const seen = `${found.iterationCount ?? ''}:${found.next ?? ''}`;
    if (this.lastSeen !== undefined && seen !== this.lastSeen) this.ran();
    this.lastSeen = seen;
  }

  private checked(result: ScheduleCheck): ScheduleCheck {
    this.lastCheck = result;
    this.metrics.up.set({ job: this.options.schedulerId }, result === 'unavailable' ? 0 : 1);
    return result;
  }
}
