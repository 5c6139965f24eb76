import { CROSS_ORIGIN_RESOURCE } from '@bytewire/service-kit';
import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { jsonProxyForwarding, proxyRead } from '../upstreams/json-proxy';
import { RenderUpstream } from '../upstreams/render.upstream';
import { ASSET_CLIENT_HEADERS } from './assets.controller';

/**
 * `/brand/*`: the brand's files, served by render with its cache headers (a day): the icons
 * the pages' heads name, the manifest, the footer's art, and the logos the structured data
 * names. Public files any site may load (Cross-Origin-Resource-Policy): search engines and
 * other sites show the logos.
 */
@ApiExcludeController()
@Controller('brand')
export class BrandFilesController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    render: RenderUpstream,
  ) {
    this.forwarding = jsonProxyForwarding(render, ASSET_CLIENT_HEADERS, {
      responseHeaders: CROSS_ORIGIN_RESOURCE,
    });
  }

  // Every method, so that a write gets the proxies' 405 rather than the page 404.
  @All('*')
  brandFile(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    proxyRead(this.forwarder, request, reply, this.forwarding);
  }
}
