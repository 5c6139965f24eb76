import { Global, Module } from '@nestjs/common';
import { envConfigProvider } from '@bytewire/service-kit';
import { ContentConfig } from './environment';

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [envConfigProvider(ContentConfig)],
  exports: [ContentConfig],
})
export class ContentConfigModule {}
