import { Module } from '@nestjs/common';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { AssetsController } from './assets.controller';
import { ImageSignController } from './image-sign.controller';
import { RenderFilesController } from './render-files.controller';
import { WebAssets } from './web-assets';

@Module({
  imports: [UpstreamsModule],
  controllers: [AssetsController, ImageSignController, RenderFilesController],
  providers: [WebAssets],
})
export class AssetsModule {}
