import { JsonApiModule, OpenApiYamlModule, ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { join } from 'node:path';
import { AuthModule } from './auth/auth.module';
import { VanityConfigModule } from './config/vanity-config.module';
import { VanityEnv } from './config/vanity-env';
import { VanityModule } from './vanity.module';

/** The vanity service: vanity URL lookups from a copy of the content API's dictionary. */
@Module({
  imports: [
    ServiceKitModule.forRoot({ serviceName: 'vanity', env: VanityEnv }),
    VanityConfigModule,
    JsonApiModule,
    AuthModule,
    VanityModule,
    // The hand-written contract for other products, beside src/ and dist/ in the package.
    OpenApiYamlModule.register(join(__dirname, '..', 'openapi.yaml')),
  ],
})
export class AppModule {}
