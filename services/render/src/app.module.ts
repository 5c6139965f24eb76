import { ServiceKitModule } from '@bytewire/service-kit';
import { Module } from '@nestjs/common';
import { AssetsModule } from './assets/assets.module';
import { RenderConfigModule } from './config/render-config.module';
import { FeedsModule } from './feeds/feeds.module';
import { ImagesModule } from './images/images.module';
import { RenderEnv } from './render-env';
import { SsrModule } from './ssr/ssr.module';
import { WebBundleModule } from './web-bundle/web-bundle.module';

export const SERVICE_NAME = 'render';

@Module({
  imports: [
    ServiceKitModule.forRoot({ serviceName: SERVICE_NAME, env: RenderEnv }),
    RenderConfigModule,
    WebBundleModule,
    AssetsModule,
    ImagesModule,
    // Before the page catch-all of SsrModule (fastify prefers the more specific routes anyway).
    FeedsModule,
    SsrModule,
  ],
})
export class AppModule {}
