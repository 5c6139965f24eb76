import { Controller, Get, Logger } from '@nestjs/common';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { setTimeout as sleep } from 'node:timers/promises';
import request from 'supertest';
import { createTestApp, LogCapture, SERVICE_NAME } from './support';

/** Logs through Nest's logger after an await, as a handler waiting on an upstream does. */
@Controller('noisy')
class NoisyController {
  private readonly logger = new Logger('Noisy');

  @Get()
  async noisy(): Promise<{ ok: true }> {
    this.logger.log('before the wait');
    await sleep(5);
    this.logger.warn('after the wait');
    return { ok: true };
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe('request ids and logs', () => {
  let app: NestFastifyApplication;
  const logs = new LogCapture();

  beforeAll(async () => {
    app = await createTestApp({ logs, controllers: [NoisyController] });
  });
  afterAll(() => app.close());

  it('gives a request without an id a new UUID, on the response', async () => {
    const res = await request(app.getHttpServer()).get('/ping').expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('keeps a well-formed incoming id', async () => {
    const res = await request(app.getHttpServer())
      .get('/ping')
      .set('x-request-id', 'edge-42.a_b')
      .expect(200);
    expect(res.headers['x-request-id']).toBe('edge-42.a_b');
  });

  it.each([
    ['of 65 characters', 'a'.repeat(65)],
    ['of 200 characters', 'b'.repeat(200)],
    ['with spaces', 'not an id'],
    ['with a quote', 'id"injected'],
  ])('replaces an incoming id %s', async (_case, id) => {
    const res = await request(app.getHttpServer()).get('/ping').set('x-request-id', id).expect(200);
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('replaces an incoming id with CR/LF (sent past the HTTP client checks)', async () => {
    const res = await app.inject({
      method: 'GET',
      url: '/ping',
      headers: { 'x-request-id': 'abc\r\nset-cookie: evil=1' },
    });
    expect(res.headers['x-request-id']).toMatch(UUID);
    expect(res.headers['set-cookie']).toBeUndefined();
  });

  it('logs each request as JSON with its reqId and the service, credentials redacted', async () => {
    await request(app.getHttpServer())
      .get(
        '/ping?apiKey=client-secret&APIKEY=shouted-secret&apikey=quiet-secret' +
          '&code=oauth-code&State=oauth-state&id_token=oauth-token&page=2',
      )
      .set('x-request-id', 'logged-request-1')
      .set('authorization', 'Bearer secret-token')
      .set('cookie', 'session=secret-cookie')
      .set('x-api-key', 'secret-key')
      .expect(200);

    const line = logs.lines.find((l) => l.reqId === 'logged-request-1');
    expect(line).toMatchObject({ service: SERVICE_NAME, level: 'info', msg: 'request completed' });
    expect(line?.res).toMatchObject({ statusCode: 200 });
    const text = JSON.stringify(line);
    for (const secret of [
      'secret-token',
      'secret-cookie',
      'secret-key',
      'client-secret',
      'shouted-secret',
      'quiet-secret',
      'oauth-code',
      'oauth-state',
      'oauth-token',
    ]) {
      expect(text).not.toContain(secret);
    }
    // Only the credentials: the rest of the address stays readable.
    expect((line?.req as { url: string }).url).toContain('&page=2');
    expect((line?.req as { url: string }).url).toContain('code=[redacted]');
  });

  it('logs one line per request, with the status and the time taken', async () => {
    await request(app.getHttpServer()).get('/ping?x=1').set('x-request-id', 'one-line').expect(200);
    const lines = logs.lines.filter((l) => l.reqId === 'one-line');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'request completed',
        req: expect.objectContaining({ method: 'GET', url: '/ping?x=1' }),
        res: { statusCode: 200 },
        responseTime: expect.any(Number),
      }),
    ]);
  });

  it("gives what the app logs while serving a request that request's reqId", async () => {
    await Promise.all(
      ['app-log-1', 'app-log-2'].map((id) =>
        request(app.getHttpServer()).get('/noisy').set('x-request-id', id).expect(200),
      ),
    );
    for (const id of ['app-log-1', 'app-log-2']) {
      const messages = logs.lines.filter((l) => l.reqId === id).map((l) => l.msg);
      expect(messages).toEqual(['before the wait', 'after the wait', 'request completed']);
    }
  });

  it('logs bad input as a warning', async () => {
    await request(app.getHttpServer())
      .get('/no-such-route')
      .set('x-request-id', 'logged-404')
      .expect(404);
    expect(logs.lines.find((l) => l.reqId === 'logged-404')).toMatchObject({
      level: 'warn',
      service: SERVICE_NAME,
    });
  });
});

describe('log level', () => {
  it('follows LOG_LEVEL', async () => {
    const logs = new LogCapture();
    const app = await createTestApp({ logs, env: { LOG_LEVEL: 'warn' } });
    try {
      await request(app.getHttpServer()).get('/ping').set('x-request-id', 'quiet-200').expect(200);
      await request(app.getHttpServer())
        .get('/nothing')
        .set('x-request-id', 'loud-404')
        .expect(404);
      expect(logs.lines.map((l) => l.reqId).filter(Boolean)).toEqual(['loud-404']);
    } finally {
      await app.close();
    }
  });
});
