/**
 * The page cache (issue 8) through the real gateway, against the real Redis at REDIS_URL (a
 * site id of its own per suite, removed after): a render stand-in counts renders and can be
 * slowed down, broken or taken down, a decision stand-in puts readers in buckets.
 */
import {
  decodeEntry,
  encodeEntry,
  RENDER_BUILD_HEADER,
  CONTENT_IDS_HEADER,
} from '@bytewire/page-cache';
import { matchPath } from '@bytewire/routes';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import type { IncomingMessage, ServerResponse } from 'node:http';
import request from 'supertest';
import { PageCache } from '../src/page-cache/page-cache';
import { RenderBuild } from '../src/page-cache/render-build';
import { FakeUpstream } from './fake-upstream';
import { createGateway } from './gateway';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PURGE_KEY = 'purge-key-0123456789abcdef';
const EXPERIMENTS_KEY = 'experiments-key-0123456789';
const SWR_S = 60;
const SIE_S = 600;
/** /news/ and /latest/ have the route table's 300 s max age. */
const DOOR_MAX_AGE_S = 300;

interface Behaviour {
  status?: number;
  delayMs?: number;
  /** Drop the connection without an answer (render down mid-request). */
  hangUp?: boolean;
  setCookie?: boolean;
  contentIds?: string;
}

/** A render stand-in: numbered pages of its current build, by path, with per-path behaviours. */
class FakeRender {
  build = 'build-1';
  renders = 0;
  readonly behaviours = new Map<string, Behaviour>();
  upstream!: FakeUpstream;

  async start(): Promise<void> {
    this.upstream = await FakeUpstream.start(
      (req, res) => this.answer(req, res),
      () => ({ [RENDER_BUILD_HEADER]: this.build }),
    );
  }

  rendersOf(path: string): number {
    return this.upstream.received.filter((r) => r.url.split('?')[0] === path).length;
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0];
    const behaviour = this.behaviours.get(path) ?? {};
    const n = ++this.renders;
    if (behaviour.hangUp) return void req.socket.destroy();
    // A nonce of its own per render, as render's pages have: the script carries the header's.
    const headers: Record<string, string> = {
      'content-type': 'text/html; charset=utf-8',
      'content-security-policy': `script-src 'nonce-render${n}'`,
      [RENDER_BUILD_HEADER]: this.build,
    };
    if (behaviour.contentIds) headers[CONTENT_IDS_HEADER] = behaviour.contentIds;
    if (behaviour.setCookie) headers['set-cookie'] = 'cdn_device=desktop; Path=/';
    const status = behaviour.status ?? (matchPath(path).kind === 'page' ? 200 : 404);
    const device = req.headers['x-device'] ?? '-';
    const html = `<html><body><p>${path} render ${n} device ${device} ${this.build}</p>${'<p>text</p>'.repeat(200)}<script nonce="render${n}">hydrate()</script></body></html>`;
    setTimeout(() => res.writeHead(status, headers).end(html), behaviour.delayMs ?? 0);
  }
}

/** Decisions by the reader's `bucket` cookie: a test on every page, flags, a cookie of its own. */
function experimentsLike(req: IncomingMessage, res: ServerResponse): void {
  let body = '';
  req.on('data', (chunk: Buffer) => (body += chunk.toString()));
  req.on('end', () => {
    const { cookies } = JSON.parse(body) as { cookies: Record<string, string> };
    const bucket = cookies.bucket ?? 'control';
    res.writeHead(200, { 'content-type': 'application/json' }).end(
      JSON.stringify({
        visitorId: cookies.nemo_vid ?? 'visitor-new',
        tests: [{ id: 'hero', version: '1', bucket }],
        flags: { ads: true },
        cookies: [
          {
            name: 'nemo_highlander',
            value: `hero:1:${bucket}`,
            maxAge: 3600,
            path: '/',
            sameSite: 'lax',
            secure: true,
          },
        ],
        headers: { 'x-ab-buckets': `hero:1:${bucket}` },
      }),
    );
  });
}

function uniqueSite(): string {
  return `pc-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;
}

async function cleanRedis(redis: Redis, site: string): Promise<void> {
  const keys = await redis.keys(`bytewire:page-cache:{${site}}:*`);
  if (keys.length > 0) await redis.del(...keys);
}

/** Makes every cached page of a site `seconds` older, as if it had been rendered back then. */
async function age(redis: Redis, site: string, seconds: number): Promise<void> {
  for (const key of await redis.keys(`bytewire:page-cache:{${site}}:e:*`)) {
    const value = await redis.getBuffer(key);
    const entry = value && decodeEntry(value);
    if (!entry) continue;
    await redis.set(
      key,
      encodeEntry({ ...entry, storedAt: entry.storedAt - seconds * 1000 }),
      'KEEPTTL',
    );
  }
}

interface Fixture {
  site: string;
  render: FakeRender;
  app: NestFastifyApplication;
  redis: Redis;
  content: FakeUpstream;
}

function cachedGateway(extraEnv: (f: Fixture) => Record<string, string> = () => ({})): Fixture {
  const f = { site: uniqueSite(), render: new FakeRender() } as Fixture;
  beforeAll(async () => {
    f.redis = new Redis(REDIS_URL);
    await f.render.start();
    f.content = await FakeUpstream.start((_req, res) => res.writeHead(200).end('{}'));
    f.app = await createGateway({
      RENDER_URL: f.render.upstream.url,
      CONTENT_API_URL: f.content.url,
      REDIS_URL,
      SITE_ID: f.site,
      PAGE_CACHE_ENABLED: 'true',
      PAGE_CACHE_PURGE_KEY: PURGE_KEY,
      PAGE_CACHE_STALE_WHILE_REVALIDATE_S: String(SWR_S),
      PAGE_CACHE_STALE_IF_ERROR_S: String(SIE_S),
      ...extraEnv(f),
    });
  });
  afterAll(async () => {
    await f.app.close();
    await Promise.all([f.render.upstream.close(), f.content.close()]);
    await cleanRedis(f.redis, f.site);
    await f.redis.quit();
  });
  beforeEach(async () => {
    f.render.upstream.requests.length = 0;
    f.render.behaviours.clear();
    await cleanRedis(f.redis, f.site);
  });
  return f;
}

/** Resolves once the gateway has nothing under way for the cache (a background refresh). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

describe('page cache: freshness and variants', () => {
  const f = cachedGateway();
  const get = (path: string) => request(f.app.getHttpServer()).get(path);

  it('renders a page once, then answers it from the cache until its max age', async () => {
    const first = await get('/news/').expect(200);
    expect(first.headers['x-cache']).toBe('miss');
    expect(first.text).toContain('/news/ render');
    await settle();
    const second = await get('/news/').expect(200);
    expect(second.headers['x-cache']).toBe('hit');
    expect(second.text).toBe(first.text);
    expect(second.headers['cache-control']).toBe(`private, max-age=${DOOR_MAX_AGE_S}`);
    expect(Number(second.headers.age)).toBeLessThan(5);
    expect(second.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(f.render.rendersOf('/news/')).toBe(1);
  });

  it('serves a copy with the content security policy it was rendered with: the nonce of its scripts', async () => {
    const first = await get('/news/').expect(200);
    const policy = first.headers['content-security-policy'];
    const nonce = /'nonce-([^']+)'/.exec(policy)?.[1];
    expect(first.text).toContain(`<script nonce="${nonce}">`);
    await settle();
    const hit = await get('/news/').set('accept-encoding', 'br').expect(200);
    expect(hit.headers['x-cache']).toBe('hit');
    expect(hit.headers['content-security-policy']).toBe(policy);
    const plain = await get('/news/').expect(200);
    expect(plain.headers['content-security-policy']).toBe(policy);
    expect(plain.text).toContain(`<script nonce="${nonce}">`);
  });

  it('asks render for the variant alone: none of the reader’s cookies or other headers', async () => {
    await get('/news/')
      .set('cookie', 'session=secret; cdn_device=desktop; terms_interacted=1')
      .set('accept-language', 'fr')
      .expect(200);
    const [seen] = f.render.upstream.received;
    expect(seen.headers['x-device']).toBe('desktop');
    expect(seen.headers.cookie).toBe('terms_interacted=1');
    expect(seen.headers['accept-language']).toBeUndefined();
  });

  it('sends cached pages Brotli-compressed to browsers that take it', async () => {
    await get('/news/').expect(200);
    await settle();
    // Read raw: supertest would decompress the body itself.
    await f.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${await f.app.getUrl()}/news/`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('vary')).toContain('accept-encoding');
    expect(await res.text()).toContain('/news/ render');
  });

  it('answers HEAD from the cache, without a body', async () => {
    await get('/news/').expect(200);
    await settle();
    const res = await request(f.app.getHttpServer()).head('/news/').expect(200);
    expect(res.headers['x-cache']).toBe('hit');
    expect(res.text ?? '').toBe('');
    expect(f.render.rendersOf('/news/')).toBe(1);
  });

  it.each([
    ['device class', { 'x-device': 'tablet' }, { 'x-device': 'desktop' }],
    ['terms banner', { cookie: 'terms_interacted=1' }, {}],
    ['crawler', { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1)' }, {}],
  ])(
    'keeps one copy per %s',
    async (_what, a: Record<string, string>, b: Record<string, string>) => {
      await get('/news/').set(a).expect(200);
      await get('/news/').set(b).expect(200);
      await settle();
      expect((await get('/news/').set(a).expect(200)).headers['x-cache']).toBe('hit');
      expect((await get('/news/').set(b).expect(200)).headers['x-cache']).toBe('hit');
      expect(f.render.rendersOf('/news/')).toBe(2);
    },
  );

  it('shares a page across cookies and marketing parameters that change nothing', async () => {
    await get('/news/').expect(200);
    await settle();
    const res = await get('/news/?utm_source=newsletter&fbclid=x')
      .set('cookie', 'unrelated=1')
      .expect(200);
    expect(res.headers['x-cache']).toBe('hit');
    expect(f.render.rendersOf('/news/')).toBe(1);
  });

  it('keeps listing pages and searches apart, and serves the canonical page for anything else', async () => {
    await get('/news/').expect(200);
    await get('/news/?pageNumber=2').expect(200);
    await settle();
    expect((await get('/news/?pageNumber=2').expect(200)).headers['x-cache']).toBe('hit');
    expect(f.render.rendersOf('/news/')).toBe(2);
    // Unknown parameters, invalid values and overrides naming nothing shape no page.
    for (const query of [
      'preview=1',
      'pageNumber=x',
      'featureEnable=no-such-flag',
      'featureDisable=zzz',
      'ab=nope:1:b',
      'edition=xx',
      'q=laptops',
    ]) {
      const res = await get(`/news/?${query}`).expect(200);
      expect([query, res.headers['x-cache']]).toEqual([query, 'hit']);
    }
    expect(f.render.rendersOf('/news/')).toBe(2);
    const [plain] = f.render.upstream.received.filter((r) => r.url.startsWith('/news/'));
    expect(plain.url).toBe('/news/');
    // A search is kept per query (spaces trimmed), the empty search page once.
    await get('/search/?q=phones').expect(200);
    await settle();
    expect((await get('/search/?q=%20phones%20').expect(200)).headers['x-cache']).toBe('hit');
    expect(f.render.upstream.received.at(-1)?.url).toBe('/search/?q=phones');
    await get('/search/').expect(200);
    await settle();
    expect((await get('/search/?q=').expect(200)).headers['x-cache']).toBe('hit');
    expect(f.render.rendersOf('/search/')).toBe(2);
    // A query past the limit is rendered for its reader and never kept.
    const long = `/search/?q=${'x'.repeat(101)}`;
    for (let i = 0; i < 2; i++) expect((await get(long)).headers['x-cache']).toBeUndefined();
    expect(f.render.rendersOf('/search/')).toBe(4);
  });

  it('holds no more pages than its budget, the least recently used trimmed first', async () => {
    const bounded = await createGateway({
      RENDER_URL: f.render.upstream.url,
      CONTENT_API_URL: f.content.url,
      REDIS_URL,
      SITE_ID: f.site,
      PAGE_CACHE_ENABLED: 'true',
      PAGE_CACHE_MAX_ENTRIES: '3',
    });
    try {
      const ask = (path: string) => request(bounded.getHttpServer()).get(path);
      for (const path of ['/news/', '/latest/', '/reviews/']) await ask(path).expect(200);
      await settle();
      // /news/ used again: /latest/ is now the least recently used.
      expect((await ask('/news/')).headers['x-cache']).toBe('hit');
      await settle();
      await ask('/deals/').expect(200);
      await settle();
      expect(await f.redis.keys(`bytewire:page-cache:{${f.site}}:e:*`)).toHaveLength(3);
      expect((await ask('/news/')).headers['x-cache']).toBe('hit');
      expect((await ask('/latest/')).headers['x-cache']).toBe('miss');
    } finally {
      await bounded.close();
    }
  });

  it('never caches routes with no max age, answers that set cookies, nor errors', async () => {
    f.render.behaviours.set('/latest/', { setCookie: true });
    for (const path of ['/members/preferences/', '/latest/', '/article/no-such-story/']) {
      if (path === '/article/no-such-story/') f.render.behaviours.set(path, { status: 404 });
      await get(path);
      await settle();
      const again = await get(path);
      expect(again.headers['x-cache']).not.toBe('hit');
      expect(f.render.rendersOf(path)).toBe(2);
    }
  });

  it('never lets render’s internal headers reach the reader', async () => {
    f.render.behaviours.set('/news/', { contentIds: 'a1,b2' });
    const miss = await get('/news/').expect(200);
    await settle();
    const hit = await get('/news/').expect(200);
    for (const res of [miss, hit]) {
      expect(res.headers[CONTENT_IDS_HEADER]).toBeUndefined();
      expect(res.headers[RENDER_BUILD_HEADER]).toBeUndefined();
    }
  });

  it('renders again once render is deployed with another build', async () => {
    await get('/news/').expect(200);
    await settle();
    f.render.build = 'build-2';
    await f.app.get(RenderBuild).probe();
    const res = await get('/news/').expect(200);
    expect(res.headers['x-cache']).toBe('miss');
    expect(res.text).toContain('build-2');
    f.render.build = 'build-1';
    await f.app.get(RenderBuild).probe();
  });
});

describe('page cache: stale pages and failures', () => {
  const f = cachedGateway();
  const get = (path: string) => request(f.app.getHttpServer()).get(path);

  it('serves a page past its max age at once while one refresh renders it again', async () => {
    const first = await get('/news/').expect(200);
    await settle();
    await age(f.redis, f.site, DOOR_MAX_AGE_S + 1);
    const stale = await Promise.all([get('/news/'), get('/news/'), get('/news/')]);
    for (const res of stale) {
      expect(res.headers['x-cache']).toBe('stale');
      expect(res.text).toBe(first.text);
      expect(res.headers['cache-control']).toBe(`private, max-age=${DOOR_MAX_AGE_S}`);
      expect(Number(res.headers.age)).toBeGreaterThan(DOOR_MAX_AGE_S);
    }
    await settle();
    expect(f.render.rendersOf('/news/')).toBe(2);
    const fresh = await get('/news/').expect(200);
    expect(fresh.headers['x-cache']).toBe('hit');
    expect(fresh.text).not.toBe(first.text);
  });

  it('serves an expired page in place of render’s failure, within its bound', async () => {
    const first = await get('/news/').expect(200);
    await settle();
    await age(f.redis, f.site, DOOR_MAX_AGE_S + SWR_S + 1);
    f.render.behaviours.set('/news/', { status: 502 });
    const onError = await get('/news/').expect(200);
    expect(onError.headers['x-cache']).toBe('stale-if-error');
    expect(onError.text).toBe(first.text);
    f.render.behaviours.set('/news/', { hangUp: true });
    const onDown = await get('/news/').expect(200);
    expect(onDown.headers['x-cache']).toBe('stale-if-error');
    f.render.behaviours.delete('/news/');
    const recovered = await get('/news/').expect(200);
    expect(recovered.headers['x-cache']).toBe('miss');
    expect(recovered.text).not.toBe(first.text);
  });

  it('passes render’s failure on past the bound, and with no copy at all', async () => {
    await get('/news/').expect(200);
    await settle();
    await age(f.redis, f.site, DOOR_MAX_AGE_S + SIE_S + 1);
    f.render.behaviours.set('/news/', { status: 502 });
    expect((await get('/news/').expect(502)).headers['x-cache']).toBe('miss');
    f.render.behaviours.set('/latest/', { hangUp: true });
    const down = await get('/latest/').expect(503);
    expect(down.text).toContain('having trouble');
  });

  it('renders a page once for many readers asking at once (one render, not one each)', async () => {
    f.render.behaviours.set('/latest/', { delayMs: 400 });
    const answers = await Promise.all(Array.from({ length: 40 }, () => get('/latest/')));
    expect(f.render.rendersOf('/latest/')).toBe(1);
    expect(new Set(answers.map((r) => r.status))).toEqual(new Set([200]));
    expect(new Set(answers.map((r) => r.text)).size).toBe(1);
    const outcomes = answers.map((r) => r.headers['x-cache']).sort();
    expect(outcomes.filter((o) => o === 'miss')).toHaveLength(1);
    expect(outcomes.filter((o) => o === 'waited')).toHaveLength(39);
  });

  it('renders a page once across gateway replicas sharing Redis', async () => {
    const other = await createGateway({
      RENDER_URL: f.render.upstream.url,
      CONTENT_API_URL: f.content.url,
      REDIS_URL,
      SITE_ID: f.site,
      PAGE_CACHE_ENABLED: 'true',
    });
    try {
      // The new replica learns render's build from its start-up probe; a page of its own makes
      // sure it knows it (a replica that does not yet keeps out of the cache).
      await request(other.getHttpServer()).get('/news/').expect(200);
      f.render.behaviours.set('/latest/', { delayMs: 400 });
      const answers = await Promise.all(
        Array.from({ length: 20 }, (_, i) =>
          request((i % 2 ? other : f.app).getHttpServer()).get('/latest/'),
        ),
      );
      expect(answers.every((r) => r.status === 200)).toBe(true);
      expect(f.render.rendersOf('/latest/')).toBe(1);
    } finally {
      await other.close();
    }
  });
});

describe('page cache: purges', () => {
  const f = cachedGateway();
  const get = (path: string) => request(f.app.getHttpServer()).get(path);
  const purge = (body: unknown, key: string | null = PURGE_KEY) => {
    const req = request(f.app.getHttpServer()).post('/api/page-cache/purge');
    if (key) req.set('x-api-key', key);
    return req.send(body as object);
  };

  it('purges every variant of a path at once', async () => {
    await get('/news/').set('x-device', 'desktop').expect(200);
    await get('/news/').set('x-device', 'tablet').expect(200);
    await get('/latest/').expect(200);
    await settle();
    const res = await purge({ paths: ['/news'] }).expect(200);
    expect(res.body).toEqual({ purged: { paths: 2, contentIds: 0 } });
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await get('/news/').set('x-device', 'desktop')).headers['x-cache']).toBe('miss');
    expect((await get('/latest/')).headers['x-cache']).toBe('hit');
  });

  it('purges every page that shows a content id', async () => {
    f.render.behaviours.set('/news/', { contentIds: 'story-1,story-2' });
    f.render.behaviours.set('/latest/', { contentIds: 'story-2' });
    f.render.behaviours.set('/reviews/', { contentIds: 'story-3' });
    for (const path of ['/news/', '/latest/', '/reviews/']) await get(path).expect(200);
    await settle();
    const res = await purge({ contentIds: ['story-2'] }).expect(200);
    expect(res.body).toEqual({ purged: { paths: 0, contentIds: 2 } });
    expect((await get('/news/')).headers['x-cache']).toBe('miss');
    expect((await get('/latest/')).headers['x-cache']).toBe('miss');
    expect((await get('/reviews/')).headers['x-cache']).toBe('hit');
  });

  it('tries a deletion whose Redis answer was lost once more, and counts it once', async () => {
    await get('/news/').set('x-device', 'desktop').expect(200);
    await settle();
    const store = f.app.get(PageCache).purgeStore;
    if (!store) throw new Error('the gateway has no page cache store');
    const lost = jest
      .spyOn(store, 'purgePath')
      .mockRejectedValueOnce(new Error('Command timed out'));
    try {
      const res = await purge({ paths: ['/news/'] }).expect(200);
      expect(res.body).toEqual({ purged: { paths: 1, contentIds: 0 } });
      expect(lost).toHaveBeenCalledTimes(2);
    } finally {
      lost.mockRestore();
    }
    expect((await get('/news/').set('x-device', 'desktop')).headers['x-cache']).toBe('miss');
  });

  it('wants the purge key', async () => {
    expect((await purge({ paths: ['/news/'] }, null).expect(401)).body).toEqual({
      statusCode: 401,
      message: 'A valid API key is required',
    });
    await purge({ paths: ['/news/'] }, 'not-the-purge-key-at-all').expect(401);
  });

  it.each([
    [{}, 'Name at least one path or content id'],
    [{ paths: 'news' }, 'paths must be an array'],
    [{ paths: ['news/'] }, 'paths must be site paths'],
    [{ contentIds: ['a b'] }, 'contentIds must be content ids'],
    [{ paths: Array.from({ length: 101 }, (_, i) => `/p${i}/`) }, 'at most 100'],
  ])('refuses %j with a 400 naming the problem', async (body, message) => {
    const res = await purge(body).expect(400);
    expect(res.body.message).toContain(message);
  });
});

describe('page cache: decisions', () => {
  let experiments: FakeUpstream;
  beforeAll(async () => {
    experiments = await FakeUpstream.start(experimentsLike);
  });
  afterAll(() => experiments.close());
  const f = cachedGateway(() => ({
    EXPERIMENTS_URL: experiments.url,
    EXPERIMENTS_API_KEY: EXPERIMENTS_KEY,
    // Decisions by the reader's cookie, asked per page (see experimentsLike).
    EXPERIMENTS_SYNC_INTERVAL_MS: '0',
  }));
  const get = (path: string) => request(f.app.getHttpServer()).get(path);

  it('keeps one copy per bucket of the tests on the page; every reader gets their own cookies', async () => {
    await get('/news/').set('cookie', 'bucket=control').expect(200);
    await settle();
    const sameBucket = await get('/news/').set('cookie', 'bucket=control; nemo_vid=v2').expect(200);
    expect(sameBucket.headers['x-cache']).toBe('hit');
    expect(sameBucket.headers['set-cookie']).toEqual([
      expect.stringContaining('nemo_highlander=hero%3A1%3Acontrol'),
    ]);
    expect(sameBucket.headers['x-ab-buckets']).toBe('hero:1:control');
    const otherBucket = await get('/news/').set('cookie', 'bucket=variant').expect(200);
    expect(otherBucket.headers['x-cache']).toBe('miss');
    expect(otherBucket.headers['set-cookie']).toEqual([
      expect.stringContaining('nemo_highlander=hero%3A1%3Avariant'),
    ]);
    const [, second] = f.render.upstream.received;
    expect(second.headers['x-ab-state']).toBe('hero:1:variant');
    expect(f.render.rendersOf('/news/')).toBe(2);
  });
});

describe('page cache with Redis down', () => {
  let render: FakeRender;
  let app: NestFastifyApplication;
  beforeAll(async () => {
    render = new FakeRender();
    await render.start();
    const dead = await FakeUpstream.deadUrl();
    app = await createGateway({
      RENDER_URL: render.upstream.url,
      CONTENT_API_URL: render.upstream.url,
      REDIS_URL: dead.replace('http://', 'redis://'),
      PAGE_CACHE_ENABLED: 'true',
      PAGE_CACHE_PURGE_KEY: PURGE_KEY,
    });
  });
  afterAll(async () => {
    await app.close();
    await render.upstream.close();
  });

  it('renders every page as if there were no cache, quickly', async () => {
    for (let i = 0; i < 3; i++) {
      const started = Date.now();
      const res = await request(app.getHttpServer()).get('/news/').expect(200);
      expect(res.text).toContain('/news/ render');
      expect(Date.now() - started).toBeLessThan(3000);
    }
    expect(render.rendersOf('/news/')).toBe(3);
  });

  it('answers a purge with 503 while Redis is down', async () => {
    const res = await request(app.getHttpServer())
      .post('/api/page-cache/purge')
      .set('x-api-key', PURGE_KEY)
      .send({ paths: ['/news/'] });
    expect(res.status).toBe(503);
    expect(res.body.message).toContain('did not answer');
  });
});
