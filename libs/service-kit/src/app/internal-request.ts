import type { IncomingMessage, RequestListener } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { FastifyInstance, FastifyRequest } from 'fastify';

const INTERNAL = Symbol('bytewire.internalRequest');

type MarkedRequest = IncomingMessage & { [INTERNAL]?: true };

/**
 * The internal listener's request handler: marks each request as internal, then hands it to the
 * app's fastify routing (the same routes, hooks, logs and metrics as the public port). The
 * mark is set on the connection's request object, never from anything the client sends.
 *
 * Tests make an internal request with it: `request(internalHandler(app)).get('/metrics')`
 * (supertest serves a function on a server of its own, one per request).
 */
export function internalHandler(app: INestApplication): RequestListener {
  const fastify = app.getHttpAdapter().getInstance() as FastifyInstance;
  return (req, res) => {
    (req as MarkedRequest)[INTERNAL] = true;
    fastify.routing(req, res);
  };
}

/** Whether the request came through the internal listener (see `internalHandler`). */
export function isInternalRequest(request: FastifyRequest): boolean {
  return (request.raw as MarkedRequest)[INTERNAL] === true;
}
