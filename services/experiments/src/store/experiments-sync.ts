import { INITIAL_TESTS } from '@bytewire/experiments';
import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ExperimentsConfig } from '../config/experiments-env';
import { ExperimentsMetrics } from '../metrics/experiments-metrics';
import { ExperimentsState } from './experiments-state';
import { RedisExperimentsStore, type StoredExperiments } from './redis-experiments-store';

/** How often the version key is compared with the one held (changes by other replicas). */
export const VERSION_POLL_INTERVAL_MS = 2000;

/**
 * Keeps the in-process definitions in step with Redis. At start: Redis is seeded (initial
 * tests on the very first start, new FEATURE_FLAGS names) and read; with Redis down, the
 * initial definitions and FEATURE_FLAGS are held instead. Then every VERSION_POLL_INTERVAL_MS
 * the version key is read and everything reloaded when it moved (or when only the initial
 * definitions are held). A failed poll keeps what is held.
 */
@Injectable()
export class ExperimentsSync implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ExperimentsSync.name);
  private timer: NodeJS.Timeout | undefined;
  private polling = false;

  constructor(
    private readonly config: ExperimentsConfig,
    private readonly store: RedisExperimentsStore,
    private readonly state: ExperimentsState,
    private readonly metrics: ExperimentsMetrics,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!(await this.loadFromRedis())) {
      this.hold({
        version: undefined,
        source: 'initial',
        tests: INITIAL_TESTS,
        flags: { ...this.config.initialFlags },
      });
      this.logger.warn('Redis unavailable at start-up; holding the initial definitions');
    }
    this.timer = setInterval(() => void this.poll(), VERSION_POLL_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Seeds and reads Redis; false (what is held stays) when Redis fails. */
  async loadFromRedis(): Promise<boolean> {
    try {
      await this.store.seed(INITIAL_TESTS, this.config.initialFlags);
      this.holdStored(await this.store.readAll());
      return true;
    } catch (error) {
      this.logger.debug({ err: error }, 'loading the definitions from Redis failed');
      return false;
    }
  }

  /** Holds what was just read from Redis. */
  holdStored(stored: StoredExperiments): void {
    this.hold({ ...stored, source: 'redis' });
  }

  private hold(next: Parameters<ExperimentsState['replace']>[0]): void {
    this.state.replace(next);
    this.metrics.definitions.set(next.tests.length);
  }

  /** One poll: reload when the version moved; never throws. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      const held = this.state.snapshot;
      if (held?.source !== 'redis') {
        await this.loadFromRedis();
        return;
      }
      const version = await this.store.readVersion();
      if (version !== held.version) this.holdStored(await this.store.readAll());
    } catch {
      // Redis down or slow: the held definitions stay (the store counts the error).
    } finally {
      this.polling = false;
    }
  }
}
