import { Module } from '@nestjs/common';
import { ContentModule } from '../content/content.module';
import { FeedResponder } from './feed-responder';
import { FeedSite } from './feed-site';
import { FeedsController } from './feeds.controller';
import { RssFeeds } from './rss-feeds';
import { XmlSitemaps } from './xml-sitemaps';

/** RSS feeds and XML sitemaps, read from the content API. */
@Module({
  imports: [ContentModule],
  controllers: [FeedsController],
  providers: [FeedSite, FeedResponder, RssFeeds, XmlSitemaps],
})
export class FeedsModule {}
