import { ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { AssetsModule } from './assets/assets.module';
import { RenderEnv } from './render-env';
import { SsrModule } from './ssr/ssr.module';
import { WebBundleModule } from './web-bundle/web-bundle.module';

export const SERVICE_NAME = 'render';

@Module({
  imports: [
    ServiceKitModule.forRoot({ serviceName: SERVICE_NAME, env: RenderEnv }),
    WebBundleModule,
    AssetsModule,
    SsrModule,
  ],
})
export class AppModule {}
