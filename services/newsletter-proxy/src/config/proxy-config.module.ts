import { Global, Module } from '@nestjs/common';
import { envConfigProvider } from '@bytewire/service-kit';
import { ProxyConfig } from './proxy-config';

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [envConfigProvider(ProxyConfig)],
  exports: [ProxyConfig],
})
export class ProxyConfigModule {}
