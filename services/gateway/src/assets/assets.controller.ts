import { All, Controller, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { forwardablePath } from '../edge/forwardable-path';
import { READ_METHODS, sendJsonError, sendMethodNotAllowed } from '../edge/responses';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { RenderUpstream } from '../upstreams/render.upstream';

/** Static files: negotiation and conditional or partial requests; no cookie, no credential. */
const ASSET_CLIENT_HEADERS = [
  'accept',
  'accept-encoding',
  'if-none-match',
  'if-modified-since',
  'range',
  'if-range',
  'user-agent',
] as const;

/** The client bundle, served by render with its own (immutable) cache headers. */
@ApiExcludeController()
@Controller('assets')
export class AssetsController {
  private readonly forwarding: Forwarding;

  constructor(
    private readonly forwarder: Forwarder,
    render: RenderUpstream,
  ) {
    const sendFailure: Forwarding['onFailure'] = (reply, failure) =>
      sendJsonError(reply, failure.statusCode, failure.message);
    this.forwarding = {
      upstream: render,
      clientHeaders: ASSET_CLIENT_HEADERS,
      onRefused: (reply) => sendJsonError(reply, 400, 'This path cannot be served'),
      onFailure: sendFailure,
      onBadAnswer: sendFailure,
    };
  }

  @All('*')
  asset(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    if (!READ_METHODS.has(request.method)) return sendMethodNotAllowed(reply);
    const target = forwardablePath(request);
    if (!target) return this.forwarding.onRefused(reply);
    this.forwarder.forward(request, reply, target, this.forwarding);
  }
}
