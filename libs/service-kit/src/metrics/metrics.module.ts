import { type DynamicModule, Module } from '@nestjs/common';
import { collectDefaultMetrics, Registry } from 'prom-client';
import { HttpMetrics } from './http-metrics';
import { MetricsController } from './metrics.controller';
import { RedisMetrics } from './redis-metrics';
import { UpstreamMetrics } from './upstream-metrics';

/**
 * `GET /metrics` (internal listener only, app/internal-only-routes.ts): the Node.js default metrics, `http_request_duration_seconds` and
 * `upstream_request_duration_seconds` (UpstreamMetrics, for the calls a service makes),
 * `redis_errors_total` (RedisMetrics, for its Redis clients), every
 * series labelled with the service. Each app gets its own registry (no global state), so a
 * process, such as a test run, can hold several apps.
 */
@Module({})
export class MetricsModule {
  static forRoot(serviceName: string): DynamicModule {
    return {
      module: MetricsModule,
      controllers: [MetricsController],
      providers: [
        {
          provide: Registry,
          useFactory: () => {
            const registry = new Registry();
            registry.setDefaultLabels({ service: serviceName });
            collectDefaultMetrics({ register: registry });
            return registry;
          },
        },
        HttpMetrics,
        UpstreamMetrics,
        RedisMetrics,
      ],
      exports: [Registry, UpstreamMetrics, RedisMetrics],
    };
  }
}
