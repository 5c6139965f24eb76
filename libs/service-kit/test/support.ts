import {
  Controller,
  type DynamicModule,
  Get,
  Module,
  type Provider,
  type Type,
} from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Writable } from 'node:stream';
import { BaseEnv, createServiceApp, ServiceKitModule } from '../src';

export const SERVICE_NAME = 'kit-test';

@Controller('ping')
export class PingController {
  @Get()
  ping(): { pong: true } {
    return { pong: true };
  }
}

/** Log lines written by an app, parsed. */
export class LogCapture extends Writable {
  readonly lines: Array<Record<string, unknown>> = [];

  override _write(chunk: Buffer, _encoding: BufferEncoding, done: () => void): void {
    for (const line of chunk.toString().split('\n').filter(Boolean)) {
      this.lines.push(JSON.parse(line) as Record<string, unknown>);
    }
    done();
  }
}

export interface TestAppOptions {
  env?: Record<string, string>;
  envClass?: Type<BaseEnv>;
  imports?: Array<Type<unknown> | DynamicModule>;
  providers?: Provider[];
  controllers?: Type<unknown>[];
  logs?: LogCapture;
}

/**
 * A real app of the kit with a `/ping` route. The environment is set only while the app is
 * created (that is when it is read), then restored.
 */
export async function createTestApp(options: TestAppOptions = {}): Promise<NestFastifyApplication> {
  @Module({
    imports: [
      ServiceKitModule.forRoot({
        serviceName: SERVICE_NAME,
        env: options.envClass ?? BaseEnv,
      }),
      ...(options.imports ?? []),
    ],
    controllers: [PingController, ...(options.controllers ?? [])],
    providers: options.providers ?? [],
  })
  class TestAppModule {}

  const vars = { LOG_LEVEL: options.logs ? 'info' : 'silent', ...options.env };
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return await createServiceApp(TestAppModule, {
      serviceName: SERVICE_NAME,
      logDestination: options.logs,
    });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}
