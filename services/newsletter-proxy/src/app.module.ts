import { JsonApiModule, ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { ProxyConfigModule } from './config/proxy-config.module';
import { ProxyEnv } from './config/proxy-env';
import { ProxyModule } from './proxy.module';

/** The newsletter proxy: the signed-in reader's APIs. */
@Module({
  imports: [
    ServiceKitModule.forRoot({ serviceName: 'newsletter-proxy', env: ProxyEnv }),
    ProxyConfigModule,
    JsonApiModule,
    ProxyModule,
  ],
})
export class AppModule {}
