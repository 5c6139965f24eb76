import { Module } from '@nestjs/common';
import { CachedPages } from './cached-pages';
import { PageCache } from './page-cache';
import { PageCacheMetrics } from './page-cache-metrics';
import { PurgeRoute } from './purge.route';
import { RenderBuild } from './render-build';

/** The page cache in Redis, its answers to page requests, and the purge endpoint. */
@Module({
  providers: [PageCacheMetrics, RenderBuild, PageCache, CachedPages, PurgeRoute],
  exports: [PageCache, CachedPages],
})
export class PageCacheModule {}
