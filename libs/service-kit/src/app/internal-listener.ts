import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { createServer, type Server } from 'node:http';
import { SERVER_LIMITS } from './create-service-app';
import { internalHandler } from './internal-request';

/** Fastify's own default, so that both listeners keep connections alike. */
const KEEP_ALIVE_TIMEOUT_MS = 72_000;

/**
 * Listens on the internal port with a second Node server handing every request to the app's
 * fastify routing, marked internal (`internalHandler`). It closes when the public server does
 * (the app's close, e.g. on SIGTERM). Rejects when the port cannot be taken.
 */
export async function listenInternally(
  app: NestFastifyApplication,
  port: number,
  host: string,
): Promise<Server> {
  const server = createServer(
    {
      maxHeaderSize: SERVER_LIMITS.maxHeaderBytes,
      requestTimeout: SERVER_LIMITS.requestTimeoutMs,
      keepAliveTimeout: KEEP_ALIVE_TIMEOUT_MS,
    },
    internalHandler(app),
  );
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  app.getHttpServer().once('close', () => closeInternally(server));
  return server;
}

/** Stops taking connections and drops the idle ones (a scraper keeps its connection open). */
export function closeInternally(server: Server): void {
  if (!server.listening) return;
  server.close();
  server.closeIdleConnections();
}
