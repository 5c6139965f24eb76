import { GrowthBookClient } from '@growthbook/growthbook';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { FeatureEvaluator } from '../src/features/feature-evaluator';
import {
  INVALID_KEY_ERROR,
  MISSING_KEY_ERROR,
  SDK_CACHE_CONTROL,
} from '../src/sdk-endpoint/sdk-features.controller';
import { ADMIN_KEY, cleanRedis, createApp, uniqueSite } from './support/app';

const CLIENT_KEY = 'sdk-productA-1234567890';
const OTHER_CLIENT_KEY = 'sdk-productB-1234567890';
const SITE_FLAGS = { ads: true, adDisplay: true, cohesion: false, consent: true, vanityMask: true };

/** A feature with a targeting rule and a three-way experiment with coverage and a namespace. */
const CHECKOUT = {
  defaultValue: 'classic',
  rules: [
    { condition: { country: 'NZ' }, force: 'kiwi' },
    {
      key: 'checkout-flow',
      variations: ['classic', 'one-page', 'wizard'],
      weights: [0.2, 0.3, 0.5],
      coverage: 0.9,
      hashAttribute: 'id',
      hashVersion: 2,
      namespace: ['checkout', 0, 0.8],
      meta: [{ key: '0' }, { key: '1' }, { key: '2' }],
    },
  ],
};

describe('GrowthBook SDK endpoint (GET /api/features/{clientKey})', () => {
  let site: string;
  let app: NestFastifyApplication;
  const http = () => request(app.getHttpServer());

  beforeEach(async () => {
    site = uniqueSite();
    app = await createApp({
      site,
      env: { SDK_CLIENT_KEYS: `${CLIENT_KEY},${OTHER_CLIENT_KEY}` },
    });
  });
  afterEach(async () => {
    await app.close();
    await cleanRedis(site);
  });

  async function putFeature(key: string, definition: object): Promise<void> {
    await http()
      .put(`/experiments/features/${key}`)
      .set('x-api-key', ADMIN_KEY)
      .send(definition)
      .expect((res) => expect([200, 201]).toContain(res.status));
  }

  it("serves the site's flags and the stored features, without x-api-key", async () => {
    const before = await http().get(`/api/features/${CLIENT_KEY}`).expect(200);
    expect(before.body).toEqual({
      status: 200,
      features: Object.fromEntries(
        Object.entries(SITE_FLAGS).map(([name, on]) => [name, { defaultValue: on }]),
      ),
      experiments: [],
      dateUpdated: expect.any(String),
    });

    const started = Date.now();
    await putFeature('checkout', CHECKOUT);
    await putFeature('ads', { defaultValue: false });
    const after = await http().get(`/api/features/${OTHER_CLIENT_KEY}`).expect(200);
    expect(after.body.features).toEqual({
      ...before.body.features,
      ads: { defaultValue: false },
      checkout: CHECKOUT,
    });
    const updated = Date.parse(after.body.dateUpdated);
    expect(updated).toBeGreaterThanOrEqual(started - 1000);
    expect(updated).toBeLessThanOrEqual(Date.now() + 1000);
    expect(after.headers['cache-control']).toBe(SDK_CACHE_CONTROL);
    expect(after.headers['access-control-allow-origin']).toBe('*');
    expect(after.headers['content-type']).toMatch(/^application\/json/);
  });

  it('answers If-None-Match with a 304 while the payload is unchanged', async () => {
    const first = await http().get(`/api/features/${CLIENT_KEY}`).expect(200);
    const etag = first.headers.etag as string;
    expect(etag).toBe(app.get(FeatureEvaluator).etag);
    expect(etag).toMatch(/^"[^"]+"$/);
    const unchanged = await http()
      .get(`/api/features/${CLIENT_KEY}`)
      .set('if-none-match', etag)
      .expect(304);
    expect(unchanged.text).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    await putFeature('checkout', CHECKOUT);
    const changed = await http()
      .get(`/api/features/${CLIENT_KEY}`)
      .set('if-none-match', etag)
      .expect(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.body.features.checkout).toEqual(CHECKOUT);
  });

  it('refuses an unknown or missing key as GrowthBook does', async () => {
    for (const key of ['sdk-unknown-1234567890', 'not-a-key']) {
      const res = await http().get(`/api/features/${key}`).expect(400);
      expect(res.body).toEqual({ status: 400, error: INVALID_KEY_ERROR });
      expect(res.headers['x-unrecoverable']).toBe('1');
      expect(res.headers['access-control-allow-origin']).toBe('*');
    }
    const missing = await http().get('/api/features').expect(400);
    expect(missing.body).toEqual({ status: 400, error: MISSING_KEY_ERROR });
  });

  it('answers a CORS preflight', async () => {
    const res = await http()
      .options(`/api/features/${CLIENT_KEY}`)
      .set('origin', 'https://shop.example')
      .set('access-control-request-method', 'GET')
      .set('access-control-request-headers', 'cache-control')
      .expect(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
    expect(res.headers['access-control-allow-methods']).toContain('GET');
    expect(res.headers['access-control-allow-headers']).toBe('cache-control');
  });

  it("loads into GrowthBook's own SDK, which evaluates as the service's engine does", async () => {
    await putFeature('checkout', CHECKOUT);
    await app.listen(0, '127.0.0.1');
    const address = app.getHttpServer().address() as { port: number };
    const client = new GrowthBookClient({
      apiHost: `http://127.0.0.1:${address.port}`,
      clientKey: CLIENT_KEY,
    });
    try {
      const init = await client.init({ timeout: 5000 });
      expect(init).toMatchObject({ success: true, source: 'network' });
      const engine = app.get(FeatureEvaluator).engine;
      const seen = new Set<unknown>();
      for (let i = 0; i < 300; i += 1) {
        const user = { attributes: { id: `user-${i}`, country: i % 10 === 0 ? 'NZ' : 'DE' } };
        const sdk = client.evalFeature('checkout', user);
        const ours = engine.evalFeature('checkout', user);
        expect([sdk.value, sdk.source]).toEqual([ours.value, ours.source]);
        expect(client.isOn('ads', user)).toBe(true);
        seen.add(sdk.value);
      }
      // Every branch was taken: forced, each variation, and outside coverage or namespace.
      expect([...seen].sort()).toEqual(['classic', 'kiwi', 'one-page', 'wizard']);
    } finally {
      client.destroy();
    }
  });
});
