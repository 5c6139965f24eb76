import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { VanityConfig, vanityConfigFrom, type VanityEnv } from './vanity-env';

const NAMES = [
  'SITE_ID',
  'CONTENT_API_URL',
  'CONTENT_API_KEY',
  'CONTENT_API_TIMEOUT_MS',
  'REDIS_URL',
  'VANITY_API_KEY',
  'VANITY_ADMIN_KEY',
  'VANITY_REFRESH_INTERVAL_MS',
  'VANITY_CACHE_TTL_MS',
] as const;

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [
    {
      provide: VanityConfig,
      inject: [ConfigService],
      useFactory: (config: ConfigService<VanityEnv, true>) =>
        vanityConfigFrom(
          Object.fromEntries(NAMES.map((name) => [name, config.get(name)])) as unknown as VanityEnv,
        ),
    },
  ],
  exports: [VanityConfig],
})
export class VanityConfigModule {}
