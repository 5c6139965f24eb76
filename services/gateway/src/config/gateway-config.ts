import type { GatewayEnv } from './gateway-env';

/**
 * The gateway's validated, typed configuration (from GatewayEnv, which the service kit
 * validated at start-up): each setting as validated (defaults applied), under its camel-case
 * name; optional settings stay undefined when unset.
 */
export class GatewayConfig {
  readonly siteId!: GatewayEnv['SITE_ID'];
  readonly publicationName!: GatewayEnv['PUBLICATION_NAME'];
  readonly publicUrl!: GatewayEnv['PUBLIC_URL'];
  readonly canonicalHostRedirect!: GatewayEnv['CANONICAL_HOST_REDIRECT'];
  readonly contentApiUrl!: GatewayEnv['CONTENT_API_URL'];
  readonly contentApiKey!: GatewayEnv['CONTENT_API_KEY'];
  readonly contentApiTimeoutMs!: GatewayEnv['CONTENT_API_TIMEOUT_MS'];
  readonly renderUrl!: GatewayEnv['RENDER_URL'];
  readonly renderTimeoutMs!: GatewayEnv['RENDER_TIMEOUT_MS'];
  readonly redisUrl!: GatewayEnv['REDIS_URL'];
  readonly pageCacheRedisUrl!: GatewayEnv['PAGE_CACHE_REDIS_URL'];
  readonly vanityUrl!: GatewayEnv['VANITY_URL'];
  readonly vanityApiKey!: GatewayEnv['VANITY_API_KEY'];
  readonly vanityEnabled!: GatewayEnv['VANITY_ENABLED'];
  readonly vanityMaskEnabled!: GatewayEnv['VANITY_MASK_ENABLED'];
  readonly vanityTimeoutMs!: GatewayEnv['VANITY_TIMEOUT_MS'];
  readonly vanitySyncIntervalMs!: GatewayEnv['VANITY_SYNC_INTERVAL_MS'];
  readonly vanityDictionaryMaxEntries!: GatewayEnv['VANITY_DICTIONARY_MAX_ENTRIES'];
  readonly vanityDictionaryMaxBytes!: GatewayEnv['VANITY_DICTIONARY_MAX_BYTES'];
  readonly experimentsUrl!: GatewayEnv['EXPERIMENTS_URL'];
  readonly experimentsApiKey!: GatewayEnv['EXPERIMENTS_API_KEY'];
  readonly experimentsTimeoutMs!: GatewayEnv['EXPERIMENTS_TIMEOUT_MS'];
  readonly experimentsSyncIntervalMs!: GatewayEnv['EXPERIMENTS_SYNC_INTERVAL_MS'];
  readonly newsletterProxyUrl!: GatewayEnv['NEWSLETTER_PROXY_URL'];
  readonly newsletterProxyTimeoutMs!: GatewayEnv['NEWSLETTER_PROXY_TIMEOUT_MS'];
  readonly pageCacheEnabled!: GatewayEnv['PAGE_CACHE_ENABLED'];
  readonly pageCacheRedisTimeoutMs!: GatewayEnv['PAGE_CACHE_REDIS_TIMEOUT_MS'];
  readonly pageCacheMemoryBytes!: GatewayEnv['PAGE_CACHE_MEMORY_BYTES'];
  readonly pageCachePurgeKey!: GatewayEnv['PAGE_CACHE_PURGE_KEY'];
  readonly pageCacheStaleWhileRevalidateS!: GatewayEnv['PAGE_CACHE_STALE_WHILE_REVALIDATE_S'];
  readonly pageCacheStaleIfErrorS!: GatewayEnv['PAGE_CACHE_STALE_IF_ERROR_S'];
  readonly pageCacheMaxEntries!: GatewayEnv['PAGE_CACHE_MAX_ENTRIES'];
  readonly pageCacheMaxSearchEntries!: GatewayEnv['PAGE_CACHE_MAX_SEARCH_ENTRIES'];
  readonly analyticsStreamMaxLength!: GatewayEnv['ANALYTICS_STREAM_MAX_LENGTH'];
  readonly analyticsEventsPerMinute!: GatewayEnv['ANALYTICS_EVENTS_PER_MINUTE'];
  readonly webAssetsDir!: GatewayEnv['WEB_ASSETS_DIR'];
  /** The origin of PUBLIC_URL. */
  readonly publicOrigin: string;

  constructor(
    values: Omit<{ readonly [K in keyof GatewayConfig]: GatewayConfig[K] }, 'publicOrigin'>,
  ) {
    Object.assign(this, values);
    this.publicOrigin = new URL(values.publicUrl).origin;
  }
}

/** The configuration from a validated environment. */
export function gatewayConfigFrom(env: GatewayEnv): GatewayConfig {
  return new GatewayConfig({
    siteId: env.SITE_ID,
    publicationName: env.PUBLICATION_NAME,
    publicUrl: env.PUBLIC_URL,
    canonicalHostRedirect: env.CANONICAL_HOST_REDIRECT,
    contentApiUrl: env.CONTENT_API_URL,
    contentApiKey: env.CONTENT_API_KEY,
    contentApiTimeoutMs: env.CONTENT_API_TIMEOUT_MS,
    renderUrl: env.RENDER_URL,
    renderTimeoutMs: env.RENDER_TIMEOUT_MS,
    redisUrl: env.REDIS_URL,
    pageCacheRedisUrl: env.PAGE_CACHE_REDIS_URL,
    vanityUrl: env.VANITY_URL,
    vanityApiKey: env.VANITY_API_KEY,
    vanityEnabled: env.VANITY_ENABLED,
    vanityMaskEnabled: env.VANITY_MASK_ENABLED,
    vanityTimeoutMs: env.VANITY_TIMEOUT_MS,
    vanitySyncIntervalMs: env.VANITY_SYNC_INTERVAL_MS,
    vanityDictionaryMaxEntries: env.VANITY_DICTIONARY_MAX_ENTRIES,
    vanityDictionaryMaxBytes: env.VANITY_DICTIONARY_MAX_BYTES,
    experimentsUrl: env.EXPERIMENTS_URL,
    experimentsApiKey: env.EXPERIMENTS_API_KEY,
    experimentsTimeoutMs: env.EXPERIMENTS_TIMEOUT_MS,
    experimentsSyncIntervalMs: env.EXPERIMENTS_SYNC_INTERVAL_MS,
    newsletterProxyUrl: env.NEWSLETTER_PROXY_URL,
    newsletterProxyTimeoutMs: env.NEWSLETTER_PROXY_TIMEOUT_MS,
    pageCacheEnabled: env.PAGE_CACHE_ENABLED,
    pageCacheRedisTimeoutMs: env.PAGE_CACHE_REDIS_TIMEOUT_MS,
    pageCacheMemoryBytes: env.PAGE_CACHE_MEMORY_BYTES,
    pageCachePurgeKey: env.PAGE_CACHE_PURGE_KEY,
    pageCacheStaleWhileRevalidateS: env.PAGE_CACHE_STALE_WHILE_REVALIDATE_S,
    pageCacheStaleIfErrorS: env.PAGE_CACHE_STALE_IF_ERROR_S,
    pageCacheMaxEntries: env.PAGE_CACHE_MAX_ENTRIES,
    pageCacheMaxSearchEntries: env.PAGE_CACHE_MAX_SEARCH_ENTRIES,
    analyticsStreamMaxLength: env.ANALYTICS_STREAM_MAX_LENGTH,
    analyticsEventsPerMinute: env.ANALYTICS_EVENTS_PER_MINUTE,
    webAssetsDir: env.WEB_ASSETS_DIR,
  });
}
