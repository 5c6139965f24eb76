import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { DependencyChecks, validateEnv, internalHandler } from '@bytewire/service-kit';
import request from 'supertest';
import { GatewayEnv } from '../src/config/gateway-env';
import { FakeUpstream } from './fake-upstream';
import { createGateway } from './gateway';

/** Upstreams that answer their health probe but take 2 s for anything else. */
function slow(_req: unknown, res: import('node:http').ServerResponse): void {
  const timer = setTimeout(() => res.end('too late'), 2000);
  res.on('close', () => clearTimeout(timer));
}

describe('gateway with its upstreams down', () => {
  let app: NestFastifyApplication;

  beforeAll(async () => {
    // Redis gone as well: a port nothing listens on.
    const deadRedis = (await FakeUpstream.deadUrl()).replace(/^http:/, 'redis:');
    app = await createGateway({
      RENDER_URL: await FakeUpstream.deadUrl(),
      CONTENT_API_URL: await FakeUpstream.deadUrl(),
      REDIS_URL: deadRedis,
      PAGE_CACHE_REDIS_URL: deadRedis,
    });
  });
  afterAll(() => app.close());

  it('answers a page with its own 503 page, at once', async () => {
    const started = Date.now();
    const res = await request(app.getHttpServer()).get('/news/').expect(503);
    // Well under a hang (Jest's 30 s), with room for a loaded CI machine.
    expect(Date.now() - started).toBeLessThan(5000);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('Bytewire is having trouble right now');
    expect(res.text).toContain('<a href="/">');
  });

  it('answers the API with 502 JSON', async () => {
    const res = await request(app.getHttpServer()).get('/api/neutron/anything').expect(502);
    expect(res.body).toEqual({ statusCode: 502, message: 'content-api could not be reached' });
  });

  it('stays live and ready (it serves what it holds), reporting its dependencies down', async () => {
    await request(app.getHttpServer()).get('/health/live').expect(200);
    await app.get(DependencyChecks).refresh();
    const res = await request(internalHandler(app)).get('/health/ready').expect(200);
    expect(res.body.dependencies).toMatchObject({
      render: { status: 'down', message: 'render could not be reached' },
      'content-api': { status: 'down', message: 'content-api could not be reached' },
      redis: { status: 'down' },
      'page-cache-redis': { status: 'down' },
    });
    const metrics = await request(internalHandler(app)).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/dependency_up\{dependency="render",service="gateway"\} 0/);
    expect(metrics.text).toMatch(/dependency_up\{dependency="content-api",service="gateway"\} 0/);
  });
});

describe('gateway with slow upstreams', () => {
  let render: FakeUpstream;
  let content: FakeUpstream;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    render = await FakeUpstream.start(slow);
    content = await FakeUpstream.start(slow);
    app = await createGateway({
      RENDER_URL: render.url,
      CONTENT_API_URL: content.url,
      RENDER_TIMEOUT_MS: '300',
      CONTENT_API_TIMEOUT_MS: '500',
    });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([render.close(), content.close()]);
  });

  it('gives up on render after RENDER_TIMEOUT_MS with its own 503 page', async () => {
    const started = Date.now();
    const res = await request(app.getHttpServer()).get('/article/slow-slug/').expect(503);
    const elapsed = Date.now() - started;
    expect(elapsed).toBeGreaterThanOrEqual(250);
    expect(elapsed).toBeLessThan(5000);
    expect(res.text).toContain('is having trouble right now');
  });

  it('gives up on the content API after CONTENT_API_TIMEOUT_MS with 504 JSON', async () => {
    const started = Date.now();
    const res = await request(app.getHttpServer()).get('/api/neutron/slow').expect(504);
    expect(Date.now() - started).toBeGreaterThanOrEqual(450);
    expect(res.body).toEqual({
      statusCode: 504,
      message: 'content-api did not answer within 500 ms',
    });
  });

  it('gives up on an asset after RENDER_TIMEOUT_MS with 504 JSON', async () => {
    const res = await request(app.getHttpServer()).get('/assets/slow.js').expect(504);
    expect(res.body).toEqual({ statusCode: 504, message: 'render did not answer within 300 ms' });
  });
});

describe('gateway configuration', () => {
  it("gives render more time than render's own content API budget", () => {
    const env = validateEnv(GatewayEnv)({ CONTENT_API_KEY: 'server-side-key-0123456789' });
    expect(env.RENDER_TIMEOUT_MS).toBe(15000);
    expect(env.CONTENT_API_TIMEOUT_MS).toBe(12000);
    expect(env.TRUST_PROXY).toBe('false');
  });

  it('does not start with a bad TRUST_PROXY, naming the variable', async () => {
    await expect(createGateway({ TRUST_PROXY: 'everyone' })).rejects.toThrow(
      /^Invalid environment: TRUST_PROXY must be false, true, a hop count/,
    );
  });

  it('does not start without a content API key, naming the variable', async () => {
    await expect(createGateway({ CONTENT_API_KEY: 'short' })).rejects.toThrow(
      'Invalid environment: CONTENT_API_KEY must be longer than or equal to 16 characters',
    );
  });

  it('reads the page cache settings: on by default, an empty purge key as none', () => {
    const env = validateEnv(GatewayEnv)({
      CONTENT_API_KEY: 'server-side-key-0123456789',
      PAGE_CACHE_PURGE_KEY: '',
    });
    expect(env).toMatchObject({
      PAGE_CACHE_ENABLED: true,
      PAGE_CACHE_STALE_WHILE_REVALIDATE_S: 300,
      PAGE_CACHE_STALE_IF_ERROR_S: 86400,
      PAGE_CACHE_REDIS_TIMEOUT_MS: 250,
    });
    expect(env.PAGE_CACHE_PURGE_KEY).toBeUndefined();
  });

  it('does not start with bad page cache settings, naming each variable', async () => {
    await expect(
      createGateway({
        PAGE_CACHE_ENABLED: 'maybe',
        PAGE_CACHE_PURGE_KEY: 'short',
        PAGE_CACHE_STALE_IF_ERROR_S: '-1',
      }),
    ).rejects.toThrow(
      /^Invalid environment: PAGE_CACHE_ENABLED must be a boolean value; PAGE_CACHE_PURGE_KEY must be longer than or equal to 16 characters; PAGE_CACHE_STALE_IF_ERROR_S must not be less than 0$/,
    );
  });

  it('does not start with a bad upstream URL or timeout', async () => {
    await expect(
      createGateway({
        RENDER_URL: 'not a url',
        RENDER_TIMEOUT_MS: '0',
        CONTENT_API_TIMEOUT_MS: 'soon',
      }),
    ).rejects.toThrow(
      'Invalid environment: CONTENT_API_TIMEOUT_MS must be an integer number; RENDER_TIMEOUT_MS must not be less than 1; RENDER_URL must be a URL address',
    );
  });
});
