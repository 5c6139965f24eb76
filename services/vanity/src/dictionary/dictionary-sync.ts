import {
  Injectable,
  Logger,
  type OnApplicationBootstrap,
  type OnModuleDestroy,
} from '@nestjs/common';
import { DictionaryRefresh } from '../refresh/dictionary-refresh.service';
import { DictionaryCopy } from './dictionary-copy';
import { RedisDictionaryStore } from './redis-dictionary-store';

/** How often the version in Redis is compared with the one held (another replica may refresh). */
export const VERSION_POLL_MS = 2000;
/** While no dictionary is held at all, loading is retried this often. */
export const EMPTY_RETRY_MS = 5000;

/**
 * Keeps the in-process copy in step with Redis. On start: the dictionary from Redis, else from
 * the content API (a refresh), retried every EMPTY_RETRY_MS while neither answers. Then every
 * VERSION_POLL_MS: when Redis holds another version (a refresh elsewhere), that version is
 * loaded, which empties the lookup cache; when Redis answers but holds none (it came back
 * empty: a new instance, FLUSHALL), the dictionary is refreshed from the content API, which
 * writes it back (at most once per EMPTY_RETRY_MS; lookups answer from the copy meanwhile).
 */
@Injectable()
export class DictionarySync implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(DictionarySync.name);
  private pollTimer: NodeJS.Timeout | undefined;
  private retryTimer: NodeJS.Timeout | undefined;
  private syncing: Promise<void> | undefined;
  private lastUpstreamTry = 0;
  private stopped = false;
  /** Settles when the first load attempt is over (whatever its outcome). */
  initialLoad: Promise<void> = Promise.resolve();

  constructor(
    private readonly store: RedisDictionaryStore,
    private readonly copy: DictionaryCopy,
    private readonly refresher: DictionaryRefresh,
  ) {}

  onApplicationBootstrap(): void {
    this.initialLoad = this.loadSomehow();
    this.pollTimer = setInterval(() => void this.syncWithRedis(), VERSION_POLL_MS);
    this.pollTimer.unref();
  }

  onModuleDestroy(): void {
    this.stopped = true;
    clearInterval(this.pollTimer);
    clearTimeout(this.retryTimer);
  }

  /** Redis first, else the content API; schedules a retry while neither gave a dictionary. */
  private async loadSomehow(): Promise<void> {
    if (this.stopped) return;
    if (!(await this.loadFromRedis())) await this.loadFromUpstream(true);
    if (!this.copy.snapshot && !this.stopped) {
      this.logger.warn(`no vanity dictionary yet; trying again in ${EMPTY_RETRY_MS} ms`);
      this.retryTimer = setTimeout(() => void this.loadSomehow(), EMPTY_RETRY_MS);
      this.retryTimer.unref();
    }
  }

  /** Holds the dictionary in Redis; false when Redis holds none or cannot be read. */
  async loadFromRedis(): Promise<boolean> {
    try {
      const snapshot = await this.store.readSnapshot();
      if (!snapshot) return false;
      const held = this.copy.snapshot?.meta;
      // A copy refreshed here while Redis was down is newer than Redis's: it stays.
      if (held && snapshot.meta.updatedAt < held.updatedAt) return true;
      if (snapshot.meta.version !== held?.version) {
        this.copy.hold(snapshot);
        this.logger.log(
          { version: snapshot.meta.version, entries: snapshot.items.length },
          'vanity dictionary loaded from Redis',
        );
      }
      return true;
    } catch (error) {
      this.logger.warn({ err: error }, 'vanity dictionary could not be read from Redis');
      return false;
    }
  }

  /**
   * A refresh from the content API, at most once per EMPTY_RETRY_MS when asked for by lookups
   * (so a down content API is not called once per request); `force` is the start-up retry.
   */
  async loadFromUpstream(force = false): Promise<boolean> {
    const now = Date.now();
    if (!force && now - this.lastUpstreamTry < EMPTY_RETRY_MS) {
      await this.refresher.inProgress?.catch(() => undefined);
      return this.copy.snapshot !== undefined;
    }
    this.lastUpstreamTry = now;
    try {
      await this.refresher.refresh(this.copy.snapshot ? 'fallback' : 'startup');
      return true;
    } catch {
      return false; // logged and counted by the refresh
    }
  }

  /** Redis answered without a dictionary: reload one into it (not before the first load). */
  private async restoreMissing(): Promise<void> {
    if (!this.copy.snapshot || Date.now() - this.lastUpstreamTry < EMPTY_RETRY_MS) return;
    this.lastUpstreamTry = Date.now();
    this.logger.warn(
      { heldVersion: this.copy.snapshot.meta.version },
      'Redis holds no vanity dictionary (emptied?); reloading it from the content API',
    );
    await this.refresher.refresh('recovery').catch(() => undefined); // logged by the refresh
  }

  /** Loads the version Redis holds when it differs from the one held here. */
  syncWithRedis(): Promise<void> {
    if (!this.store.connected) return Promise.resolve();
    this.syncing ??= (async () => {
      try {
        const meta = await this.store.readMeta();
        if (!meta) await this.restoreMissing();
        else if (meta.version !== this.copy.snapshot?.meta.version) await this.loadFromRedis();
      } catch {
        // Redis went away between the check and the read: the copy held stays.
      } finally {
        this.syncing = undefined;
      }
    })();
    return this.syncing;
  }
}
