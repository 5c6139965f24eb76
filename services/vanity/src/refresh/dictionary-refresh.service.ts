import { Injectable, Logger } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { ContentApiDictionary } from '../dictionary/content-api-dictionary';
import { DictionaryCopy } from '../dictionary/dictionary-copy';
import { DictionarySnapshot } from '../dictionary/dictionary-snapshot';
import { RedisDictionaryStore } from '../dictionary/redis-dictionary-store';
import { VanityMetrics, type RefreshTrigger } from '../metrics/vanity-metrics';

/** What one refresh did. */
export interface RefreshResult {
  version: string;
  updatedAt: string;
  /** Entries kept. */
  entries: number;
  /** Unusable entries dropped (each logged with its id). */
  dropped: number;
  /** Whether the new dictionary reached Redis (false while Redis is down: held in process only). */
  stored: boolean;
}

function newVersion(now: Date): string {
  return `${now.getTime().toString(36)}-${randomBytes(4).toString('hex')}`;
}

/**
 * One refresh: the dictionary from the content API, cleaned, written to Redis in one
 * transaction and held in process. Refreshes asked for while one runs share its result. A
 * failed call to the content API leaves the previous dictionary in place.
 */
@Injectable()
export class DictionaryRefresh {
  private readonly logger = new Logger(DictionaryRefresh.name);
  private running: Promise<RefreshResult> | undefined;

  constructor(
    private readonly source: ContentApiDictionary,
    private readonly store: RedisDictionaryStore,
    private readonly copy: DictionaryCopy,
    private readonly metrics: VanityMetrics,
  ) {}

  /** The refresh running now, if any. */
  get inProgress(): Promise<RefreshResult> | undefined {
    return this.running;
  }

  refresh(trigger: RefreshTrigger): Promise<RefreshResult> {
    this.running ??= this.run(trigger).finally(() => {
      this.running = undefined;
    });
    return this.running;
  }

  private async run(trigger: RefreshTrigger): Promise<RefreshResult> {
    this.metrics.refreshRuns.inc({ trigger });
    let cleaned;
    try {
      cleaned = await this.source.fetch();
    } catch (error) {
      this.metrics.refreshFailures.inc({ trigger });
      this.logger.warn(
        { err: error, trigger },
        'vanity dictionary refresh failed; the previous dictionary stays',
      );
      throw error;
    }
    for (const bad of cleaned.dropped) {
      this.logger.warn(
        { entryId: bad.id ?? null, index: bad.index, reason: bad.reason },
        `dropped vanity entry ${bad.id ?? `#${bad.index}`}: ${bad.reason}`,
      );
    }
    this.metrics.droppedEntries.inc(cleaned.dropped.length);

    const now = new Date();
    const snapshot = new DictionarySnapshot(
      {
        version: newVersion(now),
        updatedAt: now.toISOString(),
        size: cleaned.entries.length,
        dropped: cleaned.dropped.length,
      },
      cleaned.entries,
    );
    let stored = true;
    try {
      await this.store.write(snapshot);
    } catch (error) {
      stored = false;
      this.logger.warn(
        { err: error, trigger },
        'vanity dictionary not written to Redis; held in process only',
      );
    }
    this.copy.hold(snapshot);
    const { version, updatedAt, size, dropped } = snapshot.meta;
    this.logger.log(
      { trigger, version, entries: size, dropped, stored },
      'vanity dictionary refreshed',
    );
    return { version, updatedAt, entries: size, dropped, stored };
  }
}
