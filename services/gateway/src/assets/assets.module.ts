import { Module } from '@nestjs/common';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { HouseAdFilesController } from './house-ad-files.controller';
import { AssetsController } from './assets.controller';
import { ImageSignController } from './image-sign.controller';
import { ServiceWorkerController } from './service-worker.controller';

@Module({
  imports: [UpstreamsModule],
  controllers: [
    AssetsController,
    HouseAdFilesController,
    ImageSignController,
    ServiceWorkerController,
  ],
})
export class AssetsModule {}
