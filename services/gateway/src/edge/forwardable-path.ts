import { safeSegments } from '@bytewire/routes';
import { hasMalformedUrl } from '@bytewire/service-kit';
import type { FastifyRequest } from 'fastify';
import { splitUrl } from './url-parts';

/**
 * Whether a request's path can be handed to an upstream unchanged without the upstream reading
 * it differently from the gateway: it arrived without malformed escapes and every segment
 * passes the route table's segment rule. Other paths get a 4xx from the gateway and never reach
 * an upstream.
 */
export function isForwardable(request: FastifyRequest): boolean {
  return !hasMalformedUrl(request) && safeSegments(splitUrl(request.url).path) !== undefined;
}
