import type { FastifyRequest } from 'fastify';

/** Label of requests no route matched: the raw URL would make the label set unbounded. */
export const UNMATCHED_ROUTE = 'unmatched';

const labels = new WeakMap<FastifyRequest, string>();

/**
 * Names the route of a request for the metrics when the matched pattern says too little
 * (e.g. a catch-all). The label must come from a bounded set, such as a route table's names.
 */
export function setRouteLabel(request: FastifyRequest, label: string): void {
  labels.set(request, label);
}

/** The label set by `setRouteLabel`, else the matched route pattern, else `unmatched`. */
export function routeLabelOf(request: FastifyRequest): string {
  return labels.get(request) ?? request.routeOptions.url ?? UNMATCHED_ROUTE;
}
