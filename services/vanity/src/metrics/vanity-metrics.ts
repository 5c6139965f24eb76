import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Registry } from 'prom-client';

/** How a lookup was answered: an entry found, no entry, or no entry remembered from before. */
export type LookupResult = 'hit' | 'miss' | 'negative';
/** Where the answer came from: the lookup cache, Redis, or the in-process dictionary. */
export type LookupSource = 'cache' | 'redis' | 'memory';
/** What started a refresh; `recovery`: Redis was found without a dictionary. */
export type RefreshTrigger = 'startup' | 'schedule' | 'manual' | 'fallback' | 'recovery';

/** The service's own metrics, on the kit's registry (served at /metrics). */
@Injectable()
export class VanityMetrics {
  readonly lookups: Counter<'result' | 'source'>;
  readonly cache: Counter<'outcome'>;
  readonly refreshRuns: Counter<'trigger'>;
  readonly refreshFailures: Counter<'trigger'>;
  readonly dictionaryEntries: Gauge;
  readonly droppedEntries: Counter;

  constructor(registry: Registry) {
    const registers = [registry];
    this.lookups = new Counter({
      name: 'vanity_lookups_total',
      help: 'Vanity lookups by result (hit: entry found, miss: none, negative: cached miss) and source',
      labelNames: ['result', 'source'],
      registers,
    });
    this.cache = new Counter({
      name: 'vanity_lookup_cache_total',
      help: 'In-process lookup cache hits and misses',
      labelNames: ['outcome'],
      registers,
    });
    this.refreshRuns = new Counter({
      name: 'vanity_refresh_runs_total',
      help: 'Dictionary refreshes started, by trigger',
      labelNames: ['trigger'],
      registers,
    });
    this.refreshFailures = new Counter({
      name: 'vanity_refresh_failures_total',
      help: 'Dictionary refreshes that failed (the previous dictionary stays), by trigger',
      labelNames: ['trigger'],
      registers,
    });
    this.dictionaryEntries = new Gauge({
      name: 'vanity_dictionary_entries',
      help: 'Entries of the dictionary held in process',
      registers,
    });
    this.droppedEntries = new Counter({
      name: 'vanity_dictionary_dropped_entries_total',
      help: 'Unusable dictionary entries dropped at refreshes',
      registers,
    });
  }
}
