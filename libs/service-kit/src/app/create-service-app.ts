import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyServerOptions } from 'fastify';
import { Logger } from 'nestjs-pino';
import { REQUEST_ID_HEADER, requestIdFrom } from '../logging/request-id';
import { openApiDocument, type OpenApiInfo } from '../openapi/openapi-document';
import { routableUrl } from './routable-url';

export interface ServiceAppOptions {
  serviceName: string;
  /** Title, description and version of `/openapi.json`; defaults name the service. */
  openApi?: Partial<OpenApiInfo>;
}

/** Limits of every service: small bodies, bounded route parameters, a deadline to send. */
export const SERVER_LIMITS = {
  bodyLimit: 1024 * 1024,
  maxParamLength: 500,
  /** Time a client has to send its whole request (slow-loris guard). */
  requestTimeoutMs: 30_000,
} as const;

function fastifyOptions(): FastifyServerOptions {
  return {
    bodyLimit: SERVER_LIMITS.bodyLimit,
    routerOptions: { maxParamLength: SERVER_LIMITS.maxParamLength },
    requestTimeout: SERVER_LIMITS.requestTimeoutMs,
    // Behind the cluster's load balancer: client address and protocol come from X-Forwarded-*.
    trustProxy: true,
    // `requestIdHeader` would take any incoming value as it is; the id is chosen here instead,
    // with the same rule the logger uses, so fastify's `request.id` is the logged `reqId`.
    requestIdHeader: false,
    genReqId: (req) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
    rewriteUrl: routableUrl,
  };
}

/**
 * Builds and initialises a service's app, NOT listening (tests drive it with
 * `request(app.getHttpServer())`; `runService` listens): fastify with the kit's limits,
 * request ids on every response, the pino logger, `/openapi.json`, and shutdown hooks
 * (SIGTERM/SIGINT close the app, letting in-flight requests finish).
 * Rejects, naming the variable, when the environment is invalid.
 */
export async function createServiceApp(
  appModule: Type<unknown>,
  { serviceName, openApi }: ServiceAppOptions,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    appModule,
    new FastifyAdapter(fastifyOptions()),
    // Logs wait for the pino logger; a failed start-up is reported by the caller, once.
    { bufferLogs: true, abortOnError: false, logger: false },
  );
  try {
    app.useLogger(app.get(Logger));
    // Nest flushes its buffered logs on listen only; an app that never listens (tests) would
    // keep buffering every later Nest log line.
    app.flushLogs();
    app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
    const fastify = app.getHttpAdapter().getInstance();
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    openApiDocument(app, {
      title: `Bytewire ${serviceName}`,
      description: `HTTP API of the ${serviceName} service.`,
      version: '1.0.0',
      ...openApi,
    });
    await app.init();
    await fastify.ready();
    return app;
  } catch (error) {
    await app.close();
    throw error;
  }
}
