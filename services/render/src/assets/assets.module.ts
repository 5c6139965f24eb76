import { Module } from '@nestjs/common';
import { HouseAdFiles } from './house-ad-files';
import { ServiceWorkerRoute } from './service-worker.route';
import { StaticAssets } from './static-assets';

@Module({ providers: [StaticAssets, HouseAdFiles, ServiceWorkerRoute] })
export class AssetsModule {}
