import { Module } from '@nestjs/common';
import { ContentApiUpstream } from './content-api.upstream';
import { Forwarder } from './forwarder';
import { ReadersApiUpstream } from './readers-api.upstream';
import { PageCacheRedisDependency, StateRedisDependency } from './redis.dependency';
import { RenderUpstream } from './render.upstream';
import { SiteNotFoundPage } from './site-not-found';

/**
 * The upstream services and the proxy that calls them; render, the content API and the two
 * Redis roles are reported as dependencies in `/health/ready` (never making the gateway unready).
 */
@Module({
  providers: [
    RenderUpstream,
    ContentApiUpstream,
    ReadersApiUpstream,
    Forwarder,
    StateRedisDependency,
    PageCacheRedisDependency,
    SiteNotFoundPage,
  ],
  exports: [RenderUpstream, ContentApiUpstream, ReadersApiUpstream, Forwarder, SiteNotFoundPage],
})
export class UpstreamsModule {}
