import type { Type } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Logger } from 'nestjs-pino';
import { pino } from 'pino';
import type { BaseEnv } from '../env/base-env';
import { pinoBaseOptions } from '../logging/service-logger';
import { createServiceApp, type ServiceAppOptions } from './create-service-app';

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

/**
 * A service's `main.ts`: creates the app, listens on the validated HOST and PORT (else the
 * default port) and logs `listening` with the URL. SIGTERM/SIGINT close it gracefully.
 */
export async function runService(
  appModule: Type<unknown>,
  { defaultPort, ...appOptions }: RunServiceOptions,
): Promise<NestFastifyApplication> {
  let app: NestFastifyApplication;
  try {
    app = await createServiceApp(appModule, appOptions);
  } catch (error) {
    return fail(appOptions.serviceName, error);
  }
  const config = app.get<ConfigService<BaseEnv, true>>(ConfigService);
  const port = config.get('PORT', { infer: true }) ?? defaultPort;
  const host = config.get('HOST', { infer: true });
  try {
    await app.listen({ port, host });
  } catch (error) {
    await app.close();
    return fail(appOptions.serviceName, error);
  }
  app.get(Logger).log({ url: await app.getUrl() }, 'listening', 'ServiceApp');
  return app;
}
