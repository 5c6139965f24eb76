import { RouteConfig } from '@nestjs/platform-fastify';
import type { FastifyRequest } from 'fastify';

/** The fastify route config marking a route routine (addJsonRoute and raw routes pass it). */
export const ROUTINE_ROUTE_CONFIG = { routineAccessLog: true } as const;

/**
 * Marks a route that machines call all day (probes, scrapes, polls): its successful requests
 * are logged at debug, so that they do not drown the readers' lines. Failures keep their level.
 */
export const RoutineRoute = (): MethodDecorator => RouteConfig(ROUTINE_ROUTE_CONFIG);

/** Whether the request's route is marked routine. */
export function isRoutineRoute(request: FastifyRequest): boolean {
  const config = request.routeOptions?.config as { routineAccessLog?: boolean } | undefined;
  return config?.routineAccessLog === true;
}
