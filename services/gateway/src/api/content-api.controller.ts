import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { READ_METHODS, sendJsonError, sendMethodNotAllowed } from '../edge/responses';
import { withoutQueryParams } from '../edge/url-parts';
import { ContentApiUpstream } from '../upstreams/content-api.upstream';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';

/** Only the gateway authenticates to the content API: a key from a client is dropped. */
const CLIENT_KEY_PARAMS = ['apiKey'];

/**
 * The content API for the browser (`/api/neutron/*`) and the corpus placeholder images
 * (`/placeholder/*`, which need no key; one rule for both is simpler and harmless). The key
 * is added on the server side.
 */
@ApiExcludeController()
@Controller()
export class ContentApiController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    contentApi: ContentApiUpstream,
  ) {
    this.forwarding = {
      upstream: contentApi,
      headers: (client) => ({ ...client, 'x-api-key': contentApi.apiKey }),
      query: (clientQuery) => withoutQueryParams(clientQuery, CLIENT_KEY_PARAMS),
      onRefused: (reply) => sendJsonError(reply, 400, 'This path cannot be served'),
      onFailure: (reply, failure) => sendJsonError(reply, failure.statusCode, failure.message),
    };
  }

  @All(['api/neutron/*', 'placeholder/*'])
  proxy(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    if (!READ_METHODS.has(request.method)) return sendMethodNotAllowed(reply);
    this.forwarder.forward(request, reply, this.forwarding);
  }
}
