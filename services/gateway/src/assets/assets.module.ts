import { Module } from '@nestjs/common';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { AssetsController } from './assets.controller';
import { ServiceWorkerController } from './service-worker.controller';

@Module({
  imports: [UpstreamsModule],
  controllers: [AssetsController, ServiceWorkerController],
})
export class AssetsModule {}
