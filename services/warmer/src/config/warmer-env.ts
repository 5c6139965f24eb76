/**
 * The warming worker's environment: the kit's variables plus Redis (REDIS_URL: the queue;
 * PAGE_CACHE_REDIS_URL: the page cache), render and the experiments service (WithRenderCaller,
 * WithExperimentsCaller: the decision a warmed page is made with), the page cache's policy and
 * budget (WithPageCacheEnv, as the gateway's), the plan's timing and the workers, and the
 * dashboard's password. Validated at start-up: a bad value stops the process naming it.
 */
import { WithPageCacheEnv } from '@bytewire/page-cache';
import {
  BaseEnv,
  DEFAULT_REDIS_URL,
  IsRedisUrl,
  PageCacheRedisUrl,
  WithExperimentsCaller,
  WithRenderCaller,
} from '@bytewire/service-kit';
import { Transform, Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Max, Min, MinLength } from 'class-validator';

export const DEFAULTS = {
  intervalMs: 30_000,
  leadSeconds: 120,
  concurrency: 2,
  attempts: 3,
  experimentsTimeoutMs: 2000,
  dashboardUser: 'operator',
} as const;

/** An optional secret given empty (a compose file's `${VAR:-}`) is no secret. */
const emptyIsUnset = ({ value }: { value: unknown }) => (value === '' ? undefined : value);

/**
 * EXPERIMENTS_*: as the gateway's, so that a warmed page carries the flags (and tests) a
 * reader's decision would give it; unset, pages are warmed with no test and no flag, which
 * matches readers only when the gateway has no experiments service either.
 */
export class WarmerEnv extends WithPageCacheEnv(
  WithExperimentsCaller(WithRenderCaller(BaseEnv), {
    defaultMs: DEFAULTS.experimentsTimeoutMs,
    maxMs: 10_000,
  }),
) {
  /** The Redis of state: the warm queue and its repeatable plan (persistent, never evicting). */
  @IsRedisUrl()
  REDIS_URL: string = DEFAULT_REDIS_URL;

  /** The page cache the pages are warmed into (the gateway's); unset, REDIS_URL. */
  @PageCacheRedisUrl()
  PAGE_CACHE_REDIS_URL!: string;

  /** How often the plan runs: which door pages need a render now. */
  @Max(3_600_000)
  @Min(1000)
  @IsInt()
  @Type(() => Number)
  WARM_INTERVAL_MS: number = DEFAULTS.intervalMs;

  /**
   * A stored door page is rendered again once less than this is left of its max age. More than
   * an interval (and a render), so that no page runs out between two plans.
   */
  @Max(86_400)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  WARM_LEAD_S: number = DEFAULTS.leadSeconds;

  /** Renders at once in this process (each replica runs as many). */
  @Max(32)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  WARM_CONCURRENCY: number = DEFAULTS.concurrency;

  /** Tries of one render before its job is kept as failed (backoff: 2 s, 4 s, ...). */
  @Max(10)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  WARM_ATTEMPTS: number = DEFAULTS.attempts;

  /** The dashboard (/queues) asks for this user and WARM_DASHBOARD_PASSWORD (basic auth). */
  @MinLength(1)
  @IsString()
  WARM_DASHBOARD_USER: string = DEFAULTS.dashboardUser;

  /** Unset or empty: no dashboard. */
  @IsOptional()
  @MinLength(16)
  @IsString()
  @Transform(emptyIsUnset)
  WARM_DASHBOARD_PASSWORD?: string;
}
