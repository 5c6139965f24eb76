import { isClusterUrl, internalHandler } from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Cluster } from 'ioredis';
import request from 'supertest';
import { RefreshScheduler } from '../src/refresh/refresh-scheduler';
import {
  ADMIN_KEY,
  API_KEY,
  cleanRedis,
  createApp,
  eventually,
  metricValue,
  REDIS_URL,
  uniqueSite,
} from './support/app';
import { DICTIONARY, OBJECT, REDIRECT } from './support/entries';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';

const NEW_ENTRY = {
  id: 'v-new',
  urlType: 'TEMPORARY_REDIRECT',
  urlPath: '/new-thing/',
  targets: [{ edition: 'us', targetType: 'url', target: '/news/' }],
};

describe('dictionary refresh', () => {
  let fake: FakeContentApi;
  let app: NestFastifyApplication;
  let site: string;

  const lookup = (path: string) =>
    request(app.getHttpServer())
      .get(`/api/neutron/vanity/${site}/web?path=${encodeURIComponent(path)}`)
      .set('x-api-key', API_KEY)
      .expect(200);
  const refresh = (key?: string) => {
    const req = request(app.getHttpServer()).post(`/api/neutron/vanity/${site}/refresh`);
    return key ? req.set('x-api-key', key) : req;
  };

  beforeEach(async () => {
    site = uniqueSite();
    fake = await startFakeContentApi([...DICTIONARY]);
  });

  afterEach(async () => {
    await app?.close();
    await fake.close();
    await cleanRedis(site);
  });

  it('needs the admin key: 401 without a known key, 403 with the callers key', async () => {
    app = await createApp({ site, contentApiUrl: fake.url });
    expect((await refresh().expect(401)).body).toEqual({
      statusCode: 401,
      message: 'A valid API key is required',
    });
    await refresh('not-a-key-at-all-0000').expect(401);
    expect((await refresh(API_KEY).expect(403)).body).toEqual({
      statusCode: 403,
      message: 'The admin key is required to refresh the dictionary',
    });
    expect(fake.calls).toHaveLength(1);
    await request(app.getHttpServer())
      .post('/api/neutron/vanity/other/refresh')
      .set('x-api-key', ADMIN_KEY)
      .expect(404);
  });

  it('refreshes on demand, dropping the cached answers of the old dictionary', async () => {
    app = await createApp({ site, contentApiUrl: fake.url });
    expect((await lookup('/new-thing')).body.data.item.error.code).toBe(404);
    const dictionary = () =>
      request(app.getHttpServer())
        .get(`/api/neutron/vanity/${site}/dictionary`)
        .set('x-api-key', API_KEY);
    const { etag } = (await dictionary().expect(200)).headers;
    fake.items = [...DICTIONARY, NEW_ENTRY];
    const res = await refresh(ADMIN_KEY).expect(200);
    // A new version, a new ETag: a caller holding the old copy gets the new one.
    const changed = await dictionary().set('if-none-match', etag).expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.data.items).toEqual([...DICTIONARY, NEW_ENTRY]);
    expect(res.body.data).toEqual({
      version: expect.any(String),
      updatedAt: expect.any(String),
      entries: DICTIONARY.length + 1,
      dropped: 0,
      stored: true,
    });
    expect((await lookup('/new-thing')).body.data.item).toEqual(NEW_ENTRY);
  });

  it('drops and counts bad entries, keeping the good ones', async () => {
    fake.items = [
      REDIRECT,
      { id: 'v-bad-type', urlType: 'SOMETHING', urlPath: '/bad/' },
      { id: 'v-no-path', urlType: 'OK' },
      { id: 'v-control', urlType: 'OK', urlPath: '/a\r\nb/' },
      { id: 'v-duplicate', urlType: 'OK', urlPath: '/DEALS' },
      'not an object',
      OBJECT,
    ];
    app = await createApp({ site, contentApiUrl: fake.url });
    const res = await refresh(ADMIN_KEY).expect(200);
    expect(res.body.data).toMatchObject({ entries: 2, dropped: 5 });
    const dictionary = await request(app.getHttpServer())
      .get(`/api/neutron/vanity/${site}/dictionary`)
      .set('x-api-key', API_KEY)
      .expect(200);
    expect(dictionary.body.data.items).toEqual([REDIRECT, OBJECT]);
    expect((await lookup('/bad/')).body.data.item.error.code).toBe(404);
    const metrics = (await request(internalHandler(app)).get('/metrics')).text;
    // The start-up load and the refresh each dropped five.
    expect(metricValue(metrics, 'vanity_dictionary_dropped_entries_total')).toBe(10);
    expect(metricValue(metrics, 'vanity_dictionary_entries')).toBe(2);
  });

  it('keeps the previous dictionary when the content API fails', async () => {
    app = await createApp({ site, contentApiUrl: fake.url });
    fake.status = 500;
    const res = await refresh(ADMIN_KEY).expect(502);
    expect(res.body).toEqual({
      statusCode: 502,
      message: 'Refresh failed: Content API answered 500',
    });
    expect((await lookup('/deals')).body.data.item).toEqual(REDIRECT);
    const metrics = (await request(internalHandler(app)).get('/metrics')).text;
    expect(metricValue(metrics, 'vanity_refresh_failures_total', { trigger: 'manual' })).toBe(1);
  });

  it('refreshes on a schedule through the BullMQ job', async () => {
    app = await createApp({
      site,
      contentApiUrl: fake.url,
      env: { VANITY_REFRESH_INTERVAL_MS: '1000' },
    });
    await app.get(RefreshScheduler).scheduled;
    fake.items = [...DICTIONARY, NEW_ENTRY];
    await eventually(async () => {
      expect((await lookup('/new-thing/')).body.data.item).toEqual(NEW_ENTRY);
    }, 15_000);
    const metrics = (await request(internalHandler(app)).get('/metrics')).text;
    expect(
      metricValue(metrics, 'vanity_refresh_runs_total', { trigger: 'schedule' }),
    ).toBeGreaterThan(0);
  });

  it('loads a version refreshed by another replica from Redis', async () => {
    app = await createApp({ site, contentApiUrl: fake.url });
    const other = await createApp({ site, contentApiUrl: fake.url });
    try {
      // Loaded from Redis on start: the content API was called by the first replica only.
      expect(fake.calls).toHaveLength(1);
      expect((await lookup('/new-thing')).body.data.item.error.code).toBe(404);
      fake.items = [...DICTIONARY, NEW_ENTRY];
      await request(other.getHttpServer())
        .post(`/api/neutron/vanity/${site}/refresh`)
        .set('x-api-key', ADMIN_KEY)
        .expect(200);
      await eventually(async () => {
        expect((await lookup('/new-thing')).body.data.item).toEqual(NEW_ENTRY);
      });
    } finally {
      await other.close();
    }
  });
});

describe('the refresh queue at shutdown', () => {
  it('closes the Cluster client its queue and worker share (BullMQ closes only its own)', async () => {
    const site = uniqueSite();
    const fake = await startFakeContentApi([...DICTIONARY]);
    try {
      const app = await createApp({ site, contentApiUrl: fake.url });
      const connection: unknown = app.get(RefreshScheduler)['connection'];
      if (!isClusterUrl(REDIS_URL)) {
        // One Redis: BullMQ gets options and makes (and closes) its connections itself.
        expect(connection).not.toBeInstanceOf(Cluster);
        await app.close();
        return;
      }
      expect(connection).toBeInstanceOf(Cluster);
      const disconnect = jest.spyOn(connection as Cluster, 'disconnect');
      await app.close();
      expect(disconnect).toHaveBeenCalled();
      // Closed (ioredis may leave a Cluster at `close` rather than `end`): no node connection left.
      await eventually(async () =>
        expect(['close', 'end']).toContain((connection as Cluster).status),
      );
    } finally {
      await fake.close();
      await cleanRedis(site);
    }
  });
});
