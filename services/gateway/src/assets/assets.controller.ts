import { CROSS_ORIGIN_RESOURCE } from '@bytewire/service-kit';
import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { jsonProxyForwarding, proxyRead } from '../upstreams/json-proxy';
import { RenderUpstream } from '../upstreams/render.upstream';
import { WebAssets } from './web-assets';

/** Static files: negotiation and conditional or partial requests; no cookie, no credential. */
export const ASSET_CLIENT_HEADERS = [
  'accept',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'range',
  'if-range',
  'user-agent',
] as const;

/**
 * The site's public files, with render's cache headers: the client bundle (`/assets/*`,
 * immutable; from the gateway's own copy when it holds the file, see WebAssets, else from
 * render) and the brand (`/brand/*`, a day, from render: the icons the pages' heads name, the
 * manifest, the footer's art, the logos the structured data names). Any site may load them
 * (Cross-Origin-Resource-Policy): search engines and other sites show the logos.
 */
@ApiExcludeController()
@Controller()
export class AssetsController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    private readonly webAssets: WebAssets,
    render: RenderUpstream,
  ) {
    this.forwarding = jsonProxyForwarding(render, ASSET_CLIENT_HEADERS, {
      responseHeaders: CROSS_ORIGIN_RESOURCE,
    });
  }

  // Every method, so that a write gets the proxies' 405 rather than the page 404.
  @All(['assets/*', 'brand/*'])
  async asset(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (await this.webAssets.trySend(request, reply)) return;
    proxyRead(this.forwarder, request, reply, this.forwarding);
  }
}
