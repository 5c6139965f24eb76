import { type DynamicModule, Module, type Type } from '@nestjs/common';
import { ConfigModule } from '@nestjs/config';
import type { BaseEnv } from './base-env';
import { validateEnv } from './validate-env';

/**
 * The global `ConfigService`, holding the validated environment (typed values, defaults
 * applied). Validation runs when the app is created, not when the module file is imported,
 * so a test can set the environment and then create an app; a bad value rejects the app
 * creation with the variable's name. Configuration comes from the process environment only.
 */
@Module({})
export class EnvModule {
  static forRoot(envClass: Type<BaseEnv>): DynamicModule {
    const validate = validateEnv(envClass);
    return {
      module: EnvModule,
      imports: [
        ConfigModule.forRoot({
          isGlobal: true,
          ignoreEnvFile: true,
          load: [() => ({ ...validate(process.env) })],
        }),
      ],
    };
  }
}
