import { Module } from '@nestjs/common';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { ContentApiController } from './content-api.controller';

@Module({ imports: [UpstreamsModule], controllers: [ContentApiController] })
export class ContentApiModule {}
