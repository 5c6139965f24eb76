import type { CacheOutcome } from '@bytewire/page-cache';
import { Injectable } from '@nestjs/common';
import { Counter, Registry } from 'prom-client';

/**
 * How a cacheable page request was answered: `hit` fresh from the cache, `stale` from the cache
 * while one refresh runs, `miss` rendered (no copy, or an expired one), `waited` from the cache
 * after waiting for a render under way, `stale-if-error` an expired copy in place of render's
 * failure, `memory` the gateway's own copy while Redis did not answer, `unavailable` rendered
 * because Redis did not answer and no copy was held.
 */
export type PageCacheOutcome = CacheOutcome;

/** What came of a render for the cache: stored, not a page to keep, or failed. */
export type PageCacheStoreResult = 'stored' | 'not-cacheable' | 'failed';

/** The page cache's metrics on the app's registry: the hit ratio is hit / all outcomes. */
@Injectable()
export class PageCacheMetrics {
  private readonly requests: Counter<'outcome'>;
  private readonly stores: Counter<'trigger' | 'result'>;
  private readonly purges: Counter<'by'>;

  constructor(registry: Registry) {
    const registers = [registry];
    this.requests = new Counter({
      name: 'gateway_page_cache_requests_total',
      help: 'Cacheable page requests by outcome (hit, stale, miss, waited, stale-if-error, memory, unavailable).',
      labelNames: ['outcome'],
      registers,
    });
    this.stores = new Counter({
      name: 'gateway_page_cache_renders_total',
      help: 'Renders for the page cache by trigger (miss, refresh) and result (stored, not-cacheable, failed).',
      labelNames: ['trigger', 'result'],
      registers,
    });
    this.purges = new Counter({
      name: 'gateway_page_cache_purged_total',
      help: 'Cached page variants deleted by purges, by what named them (path, content-id).',
      labelNames: ['by'],
      registers,
    });
  }

  count(outcome: PageCacheOutcome): void {
    this.requests.inc({ outcome });
  }

  rendered(trigger: 'miss' | 'refresh', result: PageCacheStoreResult): void {
    this.stores.inc({ trigger, result });
  }

  purged(by: 'path' | 'content-id', variants: number): void {
    this.purges.inc({ by }, variants);
  }
}
