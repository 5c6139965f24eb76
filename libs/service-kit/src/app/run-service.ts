import type { Type } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from 'nestjs-pino';
import { pino } from 'pino';
import type { BaseEnv } from '../env/base-env';
import { pinoBaseOptions } from '../logging/service-logger';
import { createServiceApp, type ServiceAppOptions } from './create-service-app';
import { closeOnSignals } from './close-on-signals';
import { closeInternally, listenInternally } from './internal-listener';
import { internalPortOf } from './internal-port';

export interface RunServiceOptions extends ServiceAppOptions {
  /** Port when the environment sets no PORT. */
  defaultPort: number;
}

/** Start-up failed before the app's logger existed: one JSON line, then exit 1. */
function fail(serviceName: string, error: unknown): never {
  const message = error instanceof Error ? error.message : String(error);
  pino(pinoBaseOptions(serviceName)).fatal({ err: error }, `start-up failed: ${message}`);
  process.exit(1);
}

function urlOf(server: Server): string {
  const { address, port, family } = server.address() as AddressInfo;
  return `http://${family === 'IPv6' ? `[${address}]` : address}:${port}`;
}

/**
 * A service's `main.ts`: creates the app, listens on the validated HOST and PORT (else the
 * default port) and on the internal port (INTERNAL_PORT, else PORT + 6000: `/metrics`,
 * `/openapi.*`, the detailed health; see internal-only-routes.ts), and logs `listening` with
 * both URLs. The internal listener is up first, so a service answering on its public port
 * answers on both. SIGTERM/SIGINT close it gracefully (close-on-signals.ts).
 */
export async function runService(
  appModule: Type<unknown>,
  { defaultPort, ...appOptions }: RunServiceOptions,
): Promise<NestFastifyApplication> {
  let app: NestFastifyApplication;
  let port: number;
  let internalPort: number;
  try {
    app = await createServiceApp(appModule, appOptions);
    const config = app.get<ConfigService<BaseEnv, true>>(ConfigService);
    port = config.get('PORT', { infer: true }) ?? defaultPort;
    internalPort = internalPortOf(port, config.get('INTERNAL_PORT', { infer: true }));
  } catch (error) {
    return fail(appOptions.serviceName, error);
  }
  const host = app.get<ConfigService<BaseEnv, true>>(ConfigService).get('HOST', { infer: true });
  let internal: Server | undefined;
  try {
    internal = await listenInternally(app, internalPort, host);
    await app.listen({ port, host });
  } catch (error) {
    if (internal) closeInternally(internal);
    await app.close();
    return fail(appOptions.serviceName, error);
  }
  closeOnSignals(app);
  app
    .get(Logger)
    .log({ url: await app.getUrl(), internalUrl: urlOf(internal) }, 'listening', 'ServiceApp');
  return app;
}
