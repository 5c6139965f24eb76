import { Module } from '@nestjs/common';
import { ServiceWorkerRoute } from './service-worker.route';
import { StaticAssets } from './static-assets';

@Module({ providers: [StaticAssets, ServiceWorkerRoute] })
export class AssetsModule {}
