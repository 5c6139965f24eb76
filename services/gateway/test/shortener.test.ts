// The sharebar shortener (spec 001 s7) against the real Redis at REDIS_URL (one Redis or a
// Redis Cluster): each run writes under a SITE_ID of its own (the key namespace) and deletes
// its keys afterwards.
import {
  deleteMatching,
  keysMatching,
  redisClientFor,
  internalHandler,
} from '@bytewire/service-kit';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DEFAULT_REDIS_URL } from '../src/config/gateway-env';
import { checkSiteUrl, MAX_LONG_URL_LENGTH } from '../src/shortener/long-url';
import { SHORT_URL_TTL_SECONDS, SHORTENINGS_PER_ADDRESS } from '../src/shortener/short-url-store';
import { FakeUpstream } from './fake-upstream';
import { createGateway, gatewayBetweenFakes } from './gateway';

const REDIS_URL = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
const PUBLIC_URL = 'https://www.example.com';
const SITE_ID = `shortener-test-${randomBytes(6).toString('hex')}`;
const KEY_PREFIX = `bytewire:short-url:${SITE_ID}:`;
const ARTICLE = `${PUBLIC_URL}/article/some-slug/`;
const SHORT_URL = new RegExp(`^${PUBLIC_URL.replaceAll('.', '\\.')}/s/([0-9A-Za-z]{10})/$`);

const shortenerPath = (longUrl: string): string =>
  `/sharebar-shortener/?longurl=${encodeURIComponent(longUrl)}`;

describe('sharebar shortener with Redis', () => {
  const gw = gatewayBetweenFakes({ PUBLIC_URL, SITE_ID, REDIS_URL });
  const redis = redisClientFor(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });

  afterAll(async () => {
    await deleteMatching(redis, `${KEY_PREFIX}*`);
    await redis.quit();
  });

  async function shorten(longUrl: string): Promise<{ url: string; code: string }> {
    const res = await request(gw.app.getHttpServer()).get(shortenerPath(longUrl)).expect(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const url = (res.body as { data: { url: string } }).data.url;
    const code = SHORT_URL.exec(url)?.[1];
    expect(code).toBeDefined();
    return { url, code: code! };
  }

  it('shortens a URL of the site, and the short URL redirects back to it (301)', async () => {
    const { url, code } = await shorten(ARTICLE);
    expect(await redis.get(`${KEY_PREFIX}${code}`)).toBe(ARTICLE);
    const ttl = await redis.ttl(`${KEY_PREFIX}${code}`);
    expect(ttl).toBeGreaterThan(SHORT_URL_TTL_SECONDS - 60);
    expect(ttl).toBeLessThanOrEqual(SHORT_URL_TTL_SECONDS);

    const res = await request(gw.app.getHttpServer()).get(new URL(url).pathname).expect(301);
    expect(res.headers.location).toBe(ARTICLE);
    expect(gw.render.received).toEqual([]);
  });

  it('gives the same URL the same code every time, in any spelling of the URL', async () => {
    const first = await shorten(ARTICLE);
    expect((await shorten(ARTICLE)).url).toBe(first.url);
    expect((await shorten('HTTPS://WWW.Example.com:443/article/some-slug/')).url).toBe(first.url);
    const other = await shorten(`${PUBLIC_URL}/article/other-slug/#comments-42`);
    expect(other.code).not.toBe(first.code);
    const res = await request(gw.app.getHttpServer()).get(`/s/${other.code}/`).expect(301);
    expect(res.headers.location).toBe(`${PUBLIC_URL}/article/other-slug/#comments-42`);
  });

  it.each([
    ['missing', '/sharebar-shortener/', 'Query parameter longurl is required'],
    ['empty', '/sharebar-shortener/?longurl=', 'Query parameter longurl must not be empty'],
    [
      'repeated',
      `${shortenerPath(ARTICLE)}&longurl=${encodeURIComponent(ARTICLE)}`,
      'Query parameter longurl must be given once',
    ],
    ['relative', shortenerPath('/article/some-slug/'), 'longurl must be an absolute http(s) URL'],
    [
      'not http(s)',
      shortenerPath('javascript:alert(1)'),
      'longurl must be an absolute http(s) URL',
    ],
    [
      'another host',
      shortenerPath('https://evil.example/article/some-slug/'),
      `longurl must be a URL of this site (${PUBLIC_URL})`,
    ],
    [
      'another scheme of the host',
      shortenerPath('http://www.example.com/article/some-slug/'),
      `longurl must be a URL of this site (${PUBLIC_URL})`,
    ],
    [
      'a look-alike host',
      shortenerPath('https://www.example.com.evil.example/'),
      `longurl must be a URL of this site (${PUBLIC_URL})`,
    ],
    [
      'no page of the site',
      shortenerPath(`${PUBLIC_URL}/wp-admin/../../etc/`),
      'longurl must be the URL of a page of this site',
    ],
    [
      'a page path without its trailing slash',
      shortenerPath(`${PUBLIC_URL}/article/some-slug`),
      'longurl must be the URL of a page of this site',
    ],
    [
      'credentials',
      shortenerPath('https://user:pw@www.example.com/'),
      'longurl must not carry a user name or password',
    ],
  ])('refuses a longurl that is %s with 400 JSON', async (_case, path, message) => {
    const res = await request(gw.app.getHttpServer()).get(path).expect(400);
    expect(res.body).toEqual({ statusCode: 400, message });
  });

  it('stores nothing for a refused URL', async () => {
    const before = (await keysMatching(redis, `${KEY_PREFIX}*`)).length;
    await request(gw.app.getHttpServer()).get(shortenerPath('https://evil.example/x/')).expect(400);
    expect(await keysMatching(redis, `${KEY_PREFIX}*`)).toHaveLength(before);
  });

  it('redirects /sharebar-shortener to its slashed path, query kept, and refuses writes', async () => {
    const res = await request(gw.app.getHttpServer())
      .get('/sharebar-shortener?longurl=x')
      .expect(301);
    expect(res.headers.location).toBe('/sharebar-shortener/?longurl=x');
    const post = await request(gw.app.getHttpServer()).post('/sharebar-shortener/').expect(405);
    expect(post.body).toEqual({ statusCode: 405, message: 'Method not allowed; use GET, HEAD' });
    await request(gw.app.getHttpServer()).get('/sharebar-shortener/more').expect(404);
  });

  it('answers an unknown or malformed code with the site 404 page (render), no-cache', async () => {
    for (const path of ['/s/AAAAAAAAAA/', '/s/abc/', '/s/!!!!!!!!!!/', '/s/', '/s/a/b/']) {
      gw.render.requests.length = 0;
      const res = await request(gw.app.getHttpServer()).get(path).expect(404);
      expect(res.headers.location).toBeUndefined();
      expect(res.headers['cache-control']).toBe('no-cache');
      expect(res.text).toContain('This page could not be found');
      expect(gw.render.received.map((r) => r.url)).toEqual([path]);
    }
  });

  it('adds the trailing slash to a short URL (301)', async () => {
    const { code } = await shorten(ARTICLE);
    const res = await request(gw.app.getHttpServer()).get(`/s/${code}`).expect(301);
    expect(res.headers.location).toBe(`/s/${code}/`);
  });

  it('is described in the OpenAPI document under its own path', async () => {
    const res = await request(internalHandler(gw.app)).get('/openapi.json').expect(200);
    const paths = (res.body as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/sharebar-shortener/'] ?? {})).toEqual(['get']);
    expect(JSON.stringify(paths['/sharebar-shortener/'])).toContain('"name":"longurl"');
  });

  it('never redirects off the site, whatever Redis holds', async () => {
    await redis.set(`${KEY_PREFIX}BBBBBBBBBB`, 'https://evil.example/', 'EX', 60);
    const res = await request(gw.app.getHttpServer()).get('/s/BBBBBBBBBB/').expect(404);
    expect(res.headers.location).toBeUndefined();
  });
});

describe('sharebar shortener limit per address', () => {
  // A namespace of its own: the counter of the suite above does not count here.
  const siteId = `shortener-limit-${randomBytes(6).toString('hex')}`;
  const gw = gatewayBetweenFakes({ PUBLIC_URL, SITE_ID: siteId, REDIS_URL });
  const redis = redisClientFor(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });

  afterAll(async () => {
    await deleteMatching(redis, `bytewire:short-url:${siteId}:*`);
    await redis.quit();
  });

  it(`answers 429 with Retry-After past ${SHORTENINGS_PER_ADDRESS.limit} shortenings a minute, storing nothing more`, async () => {
    const server = gw.app.getHttpServer();
    const urls: string[] = [];
    for (let i = 0; i < SHORTENINGS_PER_ADDRESS.limit; i++) {
      const res = await request(server)
        .get(shortenerPath(`${PUBLIC_URL}/article/story-${i}/`))
        .expect(200);
      urls.push((res.body as { data: { url: string } }).data.url);
    }
    const refused = await request(server)
      .get(shortenerPath(`${PUBLIC_URL}/article/one-too-many/`))
      .expect(429);
    expect(refused.body).toEqual({ statusCode: 429, message: SHORTENINGS_PER_ADDRESS.message });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(
      SHORTENINGS_PER_ADDRESS.windowS,
    );
    expect(refused.headers['cache-control']).toBe('no-store');
    const codes = (await keysMatching(redis, `bytewire:short-url:${siteId}:*`)).filter(
      (key) => !key.includes(':rate:'),
    );
    expect(codes).toHaveLength(SHORTENINGS_PER_ADDRESS.limit);
    // Short URLs already made still redirect: only making new ones is held back.
    const first = await request(server)
      .get(new URL(urls[0] ?? '').pathname)
      .expect(301);
    expect(first.headers.location).toBe(`${PUBLIC_URL}/article/story-0/`);
  });
});

/** The statuses of `count` shortenings, the i-th forwarded for `forwardedFor(i)`. */
async function statusesOf(
  server: Parameters<typeof request>[0],
  forwardedFor: (i: number) => string,
  count: number,
): Promise<number[]> {
  const statuses: number[] = [];
  for (let i = 0; i < count; i++) {
    const res = await request(server)
      .get(shortenerPath(`${PUBLIC_URL}/article/proxied-${i}/`))
      .set('x-forwarded-for', forwardedFor(i));
    statuses.push(res.status);
  }
  return statuses;
}

describe('sharebar shortener limit behind a trusted proxy (TRUST_PROXY=127.0.0.1)', () => {
  const siteId = `shortener-trusted-${randomBytes(6).toString('hex')}`;
  const gw = gatewayBetweenFakes({
    PUBLIC_URL,
    SITE_ID: siteId,
    REDIS_URL,
    TRUST_PROXY: '127.0.0.1',
  });
  const redis = redisClientFor(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });

  afterAll(async () => {
    await deleteMatching(redis, `bytewire:short-url:${siteId}:*`);
    await redis.quit();
  });

  it('gives two readers of different forwarded addresses a budget each', async () => {
    const server = gw.app.getHttpServer();
    const limit = SHORTENINGS_PER_ADDRESS.limit;
    const first = await statusesOf(server, () => '198.51.100.1', limit + 1);
    expect(first.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(first[limit]).toBe(429);
    const second = await statusesOf(server, () => '198.51.100.2', limit);
    expect(second.every((status) => status === 200)).toBe(true);
    expect(await redis.get(`bytewire:short-url:${siteId}:rate:shortener:198.51.100.1`)).toBe(
      String(limit + 1),
    );
  });
});

describe('sharebar shortener limit with no trusted proxy (TRUST_PROXY=false)', () => {
  const siteId = `shortener-direct-${randomBytes(6).toString('hex')}`;
  const gw = gatewayBetweenFakes({ PUBLIC_URL, SITE_ID: siteId, REDIS_URL, TRUST_PROXY: 'false' });
  const redis = redisClientFor(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });

  afterAll(async () => {
    await deleteMatching(redis, `bytewire:short-url:${siteId}:*`);
    await redis.quit();
  });

  it('counts the connection’s address: a forged X-Forwarded-For changes nothing', async () => {
    const server = gw.app.getHttpServer();
    const limit = SHORTENINGS_PER_ADDRESS.limit;
    const statuses = await statusesOf(server, (i) => `203.0.113.${i + 1}`, limit + 1);
    expect(statuses.slice(0, limit).every((status) => status === 200)).toBe(true);
    expect(statuses[limit]).toBe(429);
    const rates = (await keysMatching(redis, `bytewire:short-url:${siteId}:*`)).filter((key) =>
      key.includes(':rate:'),
    );
    expect(rates).toHaveLength(1);
  });
});

describe('sharebar shortener with Redis unreachable', () => {
  let app: Awaited<ReturnType<typeof createGateway>>;

  beforeAll(async () => {
    const closedPort = new URL(await FakeUpstream.deadUrl()).port;
    app = await createGateway({
      PUBLIC_URL,
      SITE_ID,
      REDIS_URL: `redis://127.0.0.1:${closedPort}`,
      RENDER_URL: await FakeUpstream.deadUrl(),
      CONTENT_API_URL: await FakeUpstream.deadUrl(),
    });
  });
  afterAll(() => app.close());

  it('answers the normalised long URL itself, quickly', async () => {
    const started = Date.now();
    const res = await request(app.getHttpServer())
      .get(shortenerPath('https://WWW.EXAMPLE.COM/article/some-slug/'))
      .expect(200);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.body).toEqual({ data: { url: ARTICLE } });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('still refuses a URL of another site', async () => {
    await request(app.getHttpServer()).get(shortenerPath('https://evil.example/')).expect(400);
  });

  it('answers a short URL with the 503 page', async () => {
    const res = await request(app.getHttpServer()).get('/s/AAAAAAAAAA/').expect(503);
    expect(res.text).toContain('is having trouble right now');
  });
});

describe('sharebar shortener configuration and rules', () => {
  it('refuses a bad REDIS_URL or PUBLIC_URL at start-up, naming it', async () => {
    await expect(createGateway({ REDIS_URL: 'http://127.0.0.1:6379' })).rejects.toThrow(
      'Invalid environment: REDIS_URL must be a redis://, rediss://, redis+cluster:// or rediss+cluster:// URL',
    );
    await expect(createGateway({ PUBLIC_URL: 'localhost' })).rejects.toThrow(
      'Invalid environment: PUBLIC_URL must be a URL address',
    );
  });

  it(`refuses a long URL over ${MAX_LONG_URL_LENGTH} characters`, () => {
    const path = `/article/${'a'.repeat(MAX_LONG_URL_LENGTH)}/`;
    expect(checkSiteUrl(`${PUBLIC_URL}${path}`, PUBLIC_URL)).toEqual({
      ok: false,
      message: `longurl must be at most ${MAX_LONG_URL_LENGTH} characters`,
    });
    // A page URL (slugs are short) whose query brings it to the limit exactly.
    const base = `${PUBLIC_URL}/article/some-slug/?utm_campaign=`;
    const fits = `${base}${'a'.repeat(MAX_LONG_URL_LENGTH - base.length)}`;
    expect(checkSiteUrl(fits, PUBLIC_URL)).toEqual({ ok: true, url: fits });
  });
});
