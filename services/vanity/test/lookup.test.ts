import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { ADMIN_KEY, API_KEY, cleanRedis, createApp, metricValue, uniqueSite } from './support/app';
import { DICTIONARY, GONE, OBJECT, REDIRECT, WITH_QUERY } from './support/entries';
import { startFakeContentApi, type FakeContentApi } from './support/fake-content-api';

describe('vanity lookups', () => {
  let fake: FakeContentApi;
  let app: NestFastifyApplication;
  let site: string;

  const web = (query: string, key = API_KEY) =>
    request(app.getHttpServer())
      .get(`/api/neutron/vanity/${site}/web?${query}`)
      .set('x-api-key', key);
  const item = async (query: string) => {
    const res = await web(query).expect(200);
    return res.body.data.item;
  };
  const metrics = async () =>
    (await request(internalHandler(app)).get('/metrics').expect(200)).text;

  beforeAll(async () => {
    site = uniqueSite();
    fake = await startFakeContentApi(DICTIONARY);
    app = await createApp({ site, contentApiUrl: fake.url });
  });

  afterAll(async () => {
    await app.close();
    await fake.close();
    await cleanRedis(site);
  });

  it('loads the dictionary from the content API with its key on start', () => {
    expect(fake.calls).toEqual([{ site, apiKey: expect.any(String) }]);
  });

  it('finds an entry by path, whatever its case, trailing slash or ignored parameters', async () => {
    for (const path of [
      '/deals',
      '/deals/',
      '/DEALS/',
      '/deals/?utm_email=x&debug=1',
      '/deals?ftag=a&bhid=1&mid=2&cid=3&source=s&medium=m&state=x&setDevice=mobile',
      '/deals/#top',
    ]) {
      expect(await item(`path=${encodeURIComponent(path)}`)).toEqual(REDIRECT);
    }
  });

  it('keeps the other query parameters, in any order', async () => {
    expect(await item(`path=${encodeURIComponent('/promo?a=1&b=2')}`)).toEqual(WITH_QUERY);
    expect(await item(`path=${encodeURIComponent('/promo/?b=2&utm_email=z&a=1')}`)).toEqual(
      WITH_QUERY,
    );
    // A parameter that is not ignored makes another URL.
    expect((await item(`path=${encodeURIComponent('/deals/?page=2')}`)).error.code).toBe(404);
  });

  it('answers entries as stored, disabled and expired ones included', async () => {
    expect(await item('path=/old-page')).toEqual(GONE);
  });

  it('finds an entry by content type and slug, and the path first when both are given', async () => {
    expect(await item('contentType=article&slug=best-phones-of-the-year')).toEqual(OBJECT);
    expect(await item('path=/deals/&contentType=article&slug=best-phones-of-the-year')).toEqual(
      REDIRECT,
    );
    expect(await item('path=/nothing/&contentType=article&slug=best-phones-of-the-year')).toEqual(
      OBJECT,
    );
  });

  it('answers a miss as the content API does: 200, error 404, no targets', async () => {
    expect(
      await item(`path=${encodeURIComponent('/no-such-thing?utm_email=1&z=1&a=2')}&edition=us`),
    ).toEqual({
      id: '',
      urlType: 'OK',
      urlPath: '/no-such-thing/?a=2&z=1',
      targets: [],
      error: { code: 404, message: 'No vanity entry for /no-such-thing/?a=2&z=1 (edition us)' },
    });
    expect(await item('contentType=gallery&slug=nope')).toEqual({
      id: '',
      urlType: 'OK',
      urlPath: '',
      targets: [],
      error: { code: 404, message: 'No vanity entry for gallery/nope (edition us)' },
    });
  });

  it('remembers answers, misses included, in process', async () => {
    const before = await metrics();
    await item('path=/cached-miss/');
    await item('path=/cached-miss');
    await item('path=/deals/?a=1');
    await item('path=/deals?a=1');
    const after = await metrics();
    const delta = (labels: Record<string, string>) =>
      metricValue(after, 'vanity_lookups_total', labels) -
      metricValue(before, 'vanity_lookups_total', labels);
    expect(delta({ result: 'miss', source: 'redis' })).toBe(2);
    expect(delta({ result: 'negative', source: 'cache' })).toBe(2);
    expect(
      metricValue(after, 'vanity_lookup_cache_total', { outcome: 'hit' }) -
        metricValue(before, 'vanity_lookup_cache_total', { outcome: 'hit' }),
    ).toBe(2);
    expect(metricValue(after, 'vanity_dictionary_entries')).toBe(DICTIONARY.length);
  });

  it('serves the dictionary in the content API order', async () => {
    const res = await request(app.getHttpServer())
      .get(`/api/neutron/vanity/${site}/dictionary`)
      .set('x-api-key', API_KEY)
      .expect(200);
    expect(res.body).toEqual({ data: { items: DICTIONARY } });
  });

  it('serves the dictionary with the ETag of its version: 304 while unchanged', async () => {
    const dictionary = () =>
      request(app.getHttpServer())
        .get(`/api/neutron/vanity/${site}/dictionary`)
        .set('x-api-key', API_KEY);
    const first = await dictionary().expect(200);
    const etag = first.headers.etag;
    expect(etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
    expect(first.headers['cache-control']).toBe('no-cache');
    const unchanged = await dictionary().set('if-none-match', etag).expect(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(etag);
    await dictionary().set('if-none-match', `"other", W/${etag}`).expect(304);
    const other = await dictionary().set('if-none-match', '"other"').expect(200);
    expect(other.body).toEqual({ data: { items: DICTIONARY } });
  });

  it('needs the callers key (or the admin key)', async () => {
    const server = app.getHttpServer();
    for (const url of [
      `/api/neutron/vanity/${site}/web?path=/deals`,
      `/api/neutron/vanity/${site}/dictionary`,
    ]) {
      const res = await request(server).get(url).expect(401);
      expect(res.body).toEqual({ statusCode: 401, message: 'A valid API key is required' });
      await request(server).get(url).set('x-api-key', 'content-key-0123456789abcdef').expect(401);
      await request(server).get(url).set('x-api-key', ADMIN_KEY).expect(200);
    }
    // The key is a header only: a query parameter would end up in access logs.
    await request(server)
      .get(`/api/neutron/vanity/${site}/web?path=/deals&apiKey=${API_KEY}`)
      .expect(401);
  });

  it('answers 404 for another site', async () => {
    const res = await request(app.getHttpServer())
      .get('/api/neutron/vanity/other-site/web?path=/deals')
      .set('x-api-key', API_KEY)
      .expect(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Unknown site "other-site"' });
  });

  it.each([
    ['', 'A path, or a contentType and a slug, is required'],
    ['contentType=article', 'A path, or a contentType and a slug, is required'],
    ['path=deals', 'path must be a site path'],
    ['path=%2Fa%00b', 'path must be a site path'],
    ['path=%2Fa%0D%0ALocation:%20x', 'path must be a site path'],
    ['path=%2Fa%20b', 'path must be a site path'],
    [`path=/${'a'.repeat(2048)}`, 'path must be a site path'],
    ['path=/a&path=/b', 'path must be given once'],
    ['path=/a&edition=us&edition=us', 'edition must be given once'],
    ['path=/a&edition=fr', 'edition must be one of: us'],
    ['path=/a&edition=', 'edition must be one of: us'],
    ['contentType=Article&slug=x', 'contentType must be a content type'],
    ['contentType=article&slug=..%2Fetc', 'slug '],
    ['contentType=article&slug=a&slug=b', 'slug must be given once'],
  ])('refuses hostile input %s with 400', async (query, message) => {
    const res = await web(query).expect(400);
    expect(res.body.statusCode).toBe(400);
    expect(res.body.message).toContain(message);
  });

  it('accepts a path of exactly 2048 characters', async () => {
    const res = await web(`path=/${'a'.repeat(2047)}`).expect(200);
    expect(res.body.data.item.error.code).toBe(404);
  });

  it('keeps health open, and the OpenAPI documents on the internal listener without a key', async () => {
    const server = app.getHttpServer();
    await request(server).get('/health/live').expect(200);
    await request(server).get('/health/ready').expect(200);
    await request(server).get('/openapi.yaml').expect(404);
    const internal = internalHandler(app);
    const yaml = await request(internal).get('/openapi.yaml').expect(200);
    expect(yaml.text).toContain('/api/neutron/vanity/{site}/web');
    expect(yaml.text).toContain('/api/neutron/vanity/{site}/refresh');
    const json = await request(internal).get('/openapi.json').expect(200);
    expect(json.body.paths).toHaveProperty(['/api/neutron/vanity/{site}/web']);
  });
});
