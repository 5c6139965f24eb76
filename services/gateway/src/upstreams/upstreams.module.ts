import { Module } from '@nestjs/common';
import { ContentApiUpstream } from './content-api.upstream';
import { Forwarder } from './forwarder';
import { ReadersApiUpstream } from './readers-api.upstream';
import { RenderUpstream } from './render.upstream';

/** The upstream services (each one a readiness check) and the proxy that calls them. */
@Module({
  providers: [RenderUpstream, ContentApiUpstream, ReadersApiUpstream, Forwarder],
  exports: [RenderUpstream, ContentApiUpstream, ReadersApiUpstream, Forwarder],
})
export class UpstreamsModule {}
