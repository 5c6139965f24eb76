/**
 * The warm queue (BullMQ, one per site): a job scheduler runs the plan every WARM_INTERVAL_MS,
 * the plan adds one render job per due page, deduplicated by the page's id (a page already
 * waiting or rendering is not added again), with WARM_ATTEMPTS tries and exponential backoff;
 * workers take WARM_CONCURRENCY jobs at a time in each replica. Failed jobs are kept (the last
 * 5000) for operators to inspect in the dashboard. Redis down: nothing runs, nothing crashes.
 * The plan's scheduler is kept registered (JobSchedulerKeeper): a Redis emptied under the
 * warmer gets it back within a check, and the plan then re-warms every door by itself.
 * On a Redis Cluster (a `redis+cluster://` REDIS_URL) the queue and the worker each get a
 * Cluster client of their own (bullConnection), closed here after them on shutdown.
 */
import {
  BULL_PREFIX,
  bullConnection,
  closeBullConnection,
  closeWithin,
  JobSchedulerKeeper,
  type BullConnection,
} from '@bytewire/service-kit';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
import { Registry } from 'prom-client';
import { WarmerConfig } from '../config/warmer-config';
import { WarmPlanner, type WarmJobData } from './warm-planner';
import { WarmRenderer } from './warm-renderer';
import { WarmerMetrics, type WarmResult } from './warmer-metrics';

export const PLAN_JOB = 'plan';
export const WARM_JOB = 'warm';
const BACKOFF_MS = 2000;

/** BullMQ names cannot hold ':'; sites sharing a Redis warm apart. */
export function warmQueueName(siteId: string): string {
  return `page-warm-${siteId}`;
}

type JobData = WarmJobData | Record<string, never>;
type JobResult = WarmResult | { planned: number };

@Injectable()
export class WarmQueue implements OnModuleInit, OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(WarmQueue.name);
  private queueInstance: Queue<JobData, JobResult> | undefined;
  private worker: Worker<JobData, JobResult> | undefined;
  private keeper: JobSchedulerKeeper | undefined;
  /** What the queue and the worker connect with: Cluster clients are this service's to close. */
  private readonly connections: BullConnection[] = [];
  private errorLogged = false;

  constructor(
    private readonly config: WarmerConfig,
    private readonly planner: WarmPlanner,
    private readonly renderer: WarmRenderer,
    private readonly metrics: WarmerMetrics,
    private readonly registry: Registry,
  ) {}

  /** The queue (for the dashboard and the metrics); there once the app has started. */
  get queue(): Queue<JobData, JobResult> {
    if (!this.queueInstance) throw new Error('the warm queue is not started');
    return this.queueInstance;
  }

  /** The plan's scheduler keeper (for readiness); there once the app has started. */
  get planSchedule(): JobSchedulerKeeper | undefined {
    return this.keeper;
  }

  /** Whether this replica's worker is taking jobs. */
  get working(): boolean {
    return this.worker?.isRunning() ?? false;
  }

  private onError = (error: Error) => {
    if (this.errorLogged) return;
    this.errorLogged = true;
    this.logger.warn({ err: error }, 'warm queue unavailable (Redis); nothing is warmed');
  };

  /** The queue first: the dashboard and the metrics read it. */
  onModuleInit(): void {
    const queue = new Queue<JobData, JobResult>(warmQueueName(this.config.siteId), {
      connection: this.connection(),
      prefix: BULL_PREFIX,
    });
    queue.on('error', this.onError);
    this.queueInstance = queue;
    this.metrics.countJobsWith(() => queue.getJobCounts());
  }

  /** Then the workers and the plan's schedule, once the app is up. */
  onApplicationBootstrap(): void {
    const queue = this.queue;
    this.worker = new Worker<JobData, JobResult>(queue.name, (job) => this.process(job), {
      connection: this.connection(),
      prefix: BULL_PREFIX,
      concurrency: this.config.warmConcurrency,
    });
    this.worker.on('error', this.onError);
    this.worker.on('ready', () => {
      this.errorLogged = false;
      // Connected (BullMQ says so once): check now rather than at the next tick.
      void this.keeper?.check();
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        { err: error, jobId: job?.id, attempt: job?.attemptsMade, path: job?.data?.variant?.path },
        'warm job failed',
      ),
    );
    this.keeper = new JobSchedulerKeeper({
      queue,
      schedulerId: PLAN_JOB,
      everyMs: this.config.warmIntervalMs,
      template: { name: PLAN_JOB, opts: { removeOnComplete: 20, removeOnFail: 50 } },
      logger: this.logger,
      registry: this.registry,
    });
    this.keeper.start();
  }

  /** A BullMQ connection to REDIS_URL, kept for closing. */
  private connection(): BullConnection {
    const connection = bullConnection(this.config.redisUrl);
    this.connections.push(connection);
    return connection;
  }

  private async process(job: Job<JobData, JobResult>): Promise<JobResult> {
    if (job.name === PLAN_JOB) {
      this.keeper?.ran();
      return { planned: await this.enqueue(await this.planner.plan()) };
    }
    return this.renderer.run(job.data as WarmJobData, randomUUID());
  }

  /** Adds one render job per page, each at most once at a time; how many were due. */
  async enqueue(due: readonly WarmJobData[]): Promise<number> {
    this.metrics.plannedPages(due.length);
    if (due.length === 0) return 0;
    await this.queue.addBulk(
      due.map((data) => ({
        name: WARM_JOB,
        data,
        opts: {
          deduplication: { id: data.id },
          attempts: this.config.warmAttempts,
          backoff: { type: 'exponential', delay: BACKOFF_MS },
          removeOnComplete: { count: 1000 },
          removeOnFail: { count: 5000 },
        },
      })),
    );
    return due.length;
  }

  async onModuleDestroy(): Promise<void> {
    this.keeper?.stop();
    if (this.worker) await closeWithin(() => this.worker!.close());
    if (this.queueInstance) await closeWithin(() => this.queueInstance!.close());
    // After the queue and the worker: BullMQ closes the clients it made, never one it was given.
    for (const connection of this.connections.splice(0)) closeBullConnection(connection);
  }
}
