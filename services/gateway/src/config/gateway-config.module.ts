import { Global, Module } from '@nestjs/common';
import { envConfigProvider } from '@bytewire/service-kit';
import { GatewayConfig } from './gateway-config';

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [envConfigProvider(GatewayConfig)],
  exports: [GatewayConfig],
})
export class GatewayConfigModule {}
