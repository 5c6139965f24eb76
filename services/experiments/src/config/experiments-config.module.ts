import { Global, Module } from '@nestjs/common';
import { envConfigProvider } from '@bytewire/service-kit';
import { ExperimentsConfig } from './experiments-env';

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [envConfigProvider(ExperimentsConfig)],
  exports: [ExperimentsConfig],
})
export class ExperimentsConfigModule {}
