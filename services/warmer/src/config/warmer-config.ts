import { pageCachePolicyOf, type PageCachePolicy } from '@bytewire/page-cache';
import { EnvConfig } from '@bytewire/service-kit';
import type { WarmerEnv } from './warmer-env';

export interface ExperimentsSettings {
  url: string;
  apiKey: string;
  timeoutMs: number;
}

/**
 * The validated, typed configuration of the warming worker: each variable of WarmerEnv under
 * its camel-case name (WARM_LEAD_S → `warmLeadS`; REDIS_URL, the queue's; PAGE_CACHE_REDIS_URL,
 * REDIS_URL's when unset), and the settings made of several. Throws, naming the variables,
 * when the lead is no longer than the plan's interval: a page could then run out between two
 * plans.
 */
export class WarmerConfig extends EnvConfig<WarmerEnv>() {
  readonly experiments: ExperimentsSettings | undefined;
  readonly policy: PageCachePolicy;
  readonly dashboard: { user: string; password: string } | undefined;

  constructor(env: WarmerEnv) {
    super(env);
    if (env.WARM_LEAD_S * 1000 <= env.WARM_INTERVAL_MS) {
      throw new Error(
        `Invalid environment: WARM_LEAD_S (${env.WARM_LEAD_S} s) must be longer than WARM_INTERVAL_MS (${env.WARM_INTERVAL_MS} ms)`,
      );
    }
    this.experiments = env.EXPERIMENTS_URL
      ? {
          url: env.EXPERIMENTS_URL,
          apiKey: env.EXPERIMENTS_API_KEY ?? '',
          timeoutMs: env.EXPERIMENTS_TIMEOUT_MS,
        }
      : undefined;
    this.policy = pageCachePolicyOf(env);
    this.dashboard = env.WARM_DASHBOARD_PASSWORD
      ? { user: env.WARM_DASHBOARD_USER, password: env.WARM_DASHBOARD_PASSWORD }
      : undefined;
  }
}
