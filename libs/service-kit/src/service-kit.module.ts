import {
  type BeforeApplicationShutdown,
  type DynamicModule,
  Module,
  type Type,
} from '@nestjs/common';
import { Logger } from 'nestjs-pino';
import type { BaseEnv } from './env/base-env';
import { EnvModule } from './env/env.module';
import { HealthModule } from './health/health.module';
import { LoggingModule } from './logging/logging.module';
import { MetricsModule } from './metrics/metrics.module';

export interface ServiceKitOptions {
  /** Name of the service in every log line and metric (`service`). */
  serviceName: string;
  /** The service's environment class: `BaseEnv` or a subclass of it. */
  env: Type<BaseEnv>;
}

/**
 * The plumbing every service imports once, in its root module: the validated environment
 * (global `ConfigService`), pino logs with request ids, `/health/live`, `/health/ready` and
 * `/metrics` (the scrape and the detailed health on the internal listener only: see
 * app/internal-only-routes.ts). Pair it with `createServiceApp` / `runService`.
 */
@Module({})
export class ServiceKitModule implements BeforeApplicationShutdown {
  constructor(private readonly logger: Logger) {}

  static forRoot({ serviceName, env }: ServiceKitOptions): DynamicModule {
    return {
      module: ServiceKitModule,
      global: true,
      imports: [
        EnvModule.forRoot(env),
        LoggingModule.forRoot(),
        HealthModule,
        MetricsModule.forRoot(serviceName),
      ],
      // The registry, so that a service can add metrics of its own.
      exports: [MetricsModule],
    };
  }

  beforeApplicationShutdown(signal?: string): void {
    if (signal) this.logger.log({ signal }, 'shutting down', ServiceKitModule.name);
  }
}
