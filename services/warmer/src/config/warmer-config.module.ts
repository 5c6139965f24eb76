import { Global, Module } from '@nestjs/common';
import { envConfigProvider } from '@bytewire/service-kit';
import { WarmerConfig } from './warmer-config';

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [envConfigProvider(WarmerConfig)],
  exports: [WarmerConfig],
})
export class WarmerConfigModule {}
