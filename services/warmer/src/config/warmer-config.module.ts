import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { WarmerConfig, warmerConfigFrom } from './warmer-config';
import type { WarmerEnv } from './warmer-env';

const NAMES = [
  'SITE_ID',
  'REDIS_URL',
  'PAGE_CACHE_REDIS_URL',
  'RENDER_URL',
  'RENDER_TIMEOUT_MS',
  'EXPERIMENTS_URL',
  'EXPERIMENTS_API_KEY',
  'EXPERIMENTS_TIMEOUT_MS',
  'PAGE_CACHE_STALE_WHILE_REVALIDATE_S',
  'PAGE_CACHE_STALE_IF_ERROR_S',
  'PAGE_CACHE_MAX_ENTRIES',
  'PAGE_CACHE_MAX_SEARCH_ENTRIES',
  'WARM_INTERVAL_MS',
  'WARM_LEAD_S',
  'WARM_CONCURRENCY',
  'WARM_ATTEMPTS',
  'WARM_DASHBOARD_USER',
  'WARM_DASHBOARD_PASSWORD',
] as const satisfies readonly (keyof WarmerEnv)[];

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [
    {
      provide: WarmerConfig,
      inject: [ConfigService],
      useFactory: (config: ConfigService<WarmerEnv, true>) =>
        warmerConfigFrom(
          Object.fromEntries(NAMES.map((name) => [name, config.get(name)])) as unknown as WarmerEnv,
        ),
    },
  ],
  exports: [WarmerConfig],
})
export class WarmerConfigModule {}
