/**
 * The page cache's variables (PAGE_CACHE_STALE_WHILE_REVALIDATE_S, PAGE_CACHE_STALE_IF_ERROR_S,
 * PAGE_CACHE_MAX_ENTRIES), declared once for every service that stores pages (the gateway, the
 * page warmer): a mixin for its environment class
 * (`class WarmerEnv extends WithPageCacheEnv(BaseEnv)`).
 */
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import {
  DEFAULT_STALE_IF_ERROR_S,
  DEFAULT_STALE_WHILE_REVALIDATE_S,
  MAX_STALE_IF_ERROR_S,
  MAX_STALE_WHILE_REVALIDATE_S,
  type StalePolicy,
} from './entry';

/** About 64 MiB of pages at their usual 30 KB compressed (see docs/operations.md). */
export const DEFAULT_MAX_ENTRIES = 2000;
export const MAX_MAX_ENTRIES = 1_000_000;
/** Search pages (one per query) are kept apart, in a budget of their own. */
export const DEFAULT_MAX_SEARCH_ENTRIES = 200;

/** How long pages are served, and how many the cache holds. */
export interface PageCachePolicy extends StalePolicy {
  /** The most entries a site's cache holds; the least recently used go first. */
  maxEntries: number;
  /** The most search pages (a query each) it holds besides, in a budget of their own. */
  maxSearchEntries: number;
}

// Mixins need a constructor of any arguments (TypeScript's mixin rule).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type EnvClass = new (...args: any[]) => object;

export function WithPageCacheEnv<TBase extends EnvClass>(Base: TBase) {
  class PageCacheEnv extends Base {
    /** After its max age, a page is served stale this long while one refresh runs. */
    @Max(MAX_STALE_WHILE_REVALIDATE_S)
    @Min(0)
    @IsInt()
    @Type(() => Number)
    PAGE_CACHE_STALE_WHILE_REVALIDATE_S: number = DEFAULT_STALE_WHILE_REVALIDATE_S;

    /** After its max age, a page stands in for render's failure this long at most (and is kept). */
    @Max(MAX_STALE_IF_ERROR_S)
    @Min(0)
    @IsInt()
    @Type(() => Number)
    PAGE_CACHE_STALE_IF_ERROR_S: number = DEFAULT_STALE_IF_ERROR_S;

    /**
     * The most pages a site's cache holds, whatever requests come (oldest-used trimmed): its
     * budget in Redis is about this many times a compressed page.
     */
    @Max(MAX_MAX_ENTRIES)
    @Min(1)
    @IsInt()
    @Type(() => Number)
    PAGE_CACHE_MAX_ENTRIES: number = DEFAULT_MAX_ENTRIES;

    /**
     * The most search pages (one per query) a site's cache holds, apart from the other pages:
     * a flood of queries trims only searches.
     */
    @Max(MAX_MAX_ENTRIES)
    @Min(0)
    @IsInt()
    @Type(() => Number)
    PAGE_CACHE_MAX_SEARCH_ENTRIES: number = DEFAULT_MAX_SEARCH_ENTRIES;
  }
  return PageCacheEnv;
}

/** The policy of a validated environment. */
export function pageCachePolicyOf(env: {
  PAGE_CACHE_STALE_WHILE_REVALIDATE_S: number;
  PAGE_CACHE_STALE_IF_ERROR_S: number;
  PAGE_CACHE_MAX_ENTRIES: number;
  PAGE_CACHE_MAX_SEARCH_ENTRIES: number;
}): PageCachePolicy {
  return {
    staleWhileRevalidateSeconds: env.PAGE_CACHE_STALE_WHILE_REVALIDATE_S,
    staleIfErrorSeconds: env.PAGE_CACHE_STALE_IF_ERROR_S,
    maxEntries: env.PAGE_CACHE_MAX_ENTRIES,
    maxSearchEntries: env.PAGE_CACHE_MAX_SEARCH_ENTRIES,
  };
}
