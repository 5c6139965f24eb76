import { Global, Module } from '@nestjs/common';
import { RenderConfig } from '../config/render-config';
import { BuildHeader } from './build-header';
import { WebBundle } from './web-bundle';

/** Provides the WebBundle, loaded once when the app is created, and names its build on answers. */
@Global()
@Module({
  providers: [
    {
      provide: WebBundle,
      inject: [RenderConfig],
      useFactory: (config: RenderConfig) =>
        WebBundle.load(config.webDistDir ?? WebBundle.defaultDistDir()),
    },
    BuildHeader,
  ],
  exports: [WebBundle],
})
export class WebBundleModule {}
