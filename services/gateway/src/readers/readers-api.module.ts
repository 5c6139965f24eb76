import { Module } from '@nestjs/common';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { ReadersApiController } from './readers-api.controller';

/** The signed-in reader's APIs, forwarded to the newsletter proxy. */
@Module({ imports: [UpstreamsModule], controllers: [ReadersApiController] })
export class ReadersApiModule {}
