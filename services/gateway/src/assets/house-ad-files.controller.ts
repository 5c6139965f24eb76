import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { jsonProxyForwarding, proxyRead } from '../upstreams/json-proxy';
import { RenderUpstream } from '../upstreams/render.upstream';
import { ASSET_CLIENT_HEADERS } from './assets.controller';

/**
 * `/house-ads/*`: the house ad network's library, catalogue and creatives, from render with its
 * cache headers (five minutes). Loaded only once a reader allows targeting.
 */
@ApiExcludeController()
@Controller('house-ads')
export class HouseAdFilesController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    render: RenderUpstream,
  ) {
    this.forwarding = jsonProxyForwarding(render, ASSET_CLIENT_HEADERS);
  }

  @All('*')
  houseAdFile(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    proxyRead(this.forwarder, request, reply, this.forwarding);
  }
}
