import type { FastifyInstance } from 'fastify';
// nestjs-pino keeps the request's logger in this AsyncLocalStorage: its `Logger` (Nest's app
// logger) and `PinoLogger` read it, so every line an app logs while serving a request carries
// that request's `reqId`. Binding it in a fastify hook, rather than through nestjs-pino's
// Nest middleware (run by @fastify/middie), keeps that layer off every request.
import { storage, Store } from 'nestjs-pino/storage';

/** Runs the rest of every request with fastify's request logger (`request.log`) as context. */
export function bindRequestLogger(fastify: FastifyInstance): void {
  fastify.addHook('onRequest', (request, _reply, done) => {
    storage.run(new Store(request.log as ConstructorParameters<typeof Store>[0]), done);
  });
}
