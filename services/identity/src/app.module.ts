import { JsonApiModule, ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { IdentityConfigModule } from './config/identity-config.module';
import { IdentityEnv } from './config/identity-env';
import { IdentityModule } from './identity.module';

/** The identity service: the local OpenID Connect provider of the cluster. */
@Module({
  imports: [
    ServiceKitModule.forRoot({ serviceName: 'identity', env: IdentityEnv }),
    IdentityConfigModule,
    JsonApiModule,
    IdentityModule,
  ],
})
export class AppModule {}
