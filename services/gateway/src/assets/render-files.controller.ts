import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { jsonProxyForwarding, proxyRead } from '../upstreams/json-proxy';
import { RenderUpstream } from '../upstreams/render.upstream';
import { ASSET_CLIENT_HEADERS } from './assets.controller';

/**
 * Files of the web build that render serves with its own cache headers, same-origin only:
 * - `/service-worker.js` (spec 001 s8): the site's service worker, at the root so that its
 *   scope is the whole site (browsers require a worker of the page's origin);
 * - `/house-ads/*`: the house ad network's library, catalogue and creatives (five minutes),
 *   loaded only once a reader allows targeting.
 */
@ApiExcludeController()
@Controller()
export class RenderFilesController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    render: RenderUpstream,
  ) {
    this.forwarding = jsonProxyForwarding(render, ASSET_CLIENT_HEADERS);
  }

  // Every method, so that a write gets the proxies' 405 rather than the page 404.
  @All(['service-worker.js', 'house-ads/*'])
  renderFile(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    proxyRead(this.forwarder, request, reply, this.forwarding);
  }
}
