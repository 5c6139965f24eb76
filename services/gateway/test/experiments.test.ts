/**
 * A/B tests and feature flags at the gateway (spec 001 s4, s6, s7): a fake experiments
 * service on a loopback port answers decisions, or serves the definitions the gateway decides
 * with itself; a render stand-in records what it is asked for.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { FakeUpstream } from './fake-upstream';
import { createGateway, renderLike } from './gateway';

const KEY = 'experiments-key-0123456789';
const BUDGET_MS = 150;

const DECISION = {
  visitorId: 'visitor-0001',
  tests: [
    { id: 'genius_link', version: '1', bucket: 'test' },
    { id: 'precap_vs_hero', version: '2', bucket: 'hero' },
  ],
  flags: { ads: true, newsletter: false },
  cookies: [
    {
      name: 'nemo_vid',
      value: 'visitor-0001',
      maxAge: 31536000,
      path: '/',
      sameSite: 'lax',
      secure: true,
    },
    {
      name: 'nemo_highlander',
      value: 'genius_link:1:test|precap_vs_hero:2:hero',
      maxAge: 3600,
      path: '/',
      sameSite: 'lax',
      secure: true,
    },
  ],
  headers: {
    'x-ab-buckets': 'genius_link:1:test,precap_vs_hero:2:hero',
    'x-ab-allocation-needed': 'true',
    'x-ab-evil': 'a\u0000b',
    'x-not-ab': 'no',
  },
};

/** Decisions by path: slow, failing and malformed ones for the failure tests. */
function experimentsLike(req: IncomingMessage, res: ServerResponse): void {
  // An experiments service without the definitions endpoint: pages ask for decisions.
  if (req.method === 'GET') return void res.writeHead(404).end();
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    (req as IncomingMessage & { body?: string }).body = body;
    bodies.push(body);
    const path = (JSON.parse(body) as { context: { path: string } }).context.path;
    if (req.headers['x-api-key'] !== KEY) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401}');
    } else if (path === '/article/slow/') {
      const timer = setTimeout(() => res.end(JSON.stringify(DECISION)), 2000);
      res.on('close', () => clearTimeout(timer));
    } else if (path === '/article/failing/') {
      res.writeHead(500, { 'content-type': 'application/json' }).end('{"statusCode":500}');
    } else if (path === '/article/garbage/') {
      res.writeHead(200, { 'content-type': 'application/json' }).end('{"tests": "no"}');
    } else {
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(DECISION));
    }
  });
}
const bodies: string[] = [];

interface Fixture {
  app: NestFastifyApplication;
  render: FakeUpstream;
  experiments: FakeUpstream;
}

function gatewayWithExperiments(
  env: (experiments: FakeUpstream) => Record<string, string>,
): Fixture {
  const fixture = {} as Fixture;
  beforeAll(async () => {
    fixture.render = await FakeUpstream.start(renderLike);
    fixture.experiments = await FakeUpstream.start(experimentsLike);
    fixture.app = await createGateway({
      RENDER_URL: fixture.render.url,
      CONTENT_API_URL: fixture.render.url,
      ...env(fixture.experiments),
    });
  });
  afterAll(async () => {
    await fixture.app.close();
    await Promise.all([fixture.render.close(), fixture.experiments.close()]);
  });
  beforeEach(() => {
    fixture.render.requests.length = 0;
    fixture.experiments.requests.length = 0;
    bodies.length = 0;
  });
  return fixture;
}

describe('gateway A/B tests and feature flags, asked of the service', () => {
  const gw = gatewayWithExperiments((experiments) => ({
    EXPERIMENTS_URL: experiments.url,
    EXPERIMENTS_API_KEY: KEY,
    EXPERIMENTS_TIMEOUT_MS: String(BUDGET_MS),
    EXPERIMENTS_SYNC_INTERVAL_MS: '0',
  }));
  const get = (path: string) => request(gw.app.getHttpServer()).get(path);

  it('sends the decision request: cookies, query, variation header and context', async () => {
    await get('/reviews/?ab=genius_link:1:test&tag=a&tag=b&setDevice=tablet')
      .set('cookie', 'nemo_vid=visitor-0001; fly_preferred_edition=zz; big=' + 'x'.repeat(5000))
      .set('x-ab-test-variation', 'precap_vs_hero:2:hero')
      .set('user-agent', 'TestBrowser/1.0')
      .set('x-request-id', 'trace-ab-1')
      .expect(200);
    expect(gw.experiments.received).toHaveLength(1);
    const [call] = gw.experiments.received;
    expect(call.method).toBe('POST');
    expect(call.url).toBe('/experiments/decide');
    expect(call.headers['x-api-key']).toBe(KEY);
    expect(call.headers['x-request-id']).toBe('trace-ab-1');
    expect(JSON.parse(bodies[0])).toEqual({
      // The over-long cookie value is not passed on.
      cookies: { nemo_vid: 'visitor-0001', fly_preferred_edition: 'zz' },
      query: { ab: 'genius_link:1:test', tag: ['a', 'b'], setDevice: 'tablet' },
      variationHeader: 'precap_vs_hero:2:hero',
      // An edition not configured is skipped: the default, like render's.
      context: { path: '/reviews/', device: 'tablet', edition: 'us', userAgent: 'TestBrowser/1.0' },
    });
  });

  it('takes the device from the cookie, then the CDN header', async () => {
    await get('/news/').set('cookie', 'cdn_device=desktop').set('x-device', 'tablet').expect(200);
    await get('/news/').set('cookie', 'cdn_device=fridge').set('x-device', 'tablet').expect(200);
    expect(
      bodies.map((b) => (JSON.parse(b) as { context: { device: string } }).context.device),
    ).toEqual(['desktop', 'tablet']);
  });

  it('forwards the state and flags to render, never a client copy', async () => {
    await get('/news/')
      .set('x-ab-state', 'forged:1:bucket')
      .set('x-feature-flags', 'forged=1')
      .expect(200);
    const [page] = gw.render.received;
    expect(page.headers['x-ab-state']).toBe('genius_link:1:test|precap_vs_hero:2:hero');
    expect(page.headers['x-feature-flags']).toBe('ads=1,newsletter=0');
  });

  it('sets the cookies and x-ab-* headers on the answer, 404 pages included', async () => {
    for (const [path, status] of [
      ['/news/', 200],
      ['/no-such-route/', 404],
    ] as const) {
      const res = await get(path).expect(status);
      const cookies = res.headers['set-cookie'] as unknown as string[];
      expect(cookies).toEqual([
        'nemo_vid=visitor-0001; Max-Age=31536000; Path=/; Secure; SameSite=Lax',
        'nemo_highlander=genius_link%3A1%3Atest%7Cprecap_vs_hero%3A2%3Ahero; Max-Age=3600; Path=/; Secure; SameSite=Lax',
      ]);
      expect(res.headers['x-ab-buckets']).toBe('genius_link:1:test,precap_vs_hero:2:hero');
      expect(res.headers['x-ab-allocation-needed']).toBe('true');
      // Only well-formed x-ab-* headers of the decision.
      expect(res.headers['x-ab-evil']).toBeUndefined();
      expect(res.headers['x-not-ab']).toBeUndefined();
    }
  });

  it('asks nothing for redirects, assets, feeds and the content API', async () => {
    await get('/news').expect(301);
    await get('/assets/app.js').expect(200);
    await get('/api/neutron/x');
    await get('/news/rss.xml');
    expect(gw.experiments.received).toHaveLength(0);
  });

  it.each(['/article/slow/', '/article/failing/', '/article/garbage/'])(
    '%s: the page as usual, within the budget, without A/B',
    async (path) => {
      const started = Date.now();
      const res = await get(path).set('x-ab-state', 'forged:1:bucket').expect(200);
      expect(Date.now() - started).toBeLessThan(BUDGET_MS + 500);
      expect(res.text).toContain(`page ${path}`);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(res.headers['x-ab-buckets']).toBeUndefined();
      const [page] = gw.render.received;
      expect(page.headers['x-ab-state']).toBeUndefined();
      expect(page.headers['x-feature-flags']).toBeUndefined();
    },
  );

  it('counts decisions by outcome', async () => {
    await get('/news/').expect(200);
    await get('/article/failing/').expect(200);
    const metrics = await request(internalHandler(gw.app)).get('/metrics').expect(200);
    expect(metrics.text).toMatch(
      /gateway_experiments_decisions_total\{[^}]*outcome="decided"[^}]*\} [1-9]/,
    );
    expect(metrics.text).toMatch(
      /gateway_experiments_decisions_total\{[^}]*outcome="bad-status"[^}]*\} [1-9]/,
    );
    // The calls, timed by the answer's status class.
    for (const outcome of ['2xx', '5xx']) {
      expect(metrics.text).toMatch(
        new RegExp(
          `upstream_request_duration_seconds_count\\{[^}]*upstream="experiments",outcome="${outcome}"\\} [1-9]`,
        ),
      );
    }
  });
});

/** A running test everyone is bucketed into, and a flag; changed by the tests. */
const held = {
  etag: '"set-1"',
  definitions: {
    version: 1,
    tests: [
      {
        id: 'hero',
        version: '1',
        startDate: '2020-01-01T00:00:00.000Z',
        endDate: '2099-01-01T00:00:00.000Z',
        allocations: [{ percentage: 100, bucket: 'a' }],
      },
    ],
    flags: { ads: true, newsletter: false } as Record<string, boolean>,
  },
};

/** The definitions endpoint (conditional, with the key); decisions are counted, never wanted. */
function definitionsLike(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers['x-api-key'] !== KEY) return void res.writeHead(401).end();
  if (req.method !== 'GET' || req.url !== '/experiments/definitions') {
    return void res.writeHead(500).end();
  }
  if (req.headers['if-none-match'] === held.etag) return void res.writeHead(304).end();
  res
    .writeHead(200, { 'content-type': 'application/json', etag: held.etag })
    .end(JSON.stringify(held.definitions));
}

describe('gateway A/B tests and feature flags, decided with the definitions held', () => {
  const fixture = {} as Fixture;
  const SYNC_MS = 100;
  beforeAll(async () => {
    fixture.render = await FakeUpstream.start(renderLike);
    fixture.experiments = await FakeUpstream.start(definitionsLike);
    fixture.app = await createGateway({
      RENDER_URL: fixture.render.url,
      CONTENT_API_URL: fixture.render.url,
      EXPERIMENTS_URL: fixture.experiments.url,
      EXPERIMENTS_API_KEY: KEY,
      EXPERIMENTS_TIMEOUT_MS: String(BUDGET_MS),
      EXPERIMENTS_SYNC_INTERVAL_MS: String(SYNC_MS),
    });
  });
  afterAll(async () => {
    await fixture.app.close();
    await Promise.all([fixture.render.close(), fixture.experiments.close()]);
  });
  beforeEach(() => {
    fixture.render.requests.length = 0;
  });
  const get = (path: string) => request(fixture.app.getHttpServer()).get(path);
  const decideCalls = () => fixture.experiments.received.filter((r) => r.method === 'POST');

  it('buckets a new visitor with no call per page: cookies, x-ab-* headers, render told', async () => {
    const before = fixture.experiments.received.length;
    const res = await get('/news/').expect(200);
    const cookies = res.headers['set-cookie'] as unknown as string[];
    expect(cookies).toEqual([
      expect.stringMatching(/^nemo_vid=[0-9a-f-]{36}; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/),
      expect.stringMatching(
        /^nemo_highlander=hero%3A1%3Aa; Max-Age=\d+; Path=\/; Secure; SameSite=Lax$/,
      ),
    ]);
    expect(res.headers['x-ab-buckets']).toBe('hero:1:a');
    const [page] = fixture.render.received;
    expect(page.headers['x-ab-state']).toBe('hero:1:a');
    expect(page.headers['x-feature-flags']).toBe('ads=1,newsletter=0');
    // A returning visitor keeps the bucket, told by their cookie alone.
    const again = await get('/news/')
      .set('cookie', 'nemo_vid=visitor-0001; nemo_highlander=hero:1:a')
      .expect(200);
    expect(again.headers['set-cookie']).toBeUndefined();
    expect(decideCalls()).toHaveLength(0);
    // Only the definitions' reads reached the service, at most one per interval meanwhile.
    expect(fixture.experiments.received.length - before).toBeLessThanOrEqual(3);
  });

  it('reads the definitions with If-None-Match, and takes a change within the interval', async () => {
    await new Promise((resolve) => setTimeout(resolve, SYNC_MS * 3));
    const conditional = fixture.experiments.received.filter(
      (r) => r.headers['if-none-match'] === '"set-1"',
    );
    expect(conditional.length).toBeGreaterThan(0);
    held.etag = '"set-2"';
    held.definitions = { ...held.definitions, version: 2, flags: { ads: false, newsletter: true } };
    const deadline = Date.now() + SYNC_MS * 20;
    let flags: unknown;
    while (Date.now() < deadline) {
      fixture.render.requests.length = 0;
      await get('/news/').expect(200);
      flags = fixture.render.received[0].headers['x-feature-flags'];
      if (flags === 'ads=0,newsletter=1') break;
      await new Promise((resolve) => setTimeout(resolve, SYNC_MS / 2));
    }
    expect(flags).toBe('ads=0,newsletter=1');
    expect(decideCalls()).toHaveLength(0);
  });

  it('takes featureEnable and featureDisable overrides, `all` included', async () => {
    await get('/news/?featureEnable=all').expect(200);
    await get('/news/?featureDisable=newsletter').expect(200);
    // Defaults now: ads off, newsletter on (the change above).
    expect(fixture.render.received.map((r) => r.headers['x-feature-flags'])).toEqual([
      'ads=1,newsletter=1',
      'ads=0,newsletter=0',
    ]);
  });

  it('goes on deciding with the definitions held while the service is down', async () => {
    await fixture.experiments.close();
    await new Promise((resolve) => setTimeout(resolve, SYNC_MS * 3));
    const res = await get('/news/').expect(200);
    expect(res.headers['x-ab-buckets']).toBe('hero:1:a');
    const metrics = await request(internalHandler(fixture.app)).get('/metrics').expect(200);
    expect(metrics.text).toMatch(
      /gateway_experiments_decisions_total\{[^}]*outcome="local"[^}]*\} [1-9]/,
    );
    expect(metrics.text).toMatch(
      /gateway_experiments_definitions_syncs_total\{[^}]*outcome="unreachable"[^}]*\} [1-9]/,
    );
    expect(metrics.text).toMatch(
      /gateway_experiments_definitions_syncs_total\{[^}]*outcome="unchanged"[^}]*\} [1-9]/,
    );
  });
});

describe('gateway with an experiments service that serves no definitions', () => {
  const gw = gatewayWithExperiments((experiments) => ({
    EXPERIMENTS_URL: experiments.url,
    EXPERIMENTS_API_KEY: KEY,
    EXPERIMENTS_TIMEOUT_MS: String(BUDGET_MS),
    EXPERIMENTS_SYNC_INTERVAL_MS: '100',
  }));

  it('asks it for each page’s decision', async () => {
    const res = await request(gw.app.getHttpServer()).get('/news/').expect(200);
    expect(res.headers['x-ab-buckets']).toBe('genius_link:1:test,precap_vs_hero:2:hero');
    expect(gw.experiments.received.filter((r) => r.method === 'POST')).toHaveLength(1);
  });
});

describe('gateway without an experiments service', () => {
  const gw = gatewayWithExperiments(() => ({}));

  it('asks nothing and forwards no A/B header', async () => {
    const res = await request(gw.app.getHttpServer())
      .get('/news/')
      .set('x-ab-state', 'forged:1:bucket')
      .set('x-feature-flags', 'forged=1')
      .expect(200);
    expect(gw.experiments.received).toHaveLength(0);
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(gw.render.received[0].headers['x-ab-state']).toBeUndefined();
    expect(gw.render.received[0].headers['x-feature-flags']).toBeUndefined();
  });
});

describe('gateway experiments configuration', () => {
  it.each([
    [{ EXPERIMENTS_URL: 'http://127.0.0.1:1' }, /EXPERIMENTS_API_KEY/],
    [
      { EXPERIMENTS_URL: 'http://127.0.0.1:1', EXPERIMENTS_API_KEY: 'short' },
      /EXPERIMENTS_API_KEY/,
    ],
    [{ EXPERIMENTS_TIMEOUT_MS: '2001' }, /EXPERIMENTS_TIMEOUT_MS/],
    [{ EXPERIMENTS_TIMEOUT_MS: '0' }, /EXPERIMENTS_TIMEOUT_MS/],
    [{ EXPERIMENTS_SYNC_INTERVAL_MS: '-1' }, /EXPERIMENTS_SYNC_INTERVAL_MS/],
    [{ EXPERIMENTS_SYNC_INTERVAL_MS: 'often' }, /EXPERIMENTS_SYNC_INTERVAL_MS/],
  ])('refuses to start with %o', async (env, message) => {
    await expect(createGateway(env)).rejects.toThrow(message);
  });
});
