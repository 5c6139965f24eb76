/**
 * The warm queue (BullMQ, one per site): a job scheduler runs the plan every WARM_INTERVAL_MS,
 * the plan adds one render job per due page, deduplicated by the page's id (a page already
 * waiting or rendering is not added again), with WARM_ATTEMPTS tries and exponential backoff;
 * workers take WARM_CONCURRENCY jobs at a time in each replica. Failed jobs are kept (the last
 * 5000) for operators to inspect in the dashboard. Redis down: nothing runs, nothing crashes.
 */
import { BULL_PREFIX, bullConnection, closeWithin } from '@bytewire/service-kit';
import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
  type OnModuleInit,
} from '@nestjs/common';
import { Queue, Worker, type Job } from 'bullmq';
import { randomUUID } from 'node:crypto';
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
  private errorLogged = false;

  constructor(
    private readonly config: WarmerConfig,
    private readonly planner: WarmPlanner,
    private readonly renderer: WarmRenderer,
    private readonly metrics: WarmerMetrics,
  ) {}

  /** The queue (for the dashboard and the metrics); there once the app has started. */
  get queue(): Queue<JobData, JobResult> {
    if (!this.queueInstance) throw new Error('the warm queue is not started');
    return this.queueInstance;
  }

  private onError = (error: Error) => {
    if (this.errorLogged) return;
    this.errorLogged = true;
    this.logger.warn({ err: error }, 'warm queue unavailable (Redis); nothing is warmed');
  };

  /** The queue first: the dashboard and the metrics read it. */
  onModuleInit(): void {
    const connection = bullConnection(this.config.redisUrl);
    const queue = new Queue<JobData, JobResult>(warmQueueName(this.config.siteId), {
      connection,
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
      connection: bullConnection(this.config.redisUrl),
      prefix: BULL_PREFIX,
      concurrency: this.config.concurrency,
    });
    this.worker.on('error', this.onError);
    this.worker.on('ready', () => (this.errorLogged = false));
    this.worker.on('failed', (job, error) =>
      this.logger.warn(
        { err: error, jobId: job?.id, attempt: job?.attemptsMade, path: job?.data?.variant?.path },
        'warm job failed',
      ),
    );
    void queue
      .upsertJobScheduler(
        PLAN_JOB,
        { every: this.config.intervalMs },
        { name: PLAN_JOB, opts: { removeOnComplete: 20, removeOnFail: 50 } },
      )
      .catch((error: unknown) => this.logger.warn({ err: error }, 'warm plan not scheduled'));
  }

  private async process(job: Job<JobData, JobResult>): Promise<JobResult> {
    if (job.name === PLAN_JOB) return { planned: await this.enqueue(await this.planner.plan()) };
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
          attempts: this.config.attempts,
          backoff: { type: 'exponential', delay: BACKOFF_MS },
          removeOnComplete: { count: 1000 },
          removeOnFail: { count: 5000 },
        },
      })),
    );
    return due.length;
  }

  async onModuleDestroy(): Promise<void> {
    if (this.worker) await closeWithin(() => this.worker!.close());
    if (this.queueInstance) await closeWithin(() => this.queueInstance!.close());
  }
}
