import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { READ_METHODS, sendJsonError, sendMethodNotAllowed } from '../edge/responses';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { RenderUpstream } from '../upstreams/render.upstream';

/** The client bundle, served by render with its own (immutable) cache headers. */
@ApiExcludeController()
@Controller('assets')
export class AssetsController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    render: RenderUpstream,
  ) {
    this.forwarding = {
      upstream: render,
      // Static files: no cookie is needed, so none is passed on.
      headers: ({ cookie: _cookie, ...client }) => client,
      onRefused: (reply) => sendJsonError(reply, 400, 'This path cannot be served'),
      onFailure: (reply, failure) => sendJsonError(reply, failure.statusCode, failure.message),
    };
  }

  @All('*')
  asset(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    if (!READ_METHODS.has(request.method)) return sendMethodNotAllowed(reply);
    this.forwarder.forward(request, reply, this.forwarding);
  }
}
