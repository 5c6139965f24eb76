import { Injectable } from '@nestjs/common';
import { LookupCache } from '../lookup/lookup-cache';
import { VanityMetrics } from '../metrics/vanity-metrics';
import type { DictionarySnapshot } from './dictionary-snapshot';

/**
 * The last dictionary this process loaded (from Redis or from the content API). Lookups fall
 * back on it while Redis is down; readiness needs it. Holding a new version empties the
 * lookup cache.
 */
@Injectable()
export class DictionaryCopy {
  private current: DictionarySnapshot | undefined;

  constructor(
    private readonly cache: LookupCache,
    private readonly metrics: VanityMetrics,
  ) {}

  get snapshot(): DictionarySnapshot | undefined {
    return this.current;
  }

  hold(snapshot: DictionarySnapshot): void {
    this.current = snapshot;
    this.cache.useVersion(snapshot.meta.version);
    this.metrics.dictionaryEntries.set(snapshot.items.length);
  }
}
