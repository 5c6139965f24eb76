import { SIGN_REDIRECT_PREFIX } from '@bytewire/media';
import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { jsonProxyForwarding, proxyRead } from '../upstreams/json-proxy';
import { isResizeLocation } from '../upstreams/redirect-rules';
import { RenderUpstream } from '../upstreams/render.upstream';

/**
 * `/images/sign{path}?{params}`: render's signing redirect, for the images the browser renders
 * on client-side navigations (it holds no signing key). The path and query go on byte for
 * byte; render's redirect reaches the browser only when it points at a signed resize URL.
 */
@ApiExcludeController()
@Controller()
export class ImageSignController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    render: RenderUpstream,
  ) {
    this.forwarding = { ...jsonProxyForwarding(render, []), passRedirects: isResizeLocation };
  }

  // Every method, so that a write gets the proxies' 405 rather than the page 404.
  @All(`${SIGN_REDIRECT_PREFIX.slice(1)}/*`)
  sign(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    proxyRead(this.forwarder, request, reply, this.forwarding);
  }
}
