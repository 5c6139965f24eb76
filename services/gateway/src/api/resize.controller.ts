import { CROSS_ORIGIN_RESOURCE } from '@bytewire/service-kit';
import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ContentApiUpstream } from '../upstreams/content-api.upstream';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { jsonProxyForwarding, proxyRead } from '../upstreams/json-proxy';

/**
 * The client headers an image request takes to the image service: Accept (which picks WebP),
 * the conditional ones (ETag revalidation) and the user agent. Nothing else: no cookies.
 */
export const RESIZE_CLIENT_HEADERS = [
  'accept',
  'if-none-match',
  'if-modified-since',
  'user-agent',
] as const;

/**
 * Signed image URLs (`/resize/{signature}{path}?{params}`, spec 000 s7) and the corpus images'
 * originals (`/originals{path}`, their imageUrl) to the content service, which is this
 * cluster's image service. Read-only; the path and query go on byte
 * for byte (the signature covers them) and no API key is added (the signature is the guard).
 * The image streams back with the service's caching headers (Cache-Control, ETag, Vary), for
 * any site to show (feed readers, newsletters, AMP caches: Cross-Origin-Resource-Policy).
 */
@ApiExcludeController()
@Controller()
export class ResizeController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    contentApi: ContentApiUpstream,
  ) {
    this.forwarding = jsonProxyForwarding(contentApi, RESIZE_CLIENT_HEADERS, {
      responseHeaders: CROSS_ORIGIN_RESOURCE,
    });
  }

  // Every method, so that a write gets the proxies' 405 rather than the page 404.
  @All(['resize/*', 'originals/*'])
  proxy(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    proxyRead(this.forwarder, request, reply, this.forwarding);
  }
}
