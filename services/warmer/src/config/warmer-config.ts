import { pageCachePolicyOf, type PageCachePolicy } from '@bytewire/page-cache';
import type { WarmerEnv } from './warmer-env';

export interface ExperimentsSettings {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

/** The validated, typed configuration of the warming worker. */
export class WarmerConfig {
  constructor(
    readonly siteId: string,
    /** The Redis of state: the queue. */
    readonly redisUrl: string,
    /** The Redis of the page cache (PAGE_CACHE_REDIS_URL; REDIS_URL's when unset). */
    readonly pageCacheRedisUrl: string,
    readonly renderUrl: string,
    readonly renderTimeoutMs: number,
    readonly experiments: ExperimentsSettings | undefined,
    readonly policy: PageCachePolicy,
    readonly intervalMs: number,
    readonly leadSeconds: number,
    readonly concurrency: number,
    readonly attempts: number,
    readonly dashboard: { user: string; password: string } | undefined,
  ) {}
}

/**
 * The configuration of a validated environment. Throws, naming the variables, when the lead is
 * no longer than the plan's interval: a page could then run out between two plans.
 */
export function warmerConfigFrom(env: WarmerEnv): WarmerConfig {
  if (env.WARM_LEAD_S * 1000 <= env.WARM_INTERVAL_MS) {
    throw new Error(
      `Invalid environment: WARM_LEAD_S (${env.WARM_LEAD_S} s) must be longer than WARM_INTERVAL_MS (${env.WARM_INTERVAL_MS} ms)`,
    );
  }
  return new WarmerConfig(
    env.SITE_ID,
    env.REDIS_URL,
    env.PAGE_CACHE_REDIS_URL,
    env.RENDER_URL,
    env.RENDER_TIMEOUT_MS,
    env.EXPERIMENTS_URL
      ? {
          url: env.EXPERIMENTS_URL,
          apiKey: env.EXPERIMENTS_API_KEY ?? '',
          timeoutMs: env.EXPERIMENTS_TIMEOUT_MS,
        }
      : undefined,
    pageCachePolicyOf(env),
    env.WARM_INTERVAL_MS,
    env.WARM_LEAD_S,
    env.WARM_CONCURRENCY,
    env.WARM_ATTEMPTS,
    env.WARM_DASHBOARD_PASSWORD
      ? { user: env.WARM_DASHBOARD_USER, password: env.WARM_DASHBOARD_PASSWORD }
      : undefined,
  );
}
