/**
 * The access log's levels (issue 27, quiet logs): a reader's request is an info line, a probe's
 * or a scrape's success a debug line, bad input a warning and a failure an error whatever the
 * settings; ACCESS_LOG_LEVEL moves the success lines down; a bad value stops the start.
 */
import { Controller, Get, InternalServerErrorException } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { internalHandler, INTERNAL_ONLY_PATHS, JsonApiModule, RoutineRoute } from '../src';
import { createTestApp, LogCapture } from './support';

@Controller('poll')
class PollController {
  @Get()
  @RoutineRoute()
  poll(): { changed: false } {
    return { changed: false };
  }

  @Get('broken')
  @RoutineRoute()
  broken(): never {
    throw new InternalServerErrorException('poll failed');
  }
}

async function appLogging(env: Record<string, string>) {
  const logs = new LogCapture();
  const app = await createTestApp({
    imports: [JsonApiModule],
    controllers: [PollController],
    env: { LOG_LEVEL: 'debug', ...env },
    logs,
  });
  return { app, logs };
}

/** The level of the access line of the request `id`. */
async function levelOf(app: NestFastifyApplication, logs: LogCapture, path: string, id: string) {
  // The scrape is on the internal listener only; the rest on the public port.
  const server = INTERNAL_ONLY_PATHS.has(path) ? internalHandler(app) : app.getHttpServer();
  await request(server).get(path).set('x-request-id', id);
  const line = logs.lines.find(
    (l) => l.reqId === id && ['request completed', 'request errored'].includes(String(l.msg)),
  );
  return line === undefined ? 'none' : line.level;
}

describe('the access log', () => {
  it('logs readers at info, probes, scrapes and polls at debug, failures at their level', async () => {
    const { app, logs } = await appLogging({});
    try {
      expect(await levelOf(app, logs, '/ping', 'reader')).toBe('info');
      expect(await levelOf(app, logs, '/health/live', 'live')).toBe('debug');
      expect(await levelOf(app, logs, '/health/ready', 'ready')).toBe('debug');
      expect(await levelOf(app, logs, '/metrics', 'scrape')).toBe('debug');
      expect(await levelOf(app, logs, '/poll', 'poll')).toBe('debug');
      expect(await levelOf(app, logs, '/poll/broken', 'broken')).toBe('error');
      expect(await levelOf(app, logs, '/nothing-here', 'missing')).toBe('warn');
    } finally {
      await app.close();
    }
  });

  it('logs successes at ACCESS_LOG_LEVEL, or not at all when silent', async () => {
    for (const [setting, expected] of [
      ['debug', 'debug'],
      ['silent', 'none'],
    ] as const) {
      const { app, logs } = await appLogging({ ACCESS_LOG_LEVEL: setting });
      try {
        expect(await levelOf(app, logs, '/ping', `reader-${setting}`)).toBe(expected);
        expect(await levelOf(app, logs, '/nothing-here', `missing-${setting}`)).toBe('warn');
      } finally {
        await app.close();
      }
    }
  });

  it('does not start with an ACCESS_LOG_LEVEL it does not know, naming it', async () => {
    await expect(appLogging({ ACCESS_LOG_LEVEL: 'loud' })).rejects.toThrow(
      'Invalid environment: ACCESS_LOG_LEVEL must be one of the following values: info, debug, silent',
    );
  });
});
