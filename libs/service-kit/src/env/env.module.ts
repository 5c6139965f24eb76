import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import type { BaseEnv } from './base-env';
import { VALIDATED_ENV } from './env-config';
import { validateEnv } from './validate-env';

/**
 * The global `ConfigService`, holding the validated environment (typed values, defaults
 * applied). Validation runs when the app is created, not when the module file is imported,
 * so a test can set the environment and then create an app; a bad value rejects the app
 * creation with the variable's name. Configuration comes from the process environment only.
 * The validated environment itself (the env class's instance) is injectable as `VALIDATED_ENV`,
 * for the service's typed configuration (`envConfigProvider`).
 */
@Module({})
export class EnvModule {
  static forRoot(envClass: Type<BaseEnv>): DynamicModule {
    const validate = validateEnv(envClass);
    // A load factory with a KEY is also a provider of its result under that token (as those of
    // `registerAs`); without a namespace its variables stay at the root of `ConfigService`.
    const load = Object.assign(() => validate(process.env), { KEY: VALIDATED_ENV });
    return {
      module: EnvModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          load: [load],
        }),
      ],
    };
  }
}
