/**
 * The warming worker's environment: the kit's variables plus Redis (the queue and the page
 * cache), render, the experiments service (for the decision a warmed page is made with), the
 * page cache's stale policy (as the gateway's), the plan's timing and the workers, and the
 * dashboard's password. Validated at start-up: a bad value stops the process naming it.
 */
import {
  DEFAULT_STALE_IF_ERROR_S,
  DEFAULT_STALE_WHILE_REVALIDATE_S,
  MAX_STALE_IF_ERROR_S,
  MAX_STALE_WHILE_REVALIDATE_S,
} from '@bytewire/page-cache';
import {
  BaseEnv,
  DEFAULT_REDIS_URL,
  REDIS_URL_RULE,
  UPSTREAM_URL_RULE,
} from '@bytewire/service-kit';
import { DEFAULT_PORTS, RENDER_REQUEST_TIMEOUT_MS } from '@bytewire/site';
import { Transform, Type } from 'class-transformer';
import {
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  Min,
  MinLength,
  ValidateIf,
} from 'class-validator';

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

export class WarmerEnv extends BaseEnv {
  /** The queue and the page cache (the gateway's Redis). */
  @IsUrl(REDIS_URL_RULE)
  REDIS_URL: string = DEFAULT_REDIS_URL;

  @IsUrl(UPSTREAM_URL_RULE)
  RENDER_URL: string = `http://127.0.0.1:${DEFAULT_PORTS.render}`;

  /** Budget of one render: for its headers, then between body chunks. */
  @Max(120_000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  RENDER_TIMEOUT_MS: number = RENDER_REQUEST_TIMEOUT_MS;

  /**
   * The experiments service, as the gateway's: a warmed page carries the flags (and tests) a
   * reader's decision would give it. Unset: pages are warmed with no test and no flag, which
   * matches readers only when the gateway has no experiments service either.
   */
  @IsOptional()
  @IsUrl(UPSTREAM_URL_RULE)
  EXPERIMENTS_URL?: string;

  @ValidateIf((env: WarmerEnv) => env.EXPERIMENTS_URL !== undefined)
  @MinLength(16)
  @IsString()
  EXPERIMENTS_API_KEY?: string;

  @Max(10_000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  EXPERIMENTS_TIMEOUT_MS: number = DEFAULTS.experimentsTimeoutMs;

  /** As the gateway's: how long stored pages are kept after their max age. */
  @Max(MAX_STALE_WHILE_REVALIDATE_S)
  @Min(0)
  @IsInt()
  @Type(() => Number)
  PAGE_CACHE_STALE_WHILE_REVALIDATE_S: number = DEFAULT_STALE_WHILE_REVALIDATE_S;

  @Max(MAX_STALE_IF_ERROR_S)
  @Min(0)
  @IsInt()
  @Type(() => Number)
  PAGE_CACHE_STALE_IF_ERROR_S: number = DEFAULT_STALE_IF_ERROR_S;

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
