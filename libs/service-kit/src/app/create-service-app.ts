import type { Type } from '@nestjs/common';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyHttpOptions } from 'fastify';
import type { Server } from 'node:http';
import { Logger } from 'nestjs-pino';
import type { DestinationStream } from 'pino';
import { parseTrustProxy, type TrustProxy } from '../env/trust-proxy';
import { registerBodyPolicy } from '../http/body-policy';
import { accessLogLevelFromEnv } from '../logging/access-log-level';
import { bindRequestLogger } from '../logging/request-context';
import { REQUEST_ID_HEADER, requestIdFrom } from '../logging/request-id';
import { RequestLogController } from '../logging/request-log-controller';
import { createServiceLogger, logLevelFromEnv } from '../logging/service-logger';
import { openApiDocument, type OpenApiInfo } from '../openapi/openapi-document';
import { drainOnClose } from './drain-on-close';
import { registerInternalOnlyRoutes } from './internal-only-routes';
import { routableUrl } from './routable-url';

export interface ServiceAppOptions {
  serviceName: string;
  /** Title, description and version of `/openapi.json`; defaults name the service. */
  openApi?: Partial<OpenApiInfo>;
  /** Where the JSON log lines go; stdout when absent (tests pass a stream to read them). */
  logDestination?: DestinationStream;
}

/**
 * Limits of every service: small bodies, bounded headers (431 beyond: written here rather than
 * left to a Node flag) and route parameters, a deadline to send. URLs are bounded by the
 * gateway (414 over 2048 characters).
 */
export const SERVER_LIMITS = {
  bodyLimit: 1024 * 1024,
  /** All request headers together, cookies included. */
  maxHeaderBytes: 16 * 1024,
  maxParamLength: 500,
  /** Time a client has to send its whole request (slow-loris guard). */
  requestTimeoutMs: 30_000,
} as const;

/**
 * TRUST_PROXY, read here because fastify takes it when the server is built, before the
 * environment module validates the whole environment (which checks it with the same rule).
 * LOG_LEVEL likewise (see `logLevelFromEnv`).
 */
function trustProxyFromEnv(): TrustProxy {
  try {
    return parseTrustProxy(process.env.TRUST_PROXY);
  } catch (error) {
    throw new Error(`Invalid environment: ${(error as Error).message}`);
  }
}

function fastifyOptions(
  serviceName: string,
  logDestination: DestinationStream | undefined,
): FastifyHttpOptions<Server> {
  return {
    // One pino logger per process; fastify binds `reqId` to each request's child logger and
    // writes one line per request (RequestLogController).
    loggerInstance: createServiceLogger(serviceName, logLevelFromEnv(), logDestination),
    logController: new RequestLogController(accessLogLevelFromEnv()),
    bodyLimit: SERVER_LIMITS.bodyLimit,
    http: { maxHeaderSize: SERVER_LIMITS.maxHeaderBytes },
    routerOptions: { maxParamLength: SERVER_LIMITS.maxParamLength },
    requestTimeout: SERVER_LIMITS.requestTimeoutMs,
    // X-Forwarded-* are believed only from the peers TRUST_PROXY names (none by default).
    trustProxy: trustProxyFromEnv(),
    // `requestIdHeader` would take any incoming value as it is; the id is chosen here instead,
    // with the same rule the logger uses, so fastify's `request.id` is the logged `reqId`.
    requestIdHeader: false,
    genReqId: (req) => requestIdFrom(req.headers[REQUEST_ID_HEADER]),
    rewriteUrl: routableUrl,
  };
}

/**
 * Builds and initialises a service's app, NOT listening (tests drive it with
 * `request(app.getHttpServer())`, and its internal side with `request(internalHandler(app))`;
 * `runService` listens): fastify with the kit's limits and
 * body policy (body-policy.ts), request ids on every response, the pino logger, `/openapi.json`, and a drained close
 * (keep-alive connections closed as their last request is answered: drain-on-close.ts; the
 * signals are runService's).
 * Rejects, naming the variable, when the environment is invalid.
 * `request.ip`, `.ips`, `.host` and `.protocol` follow X-Forwarded-* only from the peers
 * TRUST_PROXY trusts; otherwise they are the connection's own.
 */
export async function createServiceApp(
  appModule: Type<unknown>,
  { serviceName, openApi, logDestination }: ServiceAppOptions,
): Promise<NestFastifyApplication> {
  const app = await NestFactory.create<NestFastifyApplication>(
    appModule,
    // No Nest middleware in any service: what runs on every request is a fastify hook, so
    // @fastify/middie (a layer run on every request, used only by Nest middleware) stays out.
    new FastifyAdapter({ ...fastifyOptions(serviceName, logDestination), skipMiddie: true }),
    // Logs wait for the pino logger; a failed start-up is reported by the caller, once.
    { bufferLogs: true, abortOnError: false, logger: false },
  );
  try {
    app.useLogger(app.get(Logger));
    // Nest flushes its buffered logs on listen only; an app that never listens (tests) would
    // keep buffering every later Nest log line.
    app.flushLogs();
    const fastify = app.getHttpAdapter().getInstance();
    bindRequestLogger(fastify);
    registerBodyPolicy(fastify);
    drainOnClose(fastify);
    fastify.addHook('onRequest', (request, reply, done) => {
      reply.header(REQUEST_ID_HEADER, request.id);
      done();
    });
    registerInternalOnlyRoutes(fastify);
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
