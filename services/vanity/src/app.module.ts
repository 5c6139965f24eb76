import { ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { AuthModule } from './auth/auth.module';
import { CommonModule } from './common/common.module';
import { VanityConfigModule } from './config/vanity-config.module';
import { VanityEnv } from './config/vanity-env';
import { VanityModule } from './vanity.module';

/** The vanity service: vanity URL lookups from a copy of the content API's dictionary. */
@Module({
  imports: [
    ServiceKitModule.forRoot({ serviceName: 'vanity', env: VanityEnv }),
    VanityConfigModule,
    CommonModule,
    AuthModule,
    VanityModule,
  ],
})
export class AppModule {}
