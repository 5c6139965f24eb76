import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { INTERNAL_ONLY_PATHS, internalHandler } from '@bytewire/service-kit';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { createApp, pagePath, TEST_KEY } from './helpers/app';

let app: NestFastifyApplication;
beforeAll(async () => {
  app = await createApp();
});
afterAll(async () => {
  await app.close();
});

const DENIED = { statusCode: 401, message: 'A valid API key is required' };
const protectedPaths = [
  pagePath('front-door', 'home'),
  '/api/neutron/seamless/bytewire/how-to-set-up-a-mesh-wi-fi-network/web',
  '/api/neutron/finder/bytewire/autosuggest/laptop',
  '/api/neutron/finder/bytewire/search/laptop',
  '/api/neutron/sitemaps/index',
  '/api/neutron/vanity/bytewire/dictionary',
  '/api/neutron/vanity/bytewire/web?path=/tips/',
  '/api/neutron/videos/bytewire/captions/webvtt/what-is-wi-fi-7-and-do-you-need-it.vtt',
  '/api/neutron/composer/bytewire/components/door/news/doorList',
];

describe('API key', () => {
  it.each(protectedPaths)('answers 401 without a key: %s', async (path) => {
    const res = await request(app.getHttpServer()).get(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual(DENIED);
    expect(res.headers['content-type']).toMatch(/application\/json/);
  });

  it.each(protectedPaths)('accepts the key as header or query: %s', async (path) => {
    const header = await request(app.getHttpServer()).get(path).set('x-api-key', TEST_KEY);
    expect(header.status).toBe(200);
    const query = await request(app.getHttpServer()).get(
      `${path}${path.includes('?') ? '&' : '?'}apiKey=${TEST_KEY}`,
    );
    expect(query.status).toBe(200);
  });

  it('rejects a wrong key, in either form, even of the same length or a prefix', async () => {
    for (const key of ['wrong-key-0123456789', TEST_KEY.slice(0, -1), `${TEST_KEY}x`, '']) {
      const header = await request(app.getHttpServer())
        .get(pagePath('front-door', 'home'))
        .set('x-api-key', key);
      expect(header.status).toBe(401);
      expect(header.body).toEqual(DENIED);
      const query = await request(app.getHttpServer()).get(
        `${pagePath('front-door', 'home')}?apiKey=${encodeURIComponent(key)}`,
      );
      expect(query.status).toBe(401);
    }
  });

  it('rejects a key given twice in the query', async () => {
    const res = await request(app.getHttpServer()).get(
      `${pagePath('front-door', 'home')}?apiKey=${TEST_KEY}&apiKey=${TEST_KEY}`,
    );
    expect(res.status).toBe(401);
  });

  it('needs no key for images and the OpenAPI document', async () => {
    const image = app.get(CorpusIndex).corpus.authors[0].image;
    expect((await request(app.getHttpServer()).get(image?.imageUrl ?? '')).status).toBe(200);
    expect((await request(internalHandler(app)).get('/openapi.yaml')).status).toBe(200);
  });
});

describe('routes open to operators and browsers', () => {
  it.each(['/health/live', '/health/ready', '/metrics', '/openapi.yaml'])(
    'answers %s without a key',
    async (path) => {
      // The scrape and the contract are on the internal listener only.
      const server = INTERNAL_ONLY_PATHS.has(path) ? internalHandler(app) : app.getHttpServer();
      const res = await request(server).get(path);
      expect(res.status).toBe(200);
    },
  );
});
