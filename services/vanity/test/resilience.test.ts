import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import {
  API_KEY,
  cleanRedis,
  createApp,
  downRedisUrl,
  metricValue,
  uniqueSite,
} from './support/app';
import { DICTIONARY, OBJECT, REDIRECT } from './support/entries';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';

describe('without Redis or without the content API', () => {
  let fake: FakeContentApi;
  let site: string;
  const apps: NestFastifyApplication[] = [];

  const start = async (redisUrl?: string) => {
    const app = await createApp({ site, contentApiUrl: fake.url, redisUrl });
    apps.push(app);
    return app;
  };
  const lookup = (app: NestFastifyApplication, query: string) =>
    request(app.getHttpServer())
      .get(`/api/neutron/vanity/${site}/web?${query}`)
      .set('x-api-key', API_KEY);

  beforeEach(async () => {
    site = uniqueSite();
    fake = await startFakeContentApi([...DICTIONARY]);
  });

  afterEach(async () => {
    for (const app of apps.splice(0)) await app.close();
    await fake.close();
    await cleanRedis(site);
  });

  it('answers from the dictionary held in process while Redis is down', async () => {
    const app = await start(await downRedisUrl());
    await request(app.getHttpServer()).get('/health/ready').expect(200);
    const started = Date.now();
    expect((await lookup(app, 'path=/deals/').expect(200)).body.data.item).toEqual(REDIRECT);
    expect(
      (await lookup(app, 'contentType=article&slug=best-phones-of-the-year').expect(200)).body.data
        .item,
    ).toEqual(OBJECT);
    expect((await lookup(app, 'path=/none/').expect(200)).body.data.item.error.code).toBe(404);
    expect(Date.now() - started).toBeLessThan(3000);
    await request(app.getHttpServer())
      .get(`/api/neutron/vanity/${site}/dictionary`)
      .set('x-api-key', API_KEY)
      .expect(200);
    const metrics = (await request(internalHandler(app)).get('/metrics')).text;
    expect(metricValue(metrics, 'vanity_lookups_total', { result: 'hit', source: 'memory' })).toBe(
      2,
    );
  });

  it('refreshes into the process while Redis is down', async () => {
    const app = await start(await downRedisUrl());
    fake.items = [REDIRECT];
    const res = await request(app.getHttpServer())
      .post(`/api/neutron/vanity/${site}/refresh`)
      .set('x-api-key', 'vanity-admin-key-0123456789')
      .expect(200);
    expect(res.body.data).toMatchObject({ entries: 1, stored: false });
    expect(
      (await lookup(app, 'contentType=article&slug=best-phones-of-the-year').expect(200)).body.data
        .item.error.code,
    ).toBe(404);
  });

  it('is not ready, and answers 503, with no dictionary anywhere', async () => {
    fake.status = 503;
    const app = await start(await downRedisUrl());
    const ready = await request(internalHandler(app)).get('/health/ready').expect(503);
    expect(JSON.stringify(ready.body)).toContain('no vanity dictionary loaded yet');
    await request(app.getHttpServer()).get('/health/live').expect(200);
    const res = await lookup(app, 'path=/deals/').expect(503);
    expect(res.body.statusCode).toBe(503);
  });

  it('starts from the copy in Redis when the content API is down', async () => {
    await start();
    expect(fake.calls).toHaveLength(1);
    fake.status = 500;
    const second = await start();
    await request(second.getHttpServer()).get('/health/ready').expect(200);
    expect((await lookup(second, 'path=/DEALS').expect(200)).body.data.item).toEqual(REDIRECT);
    expect(fake.calls).toHaveLength(1);
  });

  it('becomes ready once the content API answers', async () => {
    fake.status = 500;
    const app = await start(await downRedisUrl());
    await request(app.getHttpServer()).get('/health/ready').expect(503);
    fake.status = 200;
    // A lookup loads the dictionary from the content API when none is held.
    await new Promise((r) => setTimeout(r, 5100));
    expect((await lookup(app, 'path=/deals').expect(200)).body.data.item).toEqual(REDIRECT);
    await request(app.getHttpServer()).get('/health/ready').expect(200);
  });
});
