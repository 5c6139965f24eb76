/**
 * The site cookies the gateway sets (spec 001 s4 and s9): the preferred edition chosen in the
 * address, fly_geo from the CDN's headers; on every answer, never kept with a cached page.
 */
import { RENDER_BUILD_HEADER } from '@bytewire/page-cache';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import request from 'supertest';
import { queryEdition, siteCookiesOf, withSetCookies } from '../src/cookies/site-cookie-headers';
import { FakeUpstream } from './fake-upstream';
import { createGateway, gatewayBetweenFakes } from './gateway';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const LOCALES = [{ code: 'us' }, { code: 'uk' }];
const none = {};

function sources(query: string, cookies: Record<string, string> = none, geo = {}) {
  return { query: new URLSearchParams(query), cookies, ...geo };
}

describe('site cookies: the rule', () => {
  it('takes edition before preferredEdition, configured editions only', () => {
    expect(queryEdition(new URLSearchParams('edition=uk&preferredEdition=us'), LOCALES)).toBe('uk');
    expect(queryEdition(new URLSearchParams('edition=xx&preferredEdition=us'), LOCALES)).toBe('us');
    expect(queryEdition(new URLSearchParams('edition=xx'), LOCALES)).toBeUndefined();
    expect(queryEdition(new URLSearchParams(''), LOCALES)).toBeUndefined();
  });

  it('sets fly_preferred_edition for an edition chosen in the address, with the defaults', () => {
    const [cookie] = siteCookiesOf(sources('preferredEdition=uk'), LOCALES);
    expect(cookie).toMatch(
      /^fly_preferred_edition=uk; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/,
    );
  });

  it('sets no edition cookie for an unknown edition, nor one the cookie already holds', () => {
    expect(siteCookiesOf(sources('edition=%3Bevil'), LOCALES)).toEqual([]);
    expect(siteCookiesOf(sources('edition=fr'), LOCALES)).toEqual([]);
    expect(siteCookiesOf(sources('edition=us', { fly_preferred_edition: 'us' }), LOCALES)).toEqual(
      [],
    );
    expect(siteCookiesOf(sources('edition=uk', { fly_preferred_edition: 'us' }), LOCALES)).toEqual([
      expect.stringMatching(/^fly_preferred_edition=uk;/),
    ]);
  });

  it("sets fly_geo, a session cookie, from the CDN's headers when absent or different", () => {
    expect(siteCookiesOf(sources('', none, { country: 'US', region: 'WA' }))).toEqual([
      'fly_geo=us-wa; Path=/; Secure; SameSite=Lax',
    ]);
    expect(
      siteCookiesOf(sources('', { fly_geo: 'us' }, { country: 'US', region: 'US-CA' })),
    ).toEqual(['fly_geo=us-ca; Path=/; Secure; SameSite=Lax']);
    expect(
      siteCookiesOf(sources('', { fly_geo: 'us-wa' }, { country: 'US', region: 'WA' })),
    ).toEqual([]);
    expect(siteCookiesOf(sources('', none, { country: 'U"S', region: 'WA' }))).toEqual([]);
    expect(siteCookiesOf(sources(''))).toEqual([]);
  });

  it('adds to the Set-Cookie list of the decision, leaving it alone', () => {
    const decision = { 'set-cookie': ['a=1'], 'x-ab-buckets': 'hero:1:control' };
    expect(withSetCookies(decision, ['b=2'])).toEqual({
      'set-cookie': ['a=1', 'b=2'],
      'x-ab-buckets': 'hero:1:control',
    });
    expect(decision['set-cookie']).toEqual(['a=1']);
    expect(withSetCookies({}, [])).toEqual({});
  });
});

describe('site cookies: pages render answers', () => {
  const gw = gatewayBetweenFakes();
  const get = (path: string) => request(gw.app.getHttpServer()).get(path);

  it('sets fly_preferred_edition on a page whose address chooses the edition', async () => {
    const res = await get('/news/?edition=us').expect(200);
    expect(res.headers['set-cookie']).toEqual([
      expect.stringMatching(
        /^fly_preferred_edition=us; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/,
      ),
    ]);
  });

  it('sets fly_geo from the country and region headers, on the 404 page too', async () => {
    const res = await get('/no-such-page/')
      .set('x-geo-country', 'US')
      .set('x-geo-region', 'CA')
      .expect(404);
    expect(res.headers['set-cookie']).toEqual(['fly_geo=us-ca; Path=/; Secure; SameSite=Lax']);
  });

  it('sets nothing for a reader whose cookies already say it all', async () => {
    const res = await get('/news/?edition=us')
      .set('cookie', 'fly_preferred_edition=us; fly_geo=us')
      .set('x-geo-country', 'us')
      .expect(200);
    expect(res.headers['set-cookie']).toBeUndefined();
  });
});

describe('site cookies: cached pages', () => {
  const site = `sc-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
  let render: FakeUpstream;
  let content: FakeUpstream;
  let app: NestFastifyApplication;
  let redis: Redis;
  const build = 'build-1';
  beforeAll(async () => {
    redis = new Redis(REDIS_URL);
    render = await FakeUpstream.start(
      (_req, res) =>
        res
          .writeHead(200, {
            'content-type': 'text/html; charset=utf-8',
            [RENDER_BUILD_HEADER]: build,
          })
          .end('<html><body>page</body></html>'),
      () => ({ [RENDER_BUILD_HEADER]: build }),
    );
    content = await FakeUpstream.start((_req, res) => res.writeHead(200).end('{}'));
    app = await createGateway({
      RENDER_URL: render.url,
      CONTENT_API_URL: content.url,
      REDIS_URL,
      SITE_ID: site,
      PAGE_CACHE_ENABLED: 'true',
      PAGE_CACHE_PURGE_KEY: 'purge-key-0123456789abcdef',
    });
  });
  afterAll(async () => {
    await app.close();
    await Promise.all([render.close(), content.close()]);
    const keys = await redis.keys(`bytewire:page-cache:{${site}}:*`);
    if (keys.length > 0) await redis.del(...keys);
    await redis.quit();
  });
  const get = (path: string) => request(app.getHttpServer()).get(path);
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('gives each reader their own cookies with a shared copy, and keeps none in it', async () => {
    const first = await get('/news/?edition=us').set('x-geo-country', 'US').expect(200);
    expect(first.headers['set-cookie']).toEqual([
      expect.stringMatching(/^fly_preferred_edition=us;/),
      'fly_geo=us; Path=/; Secure; SameSite=Lax',
    ]);
    await settle();
    const copy = await get('/news/').expect(200);
    expect(copy.headers['x-cache']).toBe('hit');
    expect(copy.headers['set-cookie']).toBeUndefined();
    const chosen = await get('/news/?preferredEdition=us').expect(200);
    expect(chosen.headers['x-cache']).toBe('hit');
    expect(chosen.headers['set-cookie']).toEqual([
      expect.stringMatching(/^fly_preferred_edition=us;/),
    ]);
  });
});
