import { Injectable, Logger, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import { ExperimentsMetrics } from '../metrics/experiments-metrics';
import { DefinitionsFloor } from './definitions-floor';
import { ExperimentsState, type ExperimentsSnapshot } from './experiments-state';
import { RedisExperimentsStore, type StoredExperiments } from './redis-experiments-store';

/** How often the version key is compared with the one held (changes by other replicas). */
export const VERSION_POLL_INTERVAL_MS = 2000;
/**
 * How often everything is read whatever the version says: a change made by hand in Redis
 * (without bumping the version), or an emptied Redis written to again up to the version held,
 * shows within this.
 */
export const FULL_READ_INTERVAL_MS = 15_000;

/**
 * Keeps the in-process definitions in step with Redis: the configured definitions (the floor,
 * DefinitionsFloor) with Redis's changes applied, and the features Redis holds (no floor: none
 * in an emptied Redis) with the time of the last change. At start Redis is read; with Redis down the
 * configured definitions are held instead. Then every VERSION_POLL_INTERVAL_MS the version key
 * is read and everything reloaded when it moved (an emptied Redis reads as version 0: back to
 * the configured definitions, with no restart), and every FULL_READ_INTERVAL_MS in any case. A
 * failed poll keeps what is held. The first poll after the store has moved the keys of the former
 * layout (RedisExperimentsStore, in the background from the start) reads everything too: the
 * moved version may have been read before the rest had moved.
 */
@Injectable()
export class ExperimentsSync implements OnModuleInit, OnApplicationShutdown {
  private readonly logger = new Logger(ExperimentsSync.name);
  private timer: NodeJS.Timeout | undefined;
  private polling = false;
  private lastFullRead = 0;
  /** Whether everything was read since the store's keyspace move was done. */
  private readAfterMove = false;

  constructor(
    private readonly floor: DefinitionsFloor,
    private readonly store: RedisExperimentsStore,
    private readonly state: ExperimentsState,
    private readonly metrics: ExperimentsMetrics,
  ) {}

  async onModuleInit(): Promise<void> {
    if (!(await this.loadFromRedis())) {
      this.hold({ version: undefined, source: 'initial', ...this.floor.configured });
      this.logger.warn('Redis unavailable at start-up; holding the configured definitions');
    }
    this.timer = setInterval(() => void this.poll(), VERSION_POLL_INTERVAL_MS);
    this.timer.unref();
  }

  onApplicationShutdown(): void {
    clearInterval(this.timer);
  }

  /** Reads Redis's changes and holds them over the floor; false (what is held stays) when Redis fails. */
  async loadFromRedis(): Promise<boolean> {
    try {
      this.holdStored(await this.store.readAll());
      return true;
    } catch (error) {
      this.logger.debug({ err: error }, 'loading the definitions from Redis failed');
      return false;
    }
  }

  /** Holds what was just read from Redis, over the configured definitions. */
  holdStored(stored: StoredExperiments): void {
    this.lastFullRead = Date.now();
    const held = this.state.snapshot;
    const next: ExperimentsSnapshot = {
      version: stored.version,
      source: 'redis',
      ...this.floor.apply(stored),
      features: stored.features,
    };
    if (stored.dateUpdated !== undefined) next.dateUpdated = stored.dateUpdated;
    if (held?.source === 'redis' && held.version !== 0 && stored.version === 0) {
      this.logger.warn(
        { heldVersion: held.version },
        'Redis holds no experiments changes any more (emptied?): back to the configured definitions',
      );
    }
    // Unchanged: the snapshot (and the definitions' ETag made for it) stays.
    if (held && sameDefinitions(held, next)) return;
    this.hold(next);
  }

  private hold(next: ExperimentsSnapshot): void {
    this.state.replace(next);
    this.metrics.definitions.set(next.tests.length);
  }

  /** One poll: reload when the version moved or a full read is due; never throws. */
  async poll(): Promise<void> {
    if (this.polling) return;
    this.polling = true;
    try {
      if (!this.readAfterMove && this.store.keyspaceMoved) {
        this.readAfterMove = await this.loadFromRedis();
        return;
      }
      const held = this.state.snapshot;
      if (held?.source !== 'redis' || Date.now() - this.lastFullRead >= FULL_READ_INTERVAL_MS) {
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

function sameDefinitions(a: ExperimentsSnapshot, b: ExperimentsSnapshot): boolean {
  return (
    a.version === b.version &&
    a.source === b.source &&
    a.dateUpdated === b.dateUpdated &&
    JSON.stringify([a.tests, a.flags, a.features]) ===
      JSON.stringify([b.tests, b.flags, b.features])
  );
}
