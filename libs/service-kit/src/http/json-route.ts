import { Logger, type LoggerService } from '@nestjs/common';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  HTTPMethods,
  RouteOptions,
} from 'fastify';
import { documentRoute, type OpenApiOperation } from '../openapi/json-route-docs';
import { errorAnswer } from './error-answer';
import { RETRY_AFTER_HEADER, retryAfterOf } from './too-many-requests';

export interface JsonRoute {
  method: HTTPMethods;
  url: string;
  /** Answers the JSON body to send, or throws (an HttpException for a client error). */
  handler: (request: FastifyRequest, reply: FastifyReply) => unknown;
  /**
   * The JSON schema of a 200 answer, for fastify's serialiser (fast-json-stringify): it drops
   * what the schema does not name, and is faster than JSON.stringify on fixed shapes (slower on
   * maps: measure). Without it, answers are written by JSON.stringify.
   */
  response?: object;
  /** The route's OpenAPI operation, merged into the app's `/openapi.json`. */
  openApi?: OpenApiOperation;
}

/**
 * A JSON endpoint served by fastify directly, outside Nest's router: for an endpoint called on
 * every page request, where Nest's per-request machinery (guards, pipes, interceptors, filters)
 * would cost more than the work, or a JSON endpoint in an app that is not a JSON API (the
 * gateway, whose other answers are HTML pages). Everything a kit route has, it has too: the request id,
 * the request's log line and app logs with its `reqId`, the metrics (fastify hooks), and errors
 * answered and logged as `{ statusCode, message }` by the rule of `HttpErrorFilter`, including
 * fastify's own (bad JSON 400, unsupported media type 415, body too large 413). Validate the
 * body with `validateBody` and check keys in the handler. Register before the app is ready
 * (in `onModuleInit`).
 */
export function addJsonRoute(
  fastify: FastifyInstance,
  { method, url, handler, response, openApi }: JsonRoute,
  logger: LoggerService = new Logger('HttpError'),
): void {
  const route: RouteOptions = {
    method,
    url,
    schema: response ? { response: { 200: response } } : undefined,
    handler: async (request, reply) => handler(request, reply),
    errorHandler: (error, request, reply) => {
      const body = errorAnswer(error, request.method, request.url, logger);
      const retryAfter = retryAfterOf(error);
      if (retryAfter) void reply.header(RETRY_AFTER_HEADER, retryAfter);
      return reply.code(body.statusCode).send(body);
    },
  };
  fastify.route(route);
  if (openApi) documentRoute(fastify, method, url, openApi);
}
