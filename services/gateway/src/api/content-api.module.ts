import { Module } from '@nestjs/common';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { ContentApiController } from './content-api.controller';
import { ResizeController } from './resize.controller';

@Module({ imports: [UpstreamsModule], controllers: [ContentApiController, ResizeController] })
export class ContentApiModule {}
