import { Module } from '@nestjs/common';
import { ContentApiUpstream } from './content-api.upstream';
import { Forwarder } from './forwarder';
import { RenderUpstream } from './render.upstream';

/** The upstream services (each one a readiness check) and the proxy that calls them. */
@Module({
  providers: [RenderUpstream, ContentApiUpstream, Forwarder],
  exports: [RenderUpstream, ContentApiUpstream, Forwarder],
})
export class UpstreamsModule {}
