// The first-party analytics collection endpoint (issue 9) against the real Redis at REDIS_URL
// (one Redis or a Redis Cluster): each run writes under a SITE_ID of its own and deletes its
// keys afterwards.
import {
  deleteMatching,
  redisClientFor,
  type RedisClient,
  internalHandler,
} from '@bytewire/service-kit';
import { randomBytes } from 'node:crypto';
import request from 'supertest';
import { DEFAULT_REDIS_URL } from '../src/config/gateway-env';
import { FakeUpstream } from './fake-upstream';
import { createGateway, gatewayBetweenFakes } from './gateway';

const REDIS_URL = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
const SITE_ID = `analytics-test-${randomBytes(6).toString('hex')}`;
const PREFIX = `bytewire:analytics:${SITE_ID}:`;
const STREAM = `${PREFIX}events`;
const MAX_LENGTH = 100;
const PER_MINUTE = 150;

/** A page view as the site's pages send it: the tracking data of spec 001 s3. */
const PAGE_VIEW = {
  type: 'pageview',
  pageUrl: 'https://www.example.com/article/some-slug/',
  canonicalUrl: 'https://www.example.com/article/some-slug/',
  title: 'Some story',
  referrer: 'https://search.example/',
  pageType: 'article',
  articleId: 'a-123',
  contentType: 'article',
  topicName: 'Phones',
  pageViewGuid: 'guid-0001',
  deviceType: 'desktop',
  edition: 'us',
  siteName: 'bytewire',
  testName: 'hero',
  testVersion: '1',
  testGroup: 'a',
  soastaBucket: 'hero_1_a',
};

/** The last entry of the stream as an object, with its id. */
async function lastEntry(redis: RedisClient): Promise<Record<string, string> & { id: string }> {
  const [entry] = await redis.xrevrange(STREAM, '+', '-', 'COUNT', 1);
  if (!entry) throw new Error('the stream is empty');
  const [id, pairs] = entry;
  const fields: Record<string, string> = {};
  for (let i = 0; i < pairs.length; i += 2) fields[pairs[i]!] = pairs[i + 1]!;
  return { ...fields, id };
}

describe('analytics collection into the Redis stream', () => {
  const gw = gatewayBetweenFakes({
    SITE_ID,
    REDIS_URL,
    ANALYTICS_STREAM_MAX_LENGTH: String(MAX_LENGTH),
    ANALYTICS_EVENTS_PER_MINUTE: String(PER_MINUTE),
  });
  const redis = redisClientFor(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  const http = () => request(gw.app.getHttpServer());

  afterAll(async () => {
    await deleteMatching(redis, `${PREFIX}*`);
    await redis.quit();
  });

  it('appends a page view with its tracking fields, the time and the request id (204)', async () => {
    const res = await http()
      .post('/analytics/collect')
      .set('x-request-id', 'collect-trace-1')
      .send(PAGE_VIEW)
      .expect(204);
    expect(res.headers['cache-control']).toBe('no-store');
    const entry = await lastEntry(redis);
    expect(entry).toMatchObject({ ...PAGE_VIEW, requestId: 'collect-trace-1' });
    expect(Date.now() - Date.parse(entry.receivedAt ?? '')).toBeLessThan(10_000);
  });

  it('takes JSON sent as text/plain, as navigator.sendBeacon sends it', async () => {
    await http()
      .post('/analytics/collect')
      .set('content-type', 'text/plain;charset=UTF-8')
      .send(JSON.stringify({ type: 'scroll', depth: 50, pageUrl: PAGE_VIEW.pageUrl }))
      .expect(204);
    expect(await lastEntry(redis)).toMatchObject({ type: 'scroll', depth: '50' });
  });

  it('takes an AMP image beacon: the event in the query, a 1x1 GIF back', async () => {
    const query = new URLSearchParams({
      type: 'video',
      action: 'ad-impression',
      pageUrl: 'https://www.example.com/google-amp/article/some-slug/',
      clientId: 'amp-client-1',
      screenSize: '412x915',
      language: 'en-US',
    });
    const res = await http().get(`/analytics/beacon.gif?${query}`).expect(200);
    expect(res.headers['content-type']).toBe('image/gif');
    expect((res.body as Buffer).subarray(0, 6).toString()).toBe('GIF89a');
    expect(await lastEntry(redis)).toMatchObject(Object.fromEntries(query));
  });

  it("appends the site player's video event: the video, its length, position and time watched in ms", async () => {
    const event = {
      type: 'video',
      action: 'watched',
      pageUrl: 'https://www.example.com/video/some-clip/',
      pageViewGuid: 'guid-0002',
      videoId: 'v-123',
      duration: '68000',
      positionMs: '12500',
      watchedMs: '12250',
    };
    await http().post('/analytics/collect').send(event).expect(204);
    expect(await lastEntry(redis)).toMatchObject(event);
  });

  it('appends an uncaught error of a page with its stack', async () => {
    const report = {
      type: 'error',
      pageUrl: PAGE_VIEW.pageUrl,
      errorKind: 'error',
      message: 'Uncaught TypeError: x is undefined',
      stack: 'TypeError: x is undefined\n    at f (https://www.example.com/assets/a.js:1:2)',
      source: 'https://www.example.com/assets/a.js',
      line: '1',
      column: '2',
    };
    await http().post('/analytics/collect').send(report).expect(204);
    expect(await lastEntry(redis)).toMatchObject(report);
  });

  it("appends an error page's beacon with spec 001 s7's fields", async () => {
    const beacon = {
      type: 'error-page',
      pageUrl: 'https://www.example.com/article/gone/',
      xref: 'https://search.example/?q=gone',
      srcurl: 'https://www.example.com/article/gone/',
      pagetype: 'error_page',
      pguid: '0b6a3c4e-1111-4222-8333-944455556666',
      devicetype: 'mobile',
      sid: '7d1f0e2a-1111-4222-8333-944455556666',
      env: 'production',
    };
    await http().post('/analytics/collect').send(beacon).expect(204);
    expect(await lastEntry(redis)).toMatchObject(beacon);
  });

  it('answers the page-view candidate file, never cached, and counts it', async () => {
    const res = await http().get('/analytics/pageview-candidate.json').expect(200);
    expect(res.body).toEqual({ candidate: true });
    expect(res.headers['cache-control']).toBe('no-store');
    const metrics = (await request(internalHandler(gw.app)).get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/gateway_analytics_pageview_candidates_total(\{[^}]*\})? [1-9]/);
  });

  it.each([
    ['an unknown type', { ...PAGE_VIEW, type: 'purchase' }, 'type must be one of pageview, click'],
    ['no pageUrl', { type: 'pageview' }, 'pageUrl is required, a string'],
    [
      'a video event without action',
      { ...PAGE_VIEW, type: 'video' },
      'action must be one of loaded, started',
    ],
    [
      'a scroll depth of 30',
      { ...PAGE_VIEW, type: 'scroll', depth: 30 },
      'depth must be one of 25, 50, 75, 100',
    ],
    [
      'a scroll without depth',
      { ...PAGE_VIEW, type: 'scroll' },
      'depth must be one of 25, 50, 75, 100',
    ],
    [
      'a negative scrollDistance',
      { ...PAGE_VIEW, scrollDistance: -5 },
      'scrollDistance must not be negative',
    ],
    [
      'a long title',
      { ...PAGE_VIEW, title: 'x'.repeat(257) },
      'title must be at most 256 characters',
    ],
    [
      'a long stack',
      { type: 'error', pageUrl: '/a/', stack: 'x'.repeat(4097) },
      'stack must be at most 4096 characters',
    ],
    [
      'a long pageUrl',
      { ...PAGE_VIEW, pageUrl: 'x'.repeat(2049) },
      'pageUrl must be at most 2048 characters',
    ],
    ['an array value', { ...PAGE_VIEW, edition: ['us', 'uk'] }, 'edition must be a string'],
    [
      'an unknown field',
      { ...PAGE_VIEW, email: 'reader@example.com' },
      'property email should not exist',
    ],
    ['an array of events', [PAGE_VIEW], 'An event must be a JSON object'],
  ])('refuses %s with a 400 naming the rule, storing nothing', async (_label, body, message) => {
    const before = await redis.xlen(STREAM);
    const res = await http().post('/analytics/collect').send(body).expect(400);
    expect(res.body.message).toContain(message);
    expect(await redis.xlen(STREAM)).toBe(before);
  });

  it('stores nothing for a HEAD of the beacon', async () => {
    const before = await redis.xlen(STREAM);
    await http().head('/analytics/beacon.gif?type=pageview&pageUrl=/a/').expect(200);
    expect(await redis.xlen(STREAM)).toBe(before);
  });

  it('refuses a beacon with a repeated or unknown parameter', async () => {
    const bad = await http()
      .get('/analytics/beacon.gif?type=click&pageUrl=/a/&pageUrl=/b/')
      .expect(400);
    expect(bad.body.message).toContain('pageUrl is required, a string');
    await http().get('/analytics/beacon.gif?type=click&pageUrl=/a/&ip=1.2.3.4').expect(400);
  });

  it('refuses malformed JSON and prototype keys, in either content type', async () => {
    await http()
      .post('/analytics/collect')
      .set('content-type', 'application/json')
      .send('{"type":')
      .expect(400);
    await http()
      .post('/analytics/collect')
      .set('content-type', 'application/json')
      .send('{"type":"click","pageUrl":"/a/","__proto__":{"polluted":1}}')
      .expect(400);
    // The example: a nested constructor key was a 500 from class-transformer.
    await http()
      .post('/analytics/collect')
      .set('content-type', 'application/json')
      .send('{"type":"pageview","pageUrl":"http://localhost:3000/","x":{"constructor":1}}')
      .expect(400);
    for (const body of [
      '{"type":"click","pageUrl":"/a/","__proto__":{"polluted":1}}',
      '{"type":"click","pageUrl":"/a/","x":{"constructor":1}}',
      `{"type":"click","pageUrl":"/a/","x":${'['.repeat(3000)}${']'.repeat(3000)}}`,
    ]) {
      const res = await http()
        .post('/analytics/collect')
        .set('content-type', 'text/plain')
        .send(body)
        .expect(400);
      expect(res.body.message).toMatch(
        /must not have a "(__proto__|constructor)" key|nests deeper/,
      );
    }
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    await http()
      .post('/analytics/collect')
      .set('content-type', 'text/plain')
      .send('hi')
      .expect(400);
  });

  it(`keeps the stream at ${MAX_LENGTH} entries, the newest`, async () => {
    for (let i = 0; i < MAX_LENGTH + 20; i++) {
      await http()
        .post('/analytics/collect')
        .send({ type: 'click', pageUrl: `/click/${i}/` })
        .expect(204);
    }
    expect(await redis.xlen(STREAM)).toBe(MAX_LENGTH);
    expect((await lastEntry(redis)).pageUrl).toBe(`/click/${MAX_LENGTH + 19}/`);
  });

  it(`answers 429 with Retry-After past ${PER_MINUTE} events a minute from one address`, async () => {
    let res: request.Response | undefined;
    for (let i = 0; i < PER_MINUTE + 5 && res?.status !== 429; i++) {
      res = await http().post('/analytics/collect').send({ type: 'click', pageUrl: '/x/' });
    }
    expect(res?.status).toBe(429);
    expect(Number(res?.headers['retry-after'])).toBeGreaterThan(0);
    expect(res?.body.message).toBe(`Too many analytics events: at most ${PER_MINUTE} a minute`);
  });

  it('counts events by type, result and way in /metrics', async () => {
    const metrics = (await request(internalHandler(gw.app)).get('/metrics').expect(200)).text;
    expect(metrics).toMatch(
      /gateway_analytics_events_total\{type="pageview",result="stored",via="json"[^}]*\} [1-9]/,
    );
    expect(metrics).toMatch(
      /gateway_analytics_events_total\{type="video",result="stored",via="beacon"[^}]*\} [1-9]/,
    );
    expect(metrics).toMatch(/type="unknown",result="invalid"/);
    expect(metrics).toMatch(/type="click",result="limited"/);
  });
});

describe('analytics collection with Redis unreachable', () => {
  let app: Awaited<ReturnType<typeof createGateway>>;

  beforeAll(async () => {
    const closedPort = new URL(await FakeUpstream.deadUrl()).port;
    app = await createGateway({
      SITE_ID,
      REDIS_URL: `redis://127.0.0.1:${closedPort}`,
      RENDER_URL: await FakeUpstream.deadUrl(),
      CONTENT_API_URL: await FakeUpstream.deadUrl(),
    });
  });
  afterAll(() => app.close());

  it('answers 503 quickly, and still refuses bad events with a 400', async () => {
    const started = Date.now();
    const res = await request(app.getHttpServer())
      .post('/analytics/collect')
      .send(PAGE_VIEW)
      .expect(503);
    expect(Date.now() - started).toBeLessThan(3000);
    expect(res.body.message).toBe('Analytics events cannot be stored now; try again later');
    await request(app.getHttpServer()).post('/analytics/collect').send({}).expect(400);
  });
});

describe('analytics configuration', () => {
  it.each([
    ['ANALYTICS_STREAM_MAX_LENGTH', '10'],
    ['ANALYTICS_EVENTS_PER_MINUTE', '0'],
    ['ANALYTICS_EVENTS_PER_MINUTE', 'lots'],
  ])('refuses to start with %s=%s, naming it', async (name, value) => {
    await expect(
      createGateway({ RENDER_URL: 'http://127.0.0.1:9', [name]: value }),
    ).rejects.toThrow(name);
  });
});

describe("AMP pages' consent, kept in the site's consent cookie", () => {
  const SITE = 'https://www.example.com';
  const gw = gatewayBetweenFakes({ PUBLIC_URL: SITE, SITE_ID, REDIS_URL });
  const http = () => request(gw.app.getHttpServer());
  const body = { consentInstanceId: 'bytewire-analytics' };

  it.each([
    [undefined, 'unknown'],
    ['bytewire_consent=C0001.C0002', 'accepted'],
    ['bytewire_consent=C0001.C0003', 'rejected'],
    ['bytewire_consent=C0001', 'rejected'],
  ])('tells amp-consent the state of the cookie %p: %s', async (cookie, state) => {
    const call = http().post('/analytics/amp-consent').send(body);
    if (cookie) void call.set('cookie', cookie);
    const res = await call.expect(200);
    expect(res.body).toEqual({
      consentRequired: true,
      consentStateValue: state,
      expireCache: true,
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers an AMP cache with AMP CORS, and refuses other origins', async () => {
    const cache = 'https://www-example-com.cdn.ampproject.org';
    const res = await http()
      .post(`/analytics/amp-consent?__amp_source_origin=${encodeURIComponent(SITE)}`)
      .set('origin', cache)
      .send(body)
      .expect(200);
    expect(res.headers['access-control-allow-origin']).toBe(cache);
    expect(res.headers['access-control-allow-credentials']).toBe('true');
    expect(res.headers['amp-access-control-allow-source-origin']).toBe(SITE);
    await http()
      .post('/analytics/amp-consent')
      .set('origin', 'https://evil.example')
      .send(body)
      .expect(403);
    await http()
      .post(
        `/analytics/amp-consent?__amp_source_origin=${encodeURIComponent('https://evil.example')}`,
      )
      .send(body)
      .expect(403);
    await http().post('/analytics/amp-consent').send({ consentInstanceId: 'other' }).expect(400);
    // AMP posts its JSON as text/plain (no CORS preflight).
    const plain = await http()
      .post('/analytics/amp-consent')
      .set('content-type', 'text/plain;charset=utf-8')
      .set('cookie', 'bytewire_consent=C0001.C0002')
      .send(JSON.stringify(body))
      .expect(200);
    expect(plain.body.consentStateValue).toBe('accepted');
  });

  it("keeps a choice made on an AMP page in the cookie, the reader's other categories too", async () => {
    const accepted = await http()
      .post('/analytics/amp-consent/update')
      .set('cookie', 'bytewire_consent=C0003')
      .send({ ...body, consentStateValue: 'accepted' })
      .expect(204);
    expect(accepted.headers['set-cookie']?.[0]).toMatch(
      /^bytewire_consent=C0001\.C0002\.C0003; Max-Age=31536000; Path=\/; Secure; SameSite=Lax$/,
    );
    const rejected = await http()
      .post('/analytics/amp-consent/update')
      .set('cookie', 'bytewire_consent=C0001.C0002.C0005')
      .send({ ...body, consentStateValue: 'rejected' })
      .expect(204);
    expect(rejected.headers['set-cookie']?.[0]).toMatch(/^bytewire_consent=C0001\.C0005;/);
    const dismissed = await http()
      .post('/analytics/amp-consent/update')
      .send({ ...body, consentStateValue: 'dismissed' })
      .expect(204);
    expect(dismissed.headers['set-cookie']).toBeUndefined();
  });
});
