import type { FastifyReply, FastifyRequest } from 'fastify';
import { forwardablePath } from '../edge/forwardable-path';
import { READ_METHODS, sendJsonError, sendMethodNotAllowed } from '../edge/responses';
import type { Forwarder, Forwarding } from './forwarder';
import type { Upstream } from './upstream';

/**
 * How a plain proxy (the content API, the client bundle) forwards: the allow-listed client
 * headers, and JSON errors for everything it does not pass on: 400 for a path no upstream
 * should see, 502/504 for an upstream that is down, slow or redirecting.
 */
export function jsonProxyForwarding(
  upstream: Upstream,
  clientHeaders: readonly string[],
  extra: Pick<Forwarding, 'addedHeaders' | 'query' | 'responseHeaders'> = {},
): Forwarding {
  const sendFailure: Forwarding['onFailure'] = (reply, failure) =>
    sendJsonError(reply, failure.statusCode, failure.message);
  return {
    upstream,
    clientHeaders,
    ...extra,
    onRefused: (reply) => sendJsonError(reply, 400, 'This path cannot be served'),
    onFailure: sendFailure,
    onBadAnswer: sendFailure,
  };
}

/** Forwards a read (GET or HEAD) whose path is safe to pass on; refuses anything else. */
export function proxyRead(
  forwarder: Forwarder,
  request: FastifyRequest,
  reply: FastifyReply,
  forwarding: Forwarding,
): void {
  if (!READ_METHODS.has(request.method)) return sendMethodNotAllowed(reply);
  const target = forwardablePath(request);
  if (!target) return forwarding.onRefused(reply);
  forwarder.forward(request, reply, target, forwarding);
}
