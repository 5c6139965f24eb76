import { CROSS_ORIGIN_RESOURCE } from '@bytewire/service-kit';
import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { withoutQueryParams } from '../edge/url-parts';
import { ContentApiUpstream } from '../upstreams/content-api.upstream';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { jsonProxyForwarding, proxyRead } from '../upstreams/json-proxy';

/** Only the gateway authenticates to the content API: a key from a client is dropped. */
const CLIENT_KEY_PARAMS = ['apiKey'];

/**
 * The preview header of spec 000 s7, which the web app's content client sends
 * (`PREVIEW_HEADER` of @bytewire/content-client).
 */
export const PREVIEW_HEADER = 'hub-preview-version';

/**
 * The only client headers the content API gets: content negotiation, conditional requests,
 * the user agent and the preview version. Never cookies, Authorization or a client's key.
 * (`x-request-id` is always sent: the gateway's request id, the client's when well formed.)
 */
export const CONTENT_API_CLIENT_HEADERS = [
  'accept',
  'accept-language',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'user-agent',
  PREVIEW_HEADER,
] as const;

/**
 * The content API for the browser (`/api/neutron/*`) and the corpus videos' sample clips
 * (`/placeholder/video/*`, which need no key; one rule for both is simpler and harmless). The key
 * is added on the server side. Any redirect of the content API is a 502: the browser never
 * follows the content platform anywhere. Both are public: other sites may use them
 * (Cross-Origin-Resource-Policy).
 */
@ApiExcludeController()
@Controller()
export class ContentApiController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    contentApi: ContentApiUpstream,
  ) {
    this.forwarding = jsonProxyForwarding(contentApi, CONTENT_API_CLIENT_HEADERS, {
      addedHeaders: { 'x-api-key': contentApi.apiKey },
      query: (clientQuery) => withoutQueryParams(clientQuery, CLIENT_KEY_PARAMS),
      responseHeaders: CROSS_ORIGIN_RESOURCE,
    });
  }

  @All(['api/neutron/*', 'placeholder/*'])
  proxy(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    proxyRead(this.forwarder, request, reply, this.forwarding);
  }
}
