import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import {
  BULL_PREFIX,
  bullConnection,
  closeBullConnection,
  closeWithin,
  type BullConnection,
  JobSchedulerKeeper,
} from '@bytewire/service-kit';
import { Queue, Worker } from 'bullmq';
import { Registry } from 'prom-client';
import { VanityConfig } from '../config/vanity-env';
import { DictionaryCopy } from '../dictionary/dictionary-copy';
import { DictionaryRefresh, type RefreshResult } from './dictionary-refresh.service';

export const REFRESH_JOB = 'refresh-dictionary';
export const QUEUE_PREFIX = BULL_PREFIX;

/** One queue per site: sites sharing a Redis refresh apart (BullMQ names cannot hold ':'). */
export function refreshQueueName(siteId: string): string {
  return `vanity-refresh-${siteId}`;
}

/**
 * The periodic refresh: a BullMQ job scheduler on the site's queue runs REFRESH_JOB every
 * VANITY_REFRESH_INTERVAL_MS, and a worker in every replica takes the jobs (so one replica
 * refreshes per period; the others pick the new version up from Redis). While Redis is down
 * nothing runs and nothing crashes: BullMQ reconnects in the background. The scheduler is kept
 * registered (JobSchedulerKeeper), so a Redis emptied under the service gets it back. On a
 * Redis Cluster (a `redis+cluster://` URL) the queue and worker share one Cluster client, closed
 * here after them.
 */
@Injectable()
export class RefreshScheduler implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(RefreshScheduler.name);
  private queue: Queue | undefined;
  private worker: Worker | undefined;
  private keeper: JobSchedulerKeeper | undefined;
  /** One Redis's options, or a Cluster client (a cluster URL): that one is ours to close. */
  private connection: BullConnection | undefined;
  private errorLogged = false;
  /** Settles when the first check of the job scheduler is over (registered or not). */
  scheduled: Promise<void> = Promise.resolve();

  constructor(
    private readonly config: VanityConfig,
    private readonly refresher: DictionaryRefresh,
    private readonly copy: DictionaryCopy,
    private readonly registry: Registry,
  ) {}

  /** The refresh's scheduler keeper (for readiness); there once the app has started. */
  get schedule(): JobSchedulerKeeper | undefined {
    return this.keeper;
  }

  /** Whether this replica's worker is taking jobs. */
  get working(): boolean {
    return this.worker?.isRunning() ?? false;
  }

  get queueName(): string {
    return refreshQueueName(this.config.siteId);
  }

  onApplicationBootstrap(): void {
    const connection = bullConnection(this.config.redisUrl);
    this.connection = connection;
    const onError = (error: Error) => {
      if (this.errorLogged) return;
      this.errorLogged = true;
      this.logger.warn(
        { err: error },
        'refresh queue unavailable (Redis); scheduled refreshes wait',
      );
    };
    this.queue = new Queue(this.queueName, { connection, prefix: QUEUE_PREFIX });
    this.queue.on('error', onError);
    this.worker = new Worker<unknown, RefreshResult | { skipped: string }>(
      this.queueName,
      () => this.runScheduled(),
      { connection, prefix: QUEUE_PREFIX, concurrency: 1 },
    );
    this.worker.on('error', onError);
    this.worker.on('ready', () => {
      this.errorLogged = false;
      // Connected (BullMQ says so once): check now rather than at the next tick.
      void this.keeper?.check();
    });
    this.worker.on('failed', (job, error) =>
      this.logger.warn({ err: error, jobId: job?.id }, 'scheduled vanity refresh failed'),
    );
    this.keeper = new JobSchedulerKeeper({
      queue: this.queue,
      schedulerId: REFRESH_JOB,
      everyMs: this.config.vanityRefreshIntervalMs,
      template: { name: REFRESH_JOB, opts: { removeOnComplete: 50, removeOnFail: 50 } },
      logger: this.logger,
      registry: this.registry,
    });
    this.keeper.start();
    this.scheduled = this.keeper.check().then(() => undefined);
  }

  /**
   * A scheduled run skips a dictionary refreshed less than half an interval ago (at start-up,
   * by hand, or by another replica): BullMQ runs the first job of a schedule at once.
   */
  private async runScheduled(): Promise<RefreshResult | { skipped: string }> {
    this.keeper?.ran();
    const updatedAt = this.copy.snapshot?.meta.updatedAt;
    const age = updatedAt === undefined ? Infinity : Date.now() - Date.parse(updatedAt);
    if (age < this.config.vanityRefreshIntervalMs / 2) {
      return { skipped: `refreshed ${age} ms ago` };
    }
    return this.refresher.refresh('schedule');
  }

  async onModuleDestroy(): Promise<void> {
    this.keeper?.stop();
    if (this.worker) await closeWithin(() => this.worker!.close(true));
    if (this.queue) await closeWithin(() => this.queue!.close());
    // BullMQ closes the clients it made from options, not a Cluster it was given.
    if (this.connection) closeBullConnection(this.connection);
  }
}
