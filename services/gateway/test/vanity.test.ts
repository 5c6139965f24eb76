/**
 * Vanity URLs at the gateway (spec 000 s2, s4, s5, s8, s9): a fake vanity service on a loopback
 * port serves its dictionary (with an ETag, 304 while unchanged), which the gateway holds and
 * decides pages with, no call per page; a render stand-in records what it is asked for.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { FakeUpstream } from './fake-upstream';
import { createGateway, renderLike } from './gateway';

const VANITY_KEY = 'vanity-key-0123456789';
const PUBLIC_URL = 'https://www.bytewire.example';

type Entry = Record<string, unknown>;

const url = (target: string, edition = 'us') => ({ edition, targetType: 'url', target });

/** Entries of the fake vanity service, by the lookup key the gateway sends as `path`. */
const ENTRIES: Record<string, Entry> = {
  '/plain-ok/': { id: 'v-ok', urlType: 'OK', urlPath: '/plain-ok/', targets: [url('/news/')] },
  '/gone/': { id: 'v-gone', urlType: 'NOT_FOUND', urlPath: '/gone/', targets: [url('/')] },
  '/article/retired-story/': {
    id: 'v-retired',
    urlType: 'NOT_FOUND',
    urlPath: '/article/retired-story/',
    targets: [url('/')],
  },
  '/my-mask/': {
    id: 'v-mask',
    urlType: 'MASK',
    urlPath: '/my-mask/',
    targets: [url('/article/target-story/?ref=mask')],
  },
  '/temp-mask/': {
    id: 'v-tmask',
    urlType: 'TEMPORARY_MASK',
    urlPath: '/temp-mask/',
    targets: [{ edition: 'us', targetType: 'article', target: { slug: 'obj-story' } }],
  },
  '/mask-no-slash/': {
    id: 'v-mask-slash',
    urlType: 'MASK',
    urlPath: '/mask-no-slash/',
    targets: [url('/article/slashless')],
  },
  '/go-permanent/': {
    id: 'v-301',
    urlType: 'PERMANENT_REDIRECT',
    urlPath: '/go-permanent/',
    targets: [url('/article/moved-story/')],
  },
  '/go-temporary/': {
    id: 'v-302',
    urlType: 'TEMPORARY_REDIRECT',
    urlPath: '/go-temporary/',
    targets: [url('https://partner.example/offer?x=1')],
  },
  '/article/on-a-route/': {
    id: 'v-route',
    urlType: 'PERMANENT_REDIRECT',
    urlPath: '/article/on-a-route/',
    targets: [url('/article/elsewhere/')],
  },
  '/loop/': {
    id: 'v-loop',
    urlType: 'PERMANENT_REDIRECT',
    urlPath: '/loop/',
    targets: [url(`${PUBLIC_URL}/loop/`)],
  },
  '/disabled/': {
    id: 'v-off',
    urlType: 'PERMANENT_REDIRECT',
    urlPath: '/disabled/',
    enabled: false,
    targets: [url('/news/')],
  },
  '/no-flag/': {
    id: 'v-noflag',
    urlType: 'PERMANENT_REDIRECT',
    urlPath: '/no-flag/',
    targets: [url('/news/')],
  },
  '/future-expiry/': {
    id: 'v-future',
    urlType: 'TEMPORARY_REDIRECT',
    urlPath: '/future-expiry/',
    enabled: false,
    dateExpired: { date: '2999-01-01 00:00:00' },
    targets: [url('/news/')],
  },
  '/past-expiry/': {
    id: 'v-past',
    urlType: 'TEMPORARY_REDIRECT',
    urlPath: '/past-expiry/',
    enabled: true,
    dateExpired: { date: '2001-01-01 00:00:00' },
    targets: [url('/news/')],
  },
  '/other-edition/': {
    id: 'v-fr',
    urlType: 'PERMANENT_REDIRECT',
    urlPath: '/other-edition/',
    targets: [url('/news/', 'fr')],
  },
  '/object-without-slug/': {
    id: 'v-noslug',
    urlType: 'MASK',
    urlPath: '/object-without-slug/',
    targets: [{ edition: 'us', targetType: 'article', target: { availableOn: [] } }],
  },
  '/promo/?a=1&b=2': {
    id: 'v-promo',
    urlType: 'TEMPORARY_REDIRECT',
    urlPath: '/promo/?a=1&b=2',
    targets: [url('/news/')],
  },
  '/missing/': {
    id: '',
    urlType: 'OK',
    urlPath: '/missing/',
    error: { code: 404, message: 'no vanity entry' },
  },
};

/** Hostile targets: each must never become a Location, nor split a header. */
const HOSTILE = {
  '/hostile-js/': 'javascript:alert(1)',
  '/hostile-crlf/': '/news/\r\nSet-Cookie: owned=1',
  '/hostile-protocol-relative/': '//evil.example/',
  '/hostile-backslash/': '/\\evil.example/',
} as const;
for (const [path, target] of Object.entries(HOSTILE)) {
  for (const urlType of ['PERMANENT_REDIRECT', 'MASK'] as const) {
    const key = urlType === 'MASK' ? path.replace('hostile', 'hostile-mask') : path;
    ENTRIES[key] = { id: `v${key}`, urlType, urlPath: key, targets: [url(target)] };
  }
}

/** Entries on the excluded paths: never acted on (spec 000 s2). */
const EXCLUDED = [
  '/about/',
  '/news/',
  '/newsletters/',
  '/pictures/',
  '/video/',
  '/editorial-guidelines/',
];
for (const path of EXCLUDED) {
  ENTRIES[path] = {
    id: `v${path}`,
    urlType: 'PERMANENT_REDIRECT',
    urlPath: path,
    targets: [url('/article/excluded-target/')],
  };
}

const DICTIONARY_PATH = '/api/neutron/vanity/bytewire/dictionary';

/** How the fake vanity service answers its dictionary: as it should, or failing one way. */
type Mode = 'ok' | 'slow' | '500' | 'garbage' | 'wrong-shape' | 'huge';

interface FakeVanity {
  entries: Entry[];
  version: number;
  mode: Mode;
}

/** The fake vanity service: its dictionary with the ETag of its version, or a failure. */
function vanityLike(state: FakeVanity) {
  return (req: IncomingMessage, res: ServerResponse): void => {
    if (req.headers['x-api-key'] !== VANITY_KEY) {
      res.writeHead(401, { 'content-type': 'application/json' }).end('{"statusCode":401}');
      return;
    }
    if (req.url !== DICTIONARY_PATH) {
      res.writeHead(404, { 'content-type': 'application/json' }).end('{"statusCode":404}');
      return;
    }
    const etag = `"v${state.version}"`;
    const json = { 'content-type': 'application/json', etag };
    switch (state.mode) {
      case 'slow': {
        const timer = setTimeout(() => res.end('{"data":{"items":[]}}'), 1000);
        res.on('close', () => clearTimeout(timer));
        return;
      }
      case '500':
        res.writeHead(500, json).end('{"statusCode":500}');
        return;
      case 'garbage':
        res.writeHead(200, json).end('{"data": {"items": ');
        return;
      case 'wrong-shape':
        res.writeHead(200, json).end('{"data":{"item":[1]}}');
        return;
      case 'huge': {
        const items = Array.from({ length: 60 }, (_, i) => ({
          id: `v-many-${i}`,
          urlType: 'OK',
          urlPath: `/many-${i}/`,
        }));
        res.writeHead(200, { ...json, etag: '"huge"' }).end(JSON.stringify({ data: { items } }));
        return;
      }
      default:
        if (req.headers['if-none-match'] === etag) {
          res.writeHead(304, { etag }).end();
          return;
        }
        res.writeHead(200, json).end(JSON.stringify({ data: { items: state.entries } }));
    }
  };
}

/** render: like the pages tests' stand-in, and its 404 page for the gateway's not-found header. */
function renderWithVanity(req: IncomingMessage, res: ServerResponse): void {
  if (req.headers['x-vanity-not-found'] === '1') {
    res.writeHead(404, { 'content-type': 'text/html; charset=utf-8' });
    res.end('<html><body>This page could not be found</body></html>');
    return;
  }
  renderLike(req, res);
}

interface Fixture {
  app: NestFastifyApplication;
  render: FakeUpstream;
  vanity: FakeUpstream;
  state: FakeVanity;
}

function gatewayWithVanity(env: Record<string, string> = {}): Fixture {
  const fixture = {} as Fixture;
  beforeAll(async () => {
    fixture.state = { entries: Object.values(ENTRIES), version: 1, mode: 'ok' };
    fixture.render = await FakeUpstream.start(renderWithVanity);
    fixture.vanity = await FakeUpstream.start(vanityLike(fixture.state));
    fixture.app = await createGateway({
      RENDER_URL: fixture.render.url,
      CONTENT_API_URL: fixture.render.url,
      PUBLIC_URL,
      SITE_ID: 'bytewire',
      VANITY_URL: fixture.vanity.url,
      VANITY_API_KEY: VANITY_KEY,
      ...env,
    });
  });
  afterAll(async () => {
    await fixture.app.close();
    await Promise.all([fixture.render.close(), fixture.vanity.close()]);
  });
  beforeEach(() => {
    fixture.render.requests.length = 0;
    fixture.vanity.requests.length = 0;
  });
  return fixture;
}

/** What the vanity service was asked for: only ever its dictionary, never a page's lookup. */
function asked(vanity: FakeUpstream): string[] {
  return [...new Set(vanity.received.map((r) => r.url))];
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('gateway vanity URLs', () => {
  const gw = gatewayWithVanity();
  const get = (path: string) => request(gw.app.getHttpServer()).get(path);

  it('decides pages with the dictionary held: no call to the vanity service per page', async () => {
    await get('/plain-ok/').set('x-request-id', 'trace-vanity-1').expect(404);
    await get('/go-permanent/').expect(301);
    await get('/article/some-story/').expect(200);
    // Only the dictionary's reads (none at all within one interval), with the site and key.
    expect(asked(gw.vanity).filter((u) => u !== DICTIONARY_PATH)).toEqual([]);
    for (const seen of gw.vanity.received) expect(seen.headers['x-api-key']).toBe(VANITY_KEY);
  });

  it('OK: the page as usual (here a path of no route: the 404 page)', async () => {
    const res = await get('/plain-ok/').expect(404);
    expect(res.text).toContain('This page could not be found');
    expect(gw.render.received.map((r) => r.url)).toEqual(['/plain-ok/']);
    expect(gw.render.received[0].headers['x-vanity-path']).toBeUndefined();
  });

  it('a miss (an entry with error): the page as usual', async () => {
    const res = await get('/article/some-story/?x=1').expect(200);
    expect(res.text).toContain('page /article/some-story/');
    await get('/missing/').expect(404);
    expect(gw.render.received.map((r) => r.url)).toEqual(['/article/some-story/?x=1', '/missing/']);
  });

  it('looks route paths up too, and acts on them', async () => {
    const res = await get('/article/on-a-route/').expect(301);
    expect(res.headers.location).toBe('/article/elsewhere/');
    expect(gw.render.received).toEqual([]);
  });

  it('NOT_FOUND: render is asked for its 404 page, status 404, not cached', async () => {
    const res = await get('/gone/').expect(404);
    expect(res.text).toContain('This page could not be found');
    expect(res.headers['cache-control']).toBe('no-cache');
    const [seen] = gw.render.received;
    expect(seen.url).toBe('/gone/');
    expect(seen.headers['x-vanity-not-found']).toBe('1');
  });

  it('NOT_FOUND on a route path: 404 all the same', async () => {
    await get('/article/retired-story/').expect(404);
    expect(gw.render.received[0].headers['x-vanity-not-found']).toBe('1');
  });

  it('MASK: render is asked for the target with x-vanity-path; 200, address unchanged', async () => {
    const res = await get('/my-mask/').expect(200);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toContain('page /article/target-story/');
    expect(gw.render.received).toHaveLength(1);
    const [seen] = gw.render.received;
    expect(seen.url).toBe('/article/target-story/?ref=mask');
    expect(seen.headers['x-vanity-path']).toBe('/my-mask/');
  });

  it('MASK: x-vanity-path is the vanity path as requested, query included', async () => {
    await get('/my-mask/?utm_email=x').expect(200);
    expect(gw.render.received[0].headers['x-vanity-path']).toBe('/my-mask/?utm_email=x');
  });

  it('MASK: a target without its trailing slash is asked for in its canonical form', async () => {
    await get('/mask-no-slash/').expect(200);
    expect(gw.render.received.map((r) => r.url)).toEqual(['/article/slashless/']);
  });

  it('TEMPORARY_MASK with an object target: the route of its type and slug', async () => {
    const res = await get('/temp-mask/').expect(200);
    expect(res.text).toContain('page /article/obj-story/');
    expect(gw.render.received[0]).toMatchObject({ url: '/article/obj-story/' });
    expect(gw.render.received[0].headers['x-vanity-path']).toBe('/temp-mask/');
  });

  it('HEAD works like GET', async () => {
    await request(gw.app.getHttpServer()).head('/my-mask/').expect(200);
    expect(gw.render.received[0]).toMatchObject({ url: '/article/target-story/?ref=mask' });
  });

  it.each([
    ['/go-permanent/', 301, '/article/moved-story/'],
    ['/go-temporary/', 302, 'https://partner.example/offer?x=1'],
  ])('%s redirects with %i to its target, not cached', async (path, status, location) => {
    const res = await get(path).expect(status);
    expect(res.headers.location).toBe(location);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(gw.render.received).toEqual([]);
  });

  it('a redirect to the current path does nothing', async () => {
    await get('/loop/').expect(404);
    expect(gw.render.received.map((r) => r.url)).toEqual(['/loop/']);
  });

  it.each([
    ['/disabled/', 'enabled false, no expiry: nothing', undefined],
    ['/no-flag/', 'no flag, no expiry: enabled', 301],
    ['/future-expiry/', 'an expiry in the future, whatever the flag: enabled', 302],
    ['/past-expiry/', 'an expiry in the past, whatever the flag: nothing', undefined],
  ])('%s (%s)', async (path, _case, status) => {
    const res = await get(path);
    if (status === undefined) {
      expect(res.status).toBe(404);
      expect(gw.render.received.map((r) => r.url)).toEqual([path]);
    } else {
      expect(res.status).toBe(status);
      expect(res.headers.location).toBe('/news/');
    }
  });

  it.each(['/other-edition/', '/object-without-slug/'])(
    '%s has no usable target for the edition: the page as usual',
    async (path) => {
      await get(path).expect(404);
      expect(gw.render.received.map((r) => r.url)).toEqual([path]);
      expect(gw.render.received[0].headers['x-vanity-path']).toBeUndefined();
    },
  );

  it('matches by the lookup key: ignored parameters dropped, the others sorted, path lower case', async () => {
    const res = await get('/PROMO?utm_email=me&b=2&ftag=x&a=1&source=mail').expect(302);
    expect(res.headers.location).toBe('/news/');
    // A parameter that is not ignored makes another URL.
    await get('/promo/?a=1&b=2&c=3').expect(404);
  });

  it('takes the edition by the web rule: query, cookie, header, else us; unknown ones skipped', async () => {
    // An unknown edition is skipped: the entry's us target, never its fr one.
    await get('/go-permanent/').set('cookie', 'fly_preferred_edition=fr').expect(301);
    await get('/go-permanent/').set('x-edition', 'de').expect(301);
    await get('/other-edition/').set('x-edition', 'fr').expect(404);
    expect(gw.render.received.map((r) => r.url)).toEqual(['/other-edition/']);
  });

  it.each(Object.keys(HOSTILE))('%s: never a redirect to a hostile target', async (path) => {
    const res = await get(path);
    expect(res.status).toBe(404);
    expect(res.headers.location).toBeUndefined();
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(gw.render.received.map((r) => r.url)).toEqual([path]);
  });

  it.each(Object.keys(HOSTILE).map((p) => p.replace('hostile', 'hostile-mask')))(
    '%s: never a mask of a hostile target',
    async (path) => {
      const res = await get(path);
      expect(res.status).toBe(404);
      expect(res.headers['set-cookie']).toBeUndefined();
      expect(gw.render.received.map((r) => r.url)).toEqual([path]);
      expect(gw.render.received[0].headers['x-vanity-path']).toBeUndefined();
    },
  );

  it.each([
    '/about/',
    '/news/',
    '/newsletters/',
    '/pictures/',
    '/video/',
    '/editorial-guidelines/',
  ])('never acts on an entry of the excluded path %s', async (path) => {
    for (const asked of [path, path.toUpperCase()]) {
      const res = await get(asked);
      expect(res.status).not.toBe(301);
      expect(res.headers.location).toBeUndefined();
    }
    expect(gw.render.received.map((r) => r.headers['x-vanity-path'])).toEqual([
      undefined,
      undefined,
    ]);
  });

  it("strips a client's x-vanity-path and x-vanity-not-found", async () => {
    await get('/plain-ok/')
      .set('x-vanity-path', '/evil/')
      .set('x-vanity-not-found', '1')
      .expect(404);
    expect(gw.render.received[0].headers['x-vanity-path']).toBeUndefined();
    expect(gw.render.received[0].headers['x-vanity-not-found']).toBeUndefined();
    await get('/my-mask/').set('x-vanity-path', '/evil/').expect(200);
    expect(gw.render.received[1].headers['x-vanity-path']).toBe('/my-mask/');
  });

  it('counts lookups by outcome, and the reads of the dictionary', async () => {
    await get('/missing/').expect(404);
    const metrics = (await request(internalHandler(gw.app)).get('/metrics').expect(200)).text;
    for (const outcome of ['entry', 'miss']) {
      expect(metrics).toMatch(
        new RegExp(`gateway_vanity_lookups_total\\{[^}]*outcome="${outcome}"[^}]*\\} [1-9]`),
      );
    }
    expect(metrics).toMatch(
      /gateway_vanity_dictionary_syncs_total\{[^}]*outcome="changed"[^}]*\} 1/,
    );
    expect(metrics).toMatch(
      new RegExp(
        `gateway_vanity_dictionary_entries(\\{[^}]*\\})? ${Object.keys(ENTRIES).length}\\b`,
      ),
    );
    expect(metrics).toMatch(/gateway_vanity_dictionary_age_seconds(\{[^}]*\})? \d/);
    expect(metrics).toMatch(/route="vanity:mask"/);
    // And the reads themselves, timed.
    expect(metrics).toMatch(
      /upstream_request_duration_seconds_count\{[^}]*upstream="vanity",outcome="2xx"\} [1-9]/,
    );
  });
});

describe('gateway vanity URLs with the mask feature off', () => {
  const gw = gatewayWithVanity({ VANITY_MASK_ENABLED: 'false' });

  it('ignores MASK entries: the vanity path as usual', async () => {
    await request(gw.app.getHttpServer()).get('/my-mask/').expect(404);
    expect(gw.render.received.map((r) => r.url)).toEqual(['/my-mask/']);
    expect(gw.render.received[0].headers['x-vanity-path']).toBeUndefined();
  });

  it('still redirects', async () => {
    await request(gw.app.getHttpServer()).get('/go-permanent/').expect(301);
  });
});

describe('gateway vanity dictionary, read every VANITY_SYNC_INTERVAL_MS', () => {
  const gw = gatewayWithVanity({
    VANITY_SYNC_INTERVAL_MS: '100',
    VANITY_TIMEOUT_MS: '300',
    VANITY_DICTIONARY_MAX_ENTRIES: '50',
  });
  const get = (path: string) => request(gw.app.getHttpServer()).get(path);
  const syncs = async (outcome: string) => {
    const metrics = (await request(internalHandler(gw.app)).get('/metrics')).text;
    const line = new RegExp(
      `gateway_vanity_dictionary_syncs_total\\{[^}]*outcome="${outcome}"[^}]*\\} (\\d+)`,
    ).exec(metrics);
    return Number(line?.[1] ?? 0);
  };
  afterEach(() => {
    gw.state.mode = 'ok';
  });

  it('asks with If-None-Match (304 while unchanged), and takes a change within the interval', async () => {
    await get('/new-vanity/').expect(404);
    await wait(250);
    expect(gw.vanity.received.map((r) => r.headers['if-none-match'])).toContain('"v1"');
    expect(await syncs('unchanged')).toBeGreaterThan(0);
    gw.state.entries = [
      ...gw.state.entries,
      {
        id: 'v-new',
        urlType: 'TEMPORARY_REDIRECT',
        urlPath: '/new-vanity/',
        targets: [url('/article/new-target/')],
      },
    ];
    gw.state.version = 2;
    await wait(300);
    const res = await get('/new-vanity/').expect(302);
    expect(res.headers.location).toBe('/article/new-target/');
  });

  it.each([
    ['500', 'bad-status'],
    ['garbage', 'bad-answer'],
    ['wrong-shape', 'bad-answer'],
    ['slow', 'timeout'],
    ['huge', 'too-large'],
  ] as const)(
    'a dictionary answered %s keeps the copy held (%s), pages never wait',
    async (mode, outcome) => {
      gw.state.mode = mode;
      // The next read or two (every 100 ms; a slow one times out first) count the failure: on a
      // loaded machine a read can come late, so this waits for the count, up to 5 s.
      const deadline = Date.now() + 5000;
      while ((await syncs(outcome)) === 0 && Date.now() < deadline) await wait(100);
      expect(await syncs(outcome)).toBeGreaterThan(0);
      const started = Date.now();
      const res = await get('/go-permanent/').expect(301);
      expect(Date.now() - started).toBeLessThan(250);
      expect(res.headers.location).toBe('/article/moved-story/');
      await get('/many-1/').expect(404);
    },
  );
});

describe('gateway vanity URLs with the feature off', () => {
  const gw = gatewayWithVanity({ VANITY_ENABLED: 'false' });

  it('looks nothing up', async () => {
    await request(gw.app.getHttpServer()).get('/go-permanent/').expect(404);
    expect(gw.vanity.received).toEqual([]);
  });
});

describe('gateway vanity URLs with the vanity service down', () => {
  let app: NestFastifyApplication;
  let render: FakeUpstream;

  beforeAll(async () => {
    render = await FakeUpstream.start(renderWithVanity);
    app = await createGateway({
      RENDER_URL: render.url,
      VANITY_URL: await FakeUpstream.deadUrl(),
      VANITY_API_KEY: VANITY_KEY,
    });
  });
  afterAll(async () => {
    await app.close();
    await render.close();
  });

  it('serves pages as usual, and counts the failure', async () => {
    const res = await request(app.getHttpServer()).get('/article/a-story/').expect(200);
    expect(res.text).toContain('page /article/a-story/');
    const metrics = (await request(internalHandler(app)).get('/metrics')).text;
    expect(metrics).toMatch(/gateway_vanity_lookups_total\{[^}]*outcome="unavailable"[^}]*\} 1/);
    expect(metrics).toMatch(
      /gateway_vanity_dictionary_syncs_total\{[^}]*outcome="unreachable"[^}]*\} [1-9]/,
    );
    expect(metrics).not.toMatch(/gateway_vanity_dictionary_age_seconds \d/);
  });
});

describe('gateway vanity configuration', () => {
  it.each([
    [{ VANITY_URL: 'http://127.0.0.1:1' }, 'VANITY_API_KEY is required'],
    [
      { VANITY_URL: 'http://127.0.0.1:1', VANITY_API_KEY: 'short' },
      'VANITY_API_KEY must be longer',
    ],
    [
      { VANITY_URL: 'ftp://vanity', VANITY_API_KEY: VANITY_KEY },
      'VANITY_URL must be a URL address',
    ],
    [{ VANITY_ENABLED: 'maybe' }, 'VANITY_ENABLED must be a boolean value'],
    [{ VANITY_MASK_ENABLED: 'yes please' }, 'VANITY_MASK_ENABLED must be a boolean value'],
    [{ VANITY_TIMEOUT_MS: '2001' }, 'VANITY_TIMEOUT_MS must not be greater than 2000'],
    [{ VANITY_SYNC_INTERVAL_MS: '50' }, 'VANITY_SYNC_INTERVAL_MS must not be less than 100'],
    [{ VANITY_SYNC_INTERVAL_MS: 'often' }, 'VANITY_SYNC_INTERVAL_MS must be an integer number'],
    [
      { VANITY_DICTIONARY_MAX_ENTRIES: '0' },
      'VANITY_DICTIONARY_MAX_ENTRIES must not be less than 1',
    ],
    [
      { VANITY_DICTIONARY_MAX_BYTES: '10' },
      'VANITY_DICTIONARY_MAX_BYTES must not be less than 1024',
    ],
  ])('refuses to start with %j', async (env, message) => {
    await expect(createGateway(env)).rejects.toThrow(message);
  });
});
