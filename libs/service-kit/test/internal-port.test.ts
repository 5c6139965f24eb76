import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import request from 'supertest';
import {
  type ReadinessCheck,
  ReadinessCheckProvider,
  internalHandler,
  internalPortOf,
  OpenApiYamlModule,
} from '../src';
import { listenInternally } from '../src/app/internal-listener';
import { createTestApp } from './support';

@ReadinessCheckProvider()
class Switch implements ReadinessCheck {
  readonly name = 'switch';
  up = true;

  async check(): Promise<void> {
    if (!this.up) throw new Error('switched off');
  }
}

describe('the internal listener', () => {
  let app: NestFastifyApplication;
  const publicSide = () => request(app.getHttpServer());
  const internalSide = () => request(internalHandler(app));

  beforeAll(async () => {
    app = await createTestApp({
      providers: [Switch],
      imports: [OpenApiYamlModule.register(join(__dirname, 'no-such-openapi.yaml'))],
    });
  });

  afterAll(() => app.close());

  it.each(['/metrics', '/openapi.json', '/openapi.yaml'])(
    'is the only way to %s: the public port answers 404 as for an unknown path',
    async (path) => {
      const unknown = await publicSide().get('/no-such-path').expect(404);
      const res = await publicSide().get(path).expect(404);
      expect(res.body).toEqual({
        ...unknown.body,
        message: unknown.body.message.replace('/no-such-path', path),
      });
    },
  );

  it('serves /metrics and /openapi.json internally', async () => {
    const metrics = await internalSide().get('/metrics').expect(200);
    expect(metrics.text).toContain('http_request_duration_seconds');
    const openapi = await internalSide().get('/openapi.json').expect(200);
    expect(Object.keys(openapi.body.paths)).toEqual(
      expect.arrayContaining(['/health/live', '/health/ready']),
    );
  });

  it('gives the public port the health status alone', async () => {
    expect((await publicSide().get('/health/live').expect(200)).body).toEqual({ status: 'ok' });
    expect((await publicSide().get('/health/ready').expect(200)).body).toEqual({ status: 'ok' });
  });

  it('gives the internal listener the detailed health', async () => {
    const live = await internalSide().get('/health/live').expect(200);
    expect(live.body).toMatchObject({ status: 'ok', info: {} });
    const ready = await internalSide().get('/health/ready').expect(200);
    expect(ready.body).toMatchObject({
      status: 'ok',
      info: { switch: { status: 'up' } },
      dependencies: {},
    });
  });

  it('answers 503 with the status alone publicly when not ready, the checks internally', async () => {
    const check = app.get(Switch);
    check.up = false;
    try {
      const outside = await publicSide().get('/health/ready').expect(503);
      expect(outside.body).toEqual({ status: 'error' });
      expect(outside.text).not.toContain('switched off');
      const inside = await internalSide().get('/health/ready').expect(503);
      expect(inside.body).toMatchObject({
        status: 'error',
        error: { switch: { status: 'down', message: 'switched off' } },
      });
    } finally {
      check.up = true;
    }
  });

  it('cannot be reached by a header the client sends', async () => {
    await publicSide().get('/metrics').set('x-internal', '1').expect(404);
  });
});

describe('INTERNAL_PORT', () => {
  it.each([
    ['abc', /INTERNAL_PORT must be an integer number/],
    ['70000', /INTERNAL_PORT must not be greater than 65535/],
    ['0', /INTERNAL_PORT must not be less than 1/],
  ])('stops the start when it is %s, naming it', async (value, message) => {
    await expect(createTestApp({ env: { INTERNAL_PORT: value } })).rejects.toThrow(message);
  });

  it('defaults to the public port + 6000', () => {
    expect(internalPortOf(3000, undefined)).toBe(9000);
    expect(internalPortOf(3007, undefined)).toBe(9007);
    expect(internalPortOf(3000, 9100)).toBe(9100);
  });

  it('must differ from the public port, and be given when the default would not fit', () => {
    expect(() => internalPortOf(3000, 3000)).toThrow('INTERNAL_PORT must differ from PORT');
    expect(() => internalPortOf(60000, undefined)).toThrow(/INTERNAL_PORT is required/);
  });
});

describe('listening internally (as runService does)', () => {
  it('serves the scrape on the internal port only, and closes with the app', async () => {
    const app = await createTestApp();
    const internal = await listenInternally(app, 0, '127.0.0.1');
    await app.listen(0, '127.0.0.1');
    const publicUrl = await app.getUrl();
    const { port } = internal.address() as AddressInfo;
    const internalUrl = `http://127.0.0.1:${port}`;
    try {
      expect((await fetch(`${publicUrl}/metrics`)).status).toBe(404);
      expect((await fetch(`${publicUrl}/openapi.json`)).status).toBe(404);
      expect(await (await fetch(`${publicUrl}/health/ready`)).json()).toEqual({ status: 'ok' });
      const metrics = await fetch(`${internalUrl}/metrics`);
      expect(metrics.status).toBe(200);
      expect(await metrics.text()).toContain('process_cpu_user_seconds_total');
      expect((await fetch(`${internalUrl}/openapi.json`)).status).toBe(200);
      expect(await (await fetch(`${internalUrl}/health/ready`)).json()).toMatchObject({
        status: 'ok',
        dependencies: {},
      });
      // The same app: the public port's own routes answer there too.
      expect((await fetch(`${internalUrl}/ping`)).status).toBe(200);
    } finally {
      await app.close();
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(internal.listening).toBe(false);
  });
});
