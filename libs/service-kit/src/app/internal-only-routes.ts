import type { FastifyInstance } from 'fastify';
import { setRouteLabel, UNMATCHED_ROUTE } from '../metrics/route-label';
import { isInternalRequest } from './internal-request';

/**
 * Routes served on the internal listener only: the Prometheus scrape (190 KB of process
 * detail) and the OpenAPI documents. The detailed health body is the health controller's
 * concern (the public port gets the status alone).
 */
export const INTERNAL_ONLY_PATHS: ReadonlySet<string> = new Set([
  '/metrics',
  '/openapi.json',
  '/openapi.yaml',
]);

/**
 * On the public port an internal-only route answers exactly as an unknown path does (the app's
 * 404 handler), so that the port does not even tell that it exists.
 */
export function registerInternalOnlyRoutes(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, reply, done) => {
    const route = request.routeOptions.url;
    if (route !== undefined && INTERNAL_ONLY_PATHS.has(route) && !isInternalRequest(request)) {
      // Counted as an unknown path is, too.
      setRouteLabel(request, UNMATCHED_ROUTE);
      reply.callNotFound();
      return;
    }
    done();
  });
}
