import { Module } from '@nestjs/common';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { AssetsController } from './assets.controller';

@Module({ imports: [UpstreamsModule], controllers: [AssetsController] })
export class AssetsModule {}
