import type { VanityResponse } from '@bytewire/contracts';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { VanityConfig } from '../config/vanity-env';

/** A remembered lookup: the entry, or `null` for a miss (a negative answer). */
export interface CachedLookup {
  entry: VanityResponse | null;
}

export const LOOKUP_CACHE_SIZE = 10_000;

/**
 * The in-process cache in front of Redis: answers, misses included, for VANITY_CACHE_TTL_MS,
 * all tied to one dictionary version. A new version empties it; an answer read under an older
 * version is not stored.
 */
@Injectable()
export class LookupCache {
  private readonly cache: LRUCache<string, CachedLookup>;
  private currentVersion: string | undefined;

  constructor(config: VanityConfig) {
    this.cache = new LRUCache({ max: LOOKUP_CACHE_SIZE, ttl: config.vanityCacheTtlMs });
  }

  get version(): string | undefined {
    return this.currentVersion;
  }

  /** The dictionary changed (or was first loaded): everything remembered is dropped. */
  useVersion(version: string): void {
    if (version === this.currentVersion) return;
    this.currentVersion = version;
    this.cache.clear();
  }

  get(key: string): CachedLookup | undefined {
    return this.cache.get(key);
  }

  set(key: string, value: CachedLookup, version: string | undefined): void {
    if (version !== undefined && version === this.currentVersion) this.cache.set(key, value);
  }

  get size(): number {
    return this.cache.size;
  }
}
