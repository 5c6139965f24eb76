import { Module } from '@nestjs/common';
import { UpstreamsModule } from '../upstreams/upstreams.module';
import { FeedForwarder } from './feed-forwarder';

/** RSS feeds and XML sitemaps: answered by render, routed by the pages controller. */
@Module({ imports: [UpstreamsModule], providers: [FeedForwarder], exports: [FeedForwarder] })
export class FeedsModule {}
