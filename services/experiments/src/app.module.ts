import { JsonApiModule, OpenApiYamlModule, ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { ExperimentsConfigModule } from './config/experiments-config.module';
import { ExperimentsEnv } from './config/experiments-env';
import { ExperimentsModule } from './experiments.module';

/** The experiments service: A/B test decisions and feature flags, and their admin API. */
@Module({
  imports: [
    ServiceKitModule.forRoot({ serviceName: 'experiments', env: ExperimentsEnv }),
    ExperimentsConfigModule,
    JsonApiModule,
    ExperimentsModule,
    // The hand-written contract for other products, beside src/ and dist/ in the package.
    OpenApiYamlModule.register(join(__dirname, '..', 'openapi.yaml')),
  ],
})
export class AppModule {}
