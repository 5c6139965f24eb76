import type { VanityResponse } from '@bytewire/contracts';
import { Injectable, ServiceUnavailableException } from '@nestjs/common';
import { vanityLookupKey } from '@bytewire/vanity';
import { DictionaryCopy } from '../dictionary/dictionary-copy';
import { objectKey } from '../dictionary/dictionary-snapshot';
import { DictionarySync } from '../dictionary/dictionary-sync';
import { RedisDictionaryStore } from '../dictionary/redis-dictionary-store';
import { VanityMetrics, type LookupSource } from '../metrics/vanity-metrics';
import { LookupCache } from './lookup-cache';

export interface LookupRequest {
  path?: string;
  contentType?: string;
  slug?: string;
}

export interface LookupOutcome {
  /** The entry, undefined on a miss. */
  entry: VanityResponse | undefined;
  /** The lookup key of the path (spec 000 s5), when a path was given. */
  lookupKey: string | undefined;
}

export const DICTIONARY_UNAVAILABLE_MESSAGE =
  'The vanity dictionary is not available: neither Redis nor the content API answered';

/**
 * A lookup by path (its lookup key: ignored parameters dropped, the others sorted, lowercase,
 * trailing slash), else by content type and slug. Answers come from the in-process cache, else
 * from Redis, else (Redis down) from the in-process dictionary, else from a dictionary loaded
 * from the content API there and then. Only with no dictionary anywhere is it a 503.
 */
@Injectable()
export class VanityLookup {
  constructor(
    private readonly cache: LookupCache,
    private readonly store: RedisDictionaryStore,
    private readonly copy: DictionaryCopy,
    private readonly sync: DictionarySync,
    private readonly metrics: VanityMetrics,
  ) {}

  async lookup({ path, contentType, slug }: LookupRequest): Promise<LookupOutcome> {
    const lookupKey = path === undefined ? undefined : vanityLookupKey(path);
    const object =
      contentType !== undefined && slug !== undefined ? objectKey(contentType, slug) : undefined;
    const cacheKey = `${lookupKey ?? ''}\n${object ?? ''}`;

    const cached = this.cache.get(cacheKey);
    this.metrics.cache.inc({ outcome: cached ? 'hit' : 'miss' });
    if (cached) {
      this.count(cached.entry ? 'hit' : 'negative', 'cache');
      return { entry: cached.entry ?? undefined, lookupKey };
    }

    const versionBefore = this.cache.version;
    const found = await this.find(lookupKey, object);
    this.cache.set(cacheKey, { entry: found.entry ?? null }, found.version ?? versionBefore);
    this.count(found.entry ? 'hit' : 'miss', found.source);
    return { entry: found.entry, lookupKey };
  }

  private count(result: 'hit' | 'miss' | 'negative', source: LookupSource): void {
    this.metrics.lookups.inc({ result, source });
  }

  private async find(
    key: string | undefined,
    object: string | undefined,
  ): Promise<{ entry: VanityResponse | undefined; version?: string; source: LookupSource }> {
    if (this.store.connected) {
      try {
        const stored = await this.store.find(key, object);
        if (stored.version !== undefined && stored.version === this.cache.version) {
          return { entry: stored.entry, version: stored.version, source: 'redis' };
        }
        // Redis holds another version (refreshed elsewhere: loaded now, or older than the copy
        // held) or none at all (flushed): the copy held answers meanwhile.
        if (stored.version !== undefined) void this.sync.syncWithRedis();
      } catch {
        // Timed out or disconnected: counted by the store; the copy held answers.
      }
    } else {
      this.store.connect();
    }
    let snapshot = this.copy.snapshot;
    if (!snapshot && (await this.sync.loadFromUpstream())) snapshot = this.copy.snapshot;
    if (!snapshot) throw new ServiceUnavailableException(DICTIONARY_UNAVAILABLE_MESSAGE);
    return { entry: snapshot.find(key, object), version: snapshot.meta.version, source: 'memory' };
  }
}
