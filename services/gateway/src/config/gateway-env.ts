import { WithPageCacheEnv } from '@bytewire/page-cache';
import { DEFAULT_PORTS, VANITY_REQUEST_TIMEOUT_MS } from '@bytewire/site';
import {
  booleanFlag,
  ContentApiCallerEnv,
  DEFAULT_REDIS_URL,
  IsRedisUrl,
  PageCacheRedisUrl,
  UPSTREAM_URL_RULE,
  WithExperimentsCaller,
  WithRenderCaller,
} from '@bytewire/service-kit';

export { DEFAULT_REDIS_URL };
import { Transform, Type } from 'class-transformer';
import {
  IsBoolean,
  IsInt,
  IsOptional,
  IsString,
  IsUrl,
  Max,
  MinLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { IsExistingDirectory } from '../assets/web-assets-dir';

/** Budget of a decision of the experiments service: by default, and at most. */
export const DEFAULT_EXPERIMENTS_TIMEOUT_MS = 150;
export const MAX_EXPERIMENTS_TIMEOUT_MS = 2000;

/**
 * The gateway's environment: the content API (URL, key, CONTENT_API_TIMEOUT_MS for proxied
 * calls) from the kit, where render is with its budget, the site's public origin and Redis
 * (the sharebar shortener's store), the vanity service (spec 000 s4; off without VANITY_URL),
 * the experiments service (spec 001 s4; off without EXPERIMENTS_URL) and the newsletter proxy
 * (the readers' APIs; off without NEWSLETTER_PROXY_URL).
 */
export class GatewayEnv extends WithPageCacheEnv(
  WithExperimentsCaller(WithRenderCaller(ContentApiCallerEnv), {
    defaultMs: DEFAULT_EXPERIMENTS_TIMEOUT_MS,
    maxMs: MAX_EXPERIMENTS_TIMEOUT_MS,
  }),
) {
  /** The site's public origin: the only origin the shortener shortens, and its short URLs' origin. */
  @IsUrl(UPSTREAM_URL_RULE)
  PUBLIC_URL: string = `http://localhost:${DEFAULT_PORTS.gateway}`;

  /**
   * Page requests (GET/HEAD) on another host than PUBLIC_URL's (127.0.0.1, a pod IP, an old
   * name) are redirected (301) to the same path and query on PUBLIC_URL's origin, so that
   * readers sign in on the one origin the identity provider sends back to. Probes, /metrics,
   * /api/* and the analytics beacons answer on any host (edge/canonical-host.ts). Off by
   * default (tests call the gateway on 127.0.0.1); on in `npm start` and the deployments.
   */
  @IsBoolean()
  @Transform(booleanFlag)
  CANONICAL_HOST_REDIRECT: boolean = false;

  /**
   * The Redis of state: the sharebar shortener's codes (it degrades to long URLs while Redis is
   * down) and the analytics stream. Persistent, never evicting (docs/operations.md).
   */
  @IsRedisUrl()
  REDIS_URL: string = DEFAULT_REDIS_URL;

  /** The page cache's Redis (disposable: evicting, not persisted); unset, REDIS_URL. */
  @PageCacheRedisUrl()
  PAGE_CACHE_REDIS_URL!: string;

  /** The vanity service; absent: no vanity lookups at all. */
  @IsOptional()
  @IsUrl(UPSTREAM_URL_RULE)
  VANITY_URL?: string;

  /** Sent as x-api-key to the vanity service; required with VANITY_URL, never logged. */
  @ValidateIf((env: GatewayEnv) => env.VANITY_URL !== undefined)
  @MinLength(16)
  @IsString()
  VANITY_API_KEY?: string;

  /** The vanity feature flag (spec 000 s4 step 1): false looks nothing up. */
  @IsBoolean()
  @Transform(booleanFlag)
  VANITY_ENABLED: boolean = true;

  /** The mask feature flag (spec 000 s4 step 6): false ignores MASK and TEMPORARY_MASK. */
  @IsBoolean()
  @Transform(booleanFlag)
  VANITY_MASK_ENABLED: boolean = true;

  /**
   * Budget of one whole read of the vanity dictionary (spec 000 s7, s9: 2000 ms); a read past
   * it keeps the copy held. Pages never wait on it: they decide with the copy held.
   */
  @Max(VANITY_REQUEST_TIMEOUT_MS)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  VANITY_TIMEOUT_MS: number = VANITY_REQUEST_TIMEOUT_MS;

  /**
   * How often the gateway reads the vanity service's dictionary
   * (`GET /api/neutron/vanity/{site}/dictionary`, conditional: a 304 while unchanged) to decide
   * page requests itself, with no call per page: the gateway's share of the delay before a
   * dictionary change reaches pages (docs/adr/0001-held-dictionaries.md).
   */
  @Max(60000)
  @Min(100)
  @IsInt()
  @Type(() => Number)
  VANITY_SYNC_INTERVAL_MS: number = 2000;

  /** Entries of the vanity dictionary held at most; a larger one is refused, the copy held kept. */
  @Max(1_000_000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  VANITY_DICTIONARY_MAX_ENTRIES: number = 100_000;

  /** Bytes of the vanity dictionary's answer at most; a larger one is refused, the copy held kept. */
  @Max(512 * 1024 * 1024)
  @Min(1024)
  @IsInt()
  @Type(() => Number)
  VANITY_DICTIONARY_MAX_BYTES: number = 32 * 1024 * 1024;

  /**
   * How often the gateway reads the experiments service's definitions
   * (`GET /experiments/definitions`, conditional) to decide page requests itself, with no call
   * per page; 0 asks `POST /experiments/decide` on every page request instead.
   */
  @Max(60000)
  @Min(0)
  @IsInt()
  @Type(() => Number)
  EXPERIMENTS_SYNC_INTERVAL_MS: number = 2000;

  /**
   * The share of readers (sessions) whose recommendation items keep the page's own order, the
   * control the decision service's bandit is compared with (`holdoutPercent`, spec 001 s7).
   */
  @Max(100)
  @Min(0)
  @IsInt()
  @Type(() => Number)
  RECOMMENDATIONS_HOLDOUT_PERCENT: number = 10;

  /**
   * The newsletter proxy: the signed-in reader's APIs (`/api/neutron/newsletters/*`,
   * `/api/neutron/users/*`); absent, those paths answer 503.
   */
  @IsOptional()
  @IsUrl(UPSTREAM_URL_RULE)
  NEWSLETTER_PROXY_URL?: string;

  /** Budget of one call to the newsletter proxy (it may call the identity provider). */
  @Max(30000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  NEWSLETTER_PROXY_TIMEOUT_MS: number = 8000;

  /** The page cache in Redis (issue 8); false forwards every page to render. */
  @IsBoolean()
  @Transform(booleanFlag)
  PAGE_CACHE_ENABLED: boolean = true;

  /**
   * Budget of one page cache lookup in Redis; past it the page is rendered as if there were no
   * cache. Short: Redis answers in a millisecond or two when it is well.
   */
  @Max(2000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  PAGE_CACHE_REDIS_TIMEOUT_MS: number = 250;

  /**
   * Bytes of recent pages (compressed) each gateway keeps in its own memory (the page-cache
   * store's held pages: one bound), served on a hit Redis confirms by the page's head and as
   * stale copies while Redis cannot answer; 0 keeps none.
   */
  @Max(1024 * 1024 * 1024)
  @Min(0)
  @IsInt()
  @Type(() => Number)
  PAGE_CACHE_MEMORY_BYTES: number = 64 * 1024 * 1024;

  /**
   * x-api-key of POST /api/page-cache/purge (the content platform); unset or empty: purging is
   * off.
   */
  @IsOptional()
  @Transform(({ value }: { value: unknown }) => (value === '' ? undefined : value))
  @MinLength(16)
  @IsString()
  PAGE_CACHE_PURGE_KEY?: string;

  /** Entries the analytics stream keeps at most; older ones are trimmed as new ones come. */
  @Max(10_000_000)
  @Min(100)
  @IsInt()
  @Type(() => Number)
  ANALYTICS_STREAM_MAX_LENGTH: number = 100_000;

  /** Analytics events one address may send a minute (page views, scrolls, clicks, video). */
  @Max(100_000)
  @Min(1)
  @IsInt()
  @Type(() => Number)
  ANALYTICS_EVENTS_PER_MINUTE: number = 600;

  /**
   * The gateway's own copy of the client bundle, served at /assets/* so that cached pages keep
   * their scripts while render is down; render serves what it lacks. Unset: the web build of
   * the monorepo (DEFAULT_WEB_ASSETS_DIR), and when that is absent every /assets/* goes to render.
   */
  @IsOptional()
  @IsExistingDirectory()
  @IsString()
  WEB_ASSETS_DIR?: string;
}
