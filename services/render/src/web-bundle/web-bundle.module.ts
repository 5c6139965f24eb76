import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { RenderEnv } from '../render-env';
import { BuildHeader } from './build-header';
import { WebBundle } from './web-bundle';

/** Provides the WebBundle, loaded once when the app is created, and names its build on answers. */
@Global()
@Module({
  providers: [
    {
      provide: WebBundle,
      inject: [ConfigService],
      useFactory: (config: ConfigService<RenderEnv, true>) =>
        WebBundle.load(config.get('WEB_DIST_DIR', { infer: true }) ?? WebBundle.defaultDistDir()),
    },
    BuildHeader,
  ],
  exports: [WebBundle],
})
export class WebBundleModule {}
