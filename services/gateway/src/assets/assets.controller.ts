import { CROSS_ORIGIN_RESOURCE } from '@bytewire/service-kit';
import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { jsonProxyForwarding, proxyRead } from '../upstreams/json-proxy';
import { RenderUpstream } from '../upstreams/render.upstream';

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
 * The client bundle, served by render with its own (immutable) cache headers; public files
 * any site may load (Cross-Origin-Resource-Policy).
 */
@ApiExcludeController()
@Controller('assets')
export class AssetsController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    render: RenderUpstream,
  ) {
    this.forwarding = jsonProxyForwarding(render, ASSET_CLIENT_HEADERS, {
      responseHeaders: CROSS_ORIGIN_RESOURCE,
    });
  }

  @All('*')
  asset(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    proxyRead(this.forwarder, request, reply, this.forwarding);
  }
}
