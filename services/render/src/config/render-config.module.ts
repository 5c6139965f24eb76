import { Global, Module } from '@nestjs/common';
import { envConfigProvider } from '@bytewire/service-kit';
import { RenderConfig } from './render-config';

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [envConfigProvider(RenderConfig)],
  exports: [RenderConfig],
})
export class RenderConfigModule {}
