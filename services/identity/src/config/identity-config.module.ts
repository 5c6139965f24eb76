import { Global, Module } from '@nestjs/common';
import { envConfigProvider } from '@bytewire/service-kit';
import { IdentityConfig } from './identity-config';

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [envConfigProvider(IdentityConfig)],
  exports: [IdentityConfig],
})
export class IdentityConfigModule {}
