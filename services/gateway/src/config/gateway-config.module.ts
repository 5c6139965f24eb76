import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { GatewayConfig, gatewayConfigFrom } from './gateway-config';
import type { GatewayEnv } from './gateway-env';

const NAMES = [
  'SITE_ID',
  'PUBLICATION_NAME',
  'PUBLIC_URL',
  'CANONICAL_HOST_REDIRECT',
  'CONTENT_API_URL',
  'CONTENT_API_KEY',
  'CONTENT_API_TIMEOUT_MS',
  'RENDER_URL',
  'RENDER_TIMEOUT_MS',
  'REDIS_URL',
  'PAGE_CACHE_REDIS_URL',
  'VANITY_URL',
  'VANITY_API_KEY',
  'VANITY_ENABLED',
  'VANITY_MASK_ENABLED',
  'VANITY_TIMEOUT_MS',
  'VANITY_SYNC_INTERVAL_MS',
  'VANITY_DICTIONARY_MAX_ENTRIES',
  'VANITY_DICTIONARY_MAX_BYTES',
  'EXPERIMENTS_URL',
  'EXPERIMENTS_API_KEY',
  'EXPERIMENTS_TIMEOUT_MS',
  'EXPERIMENTS_SYNC_INTERVAL_MS',
  'NEWSLETTER_PROXY_URL',
  'NEWSLETTER_PROXY_TIMEOUT_MS',
  'PAGE_CACHE_ENABLED',
  'PAGE_CACHE_REDIS_TIMEOUT_MS',
  'PAGE_CACHE_MEMORY_BYTES',
  'PAGE_CACHE_PURGE_KEY',
  'PAGE_CACHE_STALE_WHILE_REVALIDATE_S',
  'PAGE_CACHE_STALE_IF_ERROR_S',
  'PAGE_CACHE_MAX_ENTRIES',
  'PAGE_CACHE_MAX_SEARCH_ENTRIES',
  'ANALYTICS_STREAM_MAX_LENGTH',
  'ANALYTICS_EVENTS_PER_MINUTE',
  'WEB_ASSETS_DIR',
] as const satisfies readonly (keyof GatewayEnv)[];

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [
    {
      provide: GatewayConfig,
      inject: [ConfigService],
      useFactory: (config: ConfigService<GatewayEnv, true>) =>
        gatewayConfigFrom(
          Object.fromEntries(
            NAMES.map((name) => [name, config.get(name)]),
          ) as unknown as GatewayEnv,
        ),
    },
  ],
  exports: [GatewayConfig],
})
export class GatewayConfigModule {}
