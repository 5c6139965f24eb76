import { Global, Module } from '@nestjs/common';
import { envConfigProvider } from '@bytewire/service-kit';
import { VanityConfig } from './vanity-env';

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [envConfigProvider(VanityConfig)],
  exports: [VanityConfig],
})
export class VanityConfigModule {}
