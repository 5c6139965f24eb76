import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { jsonProxyForwarding, proxyRead } from '../upstreams/json-proxy';
import { RenderUpstream } from '../upstreams/render.upstream';
import { ASSET_CLIENT_HEADERS } from './assets.controller';

/**
 * `/service-worker.js` (spec 001 s8): the site's service worker, from render, at the root so
 * that its scope is the whole site. Same-origin only, as browsers require of a worker.
 */
@ApiExcludeController()
@Controller()
export class ServiceWorkerController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    render: RenderUpstream,
  ) {
    this.forwarding = jsonProxyForwarding(render, ASSET_CLIENT_HEADERS);
  }

  @All('service-worker.js')
  serviceWorker(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    proxyRead(this.forwarder, request, reply, this.forwarding);
  }
}
