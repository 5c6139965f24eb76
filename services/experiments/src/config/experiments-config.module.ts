import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ExperimentsConfig, experimentsConfigFrom, type ExperimentsEnv } from './experiments-env';

const NAMES = [
  'SITE_ID',
  'REDIS_URL',
  'EXPERIMENTS_API_KEY',
  'EXPERIMENTS_ADMIN_KEY',
  'FEATURE_FLAGS',
] as const;

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [
    {
      provide: ExperimentsConfig,
      inject: [ConfigService],
      useFactory: (config: ConfigService<ExperimentsEnv, true>) =>
        experimentsConfigFrom(
          Object.fromEntries(
            NAMES.map((name) => [name, config.get(name)]),
          ) as unknown as ExperimentsEnv,
        ),
    },
  ],
  exports: [ExperimentsConfig],
})
export class ExperimentsConfigModule {}
