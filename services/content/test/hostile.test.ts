import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { createApp, get, pagePath, TEST_KEY } from './helpers/app';

let app: NestFastifyApplication;
beforeAll(async () => {
  app = await createApp();
});
afterAll(async () => {
  await app.close();
});

const long = (n: number) => 'a'.repeat(n);

/** Requests a careless or hostile client might send: each must be a clear 4xx, never a 5xx. */
const HOSTILE: [string, number][] = [
  [pagePath('unknown-type', 'home'), 404],
  ['/api/neutron/composer/other-site/pages/front-door/home/web', 404],
  [pagePath('article', 'Bad_Slug'), 400],
  [pagePath('article', '-leading-dash'), 400],
  [pagePath('article', '%E2%80%AEevil'), 400],
  [pagePath('article', 'slug%00null'), 400],
  [pagePath('article', '%zz'), 400],
  [pagePath('article', 'a-story', 'desktop'), 400],
  [pagePath('front-door', 'elsewhere'), 404],
  [pagePath('door', 'constructor'), 404],
  [pagePath('search', 'other'), 404],
  [pagePath('member', 'admin'), 404],
  [pagePath('auth-flow', 'constructor'), 404],
  [`${pagePath('front-door', 'home')}?contentOnly=maybe`, 400],
  [`${pagePath('front-door', 'home')}?contentOnly=true&contentOnly=false`, 400],
  [`${pagePath('door', 'latest')}?pageNumber=1&pageNumber=2`, 400],
  [`${pagePath('front-door', 'home')}?foo=1&foo=2`, 400],
  [`${pagePath('front-door', 'home')}?edition=%3Cscript%3E`, 400],
  [`${pagePath('front-door', 'home')}?edition=${long(40)}`, 400],
  [`${pagePath('search', 'results')}?q=${long(500)}`, 400],
  [`${pagePath('door', 'latest')}?pageNumber=${long(200)}`, 400],
  [`${pagePath('gallery', 'the-best-gadgets-we-tested-this-year')}?pageNumber=x`, 400],
  ['/api/neutron/composer/bytewire/components/door/news/no-such', 400],
  ['/api/neutron/composer/bytewire/components/door/news/noSuchComponent', 404],
  ['/api/neutron/seamless/bytewire/a-story/web?limit=abc', 400],
  ['/api/neutron/seamless/bytewire/a-story/web?contentId=%3Cx%3E', 400],
  ['/api/neutron/seamless/bytewire/web?collectionId=../../etc', 400],
  ['/api/neutron/seamless/other-site/a-story/web', 404],
  [`/api/neutron/finder/bytewire/autosuggest/${long(300)}`, 400],
  // Past the service kit's parameter limit (500), fastify refuses before any handler.
  [`/api/neutron/finder/bytewire/autosuggest/${long(600)}`, 414],
  ['/api/neutron/finder/bytewire/autosuggest/bad%00term', 400],
  ['/api/neutron/finder/bytewire/search/laptop?offset=-1', 400],
  ['/api/neutron/finder/other-site/search/laptop', 404],
  ['/api/neutron/sitemaps/index?limit=0', 400],
  ['/api/neutron/sitemaps/Articles', 400],
  ['/api/neutron/vanity/bytewire/web?path=javascript:alert(1)', 400],
  [`/api/neutron/vanity/bytewire/web?path=/${long(3000)}`, 400],
  ['/api/neutron/vanity/bytewire/web?contentType=article', 400],
  ['/api/neutron/vanity/other-site/dictionary', 404],
  ['/api/neutron/videos/bytewire/captions/webvtt/..%2F..%2Fetc%2Fpasswd', 404],
  ['/api/neutron/videos/bytewire/captions/constructor/x.vtt', 404],
  ['/api/neutron/no-such-endpoint', 404],
  [`/api/neutron/composer/bytewire/pages/article/${long(250)}/web`, 400],
];

describe('hostile input', () => {
  it.each(HOSTILE)('%s answers %i with a JSON error', async (path, status) => {
    const res = await get(app, path);
    expect(res.status).toBe(status);
    expect(res.body).toMatchObject({ statusCode: status, message: expect.any(String) });
  });

  it('answers odd but harmless query keys without failing', async () => {
    const res = await get(
      app,
      `${pagePath('front-door', 'home')}?__proto__=x&constructor=y&pageNumber%5B%5D=1&contentOnly=true`,
    );
    expect(res.status).toBe(200);
    // Nest's validation strips __proto__ and constructor keys; the rest is echoed.
    expect(res.body.data.queryParams).toEqual({ 'pageNumber[]': '1', edition: 'us' });
  });

  it('never fails on a content slug that names an object member', async () => {
    for (const type of [
      'article',
      'feature',
      'topic',
      'tag',
      'collection',
      'author',
      'review',
      'gallery',
      'video',
    ]) {
      const res = await get(app, pagePath(type, 'constructor'));
      expect(res.status).toBe(200);
      expect(res.body.data.components[0].status).toBe(404);
    }
  });

  it('rejects other methods and duplicate key headers', async () => {
    const post = await request(app.getHttpServer())
      .post(pagePath('front-door', 'home'))
      .set('x-api-key', TEST_KEY)
      .send({ a: 1 });
    expect(post.status).toBe(404);
    const twice = await request(app.getHttpServer())
      .get(pagePath('front-door', 'home'))
      .set('x-api-key', `${TEST_KEY}, ${TEST_KEY}`);
    expect(twice.status).toBe(401);
  });

  it('answers HEAD like GET', async () => {
    const res = await request(app.getHttpServer())
      .head(pagePath('front-door', 'home'))
      .set('x-api-key', TEST_KEY);
    expect(res.status).toBe(200);
  });
});
