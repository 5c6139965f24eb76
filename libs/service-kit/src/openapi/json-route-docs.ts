/**
 * The OpenAPI operations of the routes served outside Nest's router (`addJsonRoute`), which
 * @nestjs/swagger cannot see: kept per fastify instance, and merged into `/openapi.json`.
 */
import type { FastifyInstance } from 'fastify';

/** An OpenAPI 3 operation object (summary, description, requestBody, responses, ...). */
export type OpenApiOperation = Record<string, unknown>;

const operations = new WeakMap<FastifyInstance, Record<string, Record<string, OpenApiOperation>>>();

export function documentRoute(
  fastify: FastifyInstance,
  method: string,
  url: string,
  operation: OpenApiOperation,
): void {
  const paths = operations.get(fastify) ?? {};
  paths[url] = { ...paths[url], [method.toLowerCase()]: operation };
  operations.set(fastify, paths);
}

/** The documented routes of an instance, as OpenAPI `paths`. */
export function documentedRoutes(
  fastify: FastifyInstance,
): Record<string, Record<string, OpenApiOperation>> {
  return operations.get(fastify) ?? {};
}
