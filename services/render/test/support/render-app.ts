/**
 * The real render app (service kit, fastify), initialised but not listening, for supertest.
 * The environment is set while the app is created (that is when it is read), then restored.
 */
import { createServiceApp } from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { AppModule, SERVICE_NAME } from '../../src/app.module';

export const API_KEY = 'render-test-key-0123456789';
export const IMAGE_SIGNING_KEY = 'render-test-image-key-0123';

/** `logs` receives the app's log lines (set LOG_LEVEL in `env`: logging is off by default). */
export async function createRenderApp(
  env: Record<string, string>,
  logs?: Parameters<typeof createServiceApp>[1]['logDestination'],
): Promise<NestFastifyApplication> {
  const vars = { LOG_LEVEL: 'silent', CONTENT_API_KEY: API_KEY, IMAGE_SIGNING_KEY, ...env };
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return await createServiceApp(AppModule, { serviceName: SERVICE_NAME, logDestination: logs });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
