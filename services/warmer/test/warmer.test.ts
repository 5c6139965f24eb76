/**
 * The page warmer against the real Redis at REDIS_URL (one Redis or a Redis Cluster, the queue
 * and the page cache both there; a site id of its own per app) and a render stand-in: door pages are rendered into the page cache for every edition, device and
 * terms state, again before their max age runs out, once at a time; failures are retried with
 * backoff and kept; operators see the queue behind a password.
 */
import {
  decodeEntry,
  encodeEntry,
  pageVariantOf,
  RENDER_BUILD_HEADER,
  variantId,
} from '@bytewire/page-cache';
import {
  createServiceApp,
  deleteMatching,
  keysMatching,
  redisClientFor,
  type BullConnection,
  type RedisClient,
  internalHandler,
} from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Cluster } from 'ioredis';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { AppModule } from '../src/app.module';
import { doorPages, readerKinds } from '../src/warm/doors';
import { WarmPlanner } from '../src/warm/warm-planner';
import { WarmQueue } from '../src/warm/warm-queue';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const BUILD = 'warm-test-build';
const PASSWORD = 'dashboard-password-0123';
const LEAD_S = 120;
const PAGES = doorPages().length * readerKinds().length;

/** A render stand-in: numbered pages of BUILD; per-path failures and delays. */
class FakeRender {
  readonly seen: string[] = [];
  readonly failuresLeft = new Map<string, number>();
  delayMs = 0;
  private server!: Server;

  async start(): Promise<string> {
    this.server = createServer((req, res) => this.answer(req, res));
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  rendersOf(path: string): number {
    return this.seen.filter((p) => p === path).length;
  }

  private answer(req: IncomingMessage, res: ServerResponse): void {
    const path = (req.url ?? '/').split('?')[0];
    const headers = { 'content-type': 'text/html; charset=utf-8', [RENDER_BUILD_HEADER]: BUILD };
    if (path === '/health/live') return void res.writeHead(200, headers).end('{}');
    this.seen.push(path);
    const failures = this.failuresLeft.get(path) ?? 0;
    if (failures > 0) {
      this.failuresLeft.set(path, failures - 1);
      return void res.writeHead(502, headers).end('<p>content API down</p>');
    }
    const html = `<html><body>${path} for ${req.headers['x-device']} #${this.seen.length}</body></html>`;
    setTimeout(() => res.writeHead(200, headers).end(html), this.delayMs);
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

async function createWarmer(env: Record<string, string>): Promise<NestFastifyApplication> {
  const vars = {
    LOG_LEVEL: 'silent',
    REDIS_URL,
    // The pages beside the queue, where the tests read them.
    PAGE_CACHE_REDIS_URL: REDIS_URL,
    WARM_INTERVAL_MS: '60000',
    ...env,
  };
  const saved = Object.fromEntries(Object.keys(vars).map((name) => [name, process.env[name]]));
  Object.assign(process.env, vars);
  try {
    return await createServiceApp(AppModule, { serviceName: 'warmer' });
  } finally {
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  }
}

const uniqueSite = () => `warm-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

/** Deletes a site's pages and queue (on every master of a cluster). */
async function clean(redis: RedisClient, site: string): Promise<void> {
  for (const pattern of [
    `bytewire:page-cache:{${site}}:*`,
    `{bytewire:bull}:page-warm-${site}:*`,
  ]) {
    await deleteMatching(redis, pattern);
  }
}

/** Waits until `check` holds (polling), failing after `ms`. */
async function until(check: () => Promise<boolean>, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** The key a reader of that kind gets from the gateway for a door (no A/B service here). */
function readerId(path: string, device: 'mobile' | 'tablet' | 'desktop', terms = false): string {
  return variantId(
    pageVariantOf({
      build: BUILD,
      path,
      query: '',
      variantQuery: '',
      cookies: terms ? { terms_interacted: '1' } : {},
      deviceHeader: device,
    }),
  );
}

describe('page warmer', () => {
  const redis = redisClientFor(REDIS_URL);
  const render = new FakeRender();
  const site = uniqueSite();
  const entryKey = (id: string) => `bytewire:page-cache:{${site}}:e:${id}`;
  let app: NestFastifyApplication;

  beforeAll(async () => {
    const renderUrl = await render.start();
    app = await createWarmer({
      SITE_ID: site,
      RENDER_URL: renderUrl,
      WARM_LEAD_S: String(LEAD_S),
      WARM_DASHBOARD_PASSWORD: PASSWORD,
    });
  });
  afterAll(async () => {
    await app.close();
    await render.close();
    await clean(redis, site);
    await redis.quit();
  });

  it('warms every door for every edition, device and terms state at start, as readers ask for them', async () => {
    await until(
      async () => (await keysMatching(redis, `bytewire:page-cache:{${site}}:e:*`)).length === PAGES,
    );
    for (const door of doorPages()) {
      for (const device of ['mobile', 'tablet', 'desktop'] as const) {
        for (const terms of [false, true]) {
          const stored = await redis.getBuffer(entryKey(readerId(door.path, device, terms)));
          expect(stored && decodeEntry(stored)).toMatchObject({
            maxAgeSeconds: door.maxAgeSeconds,
            variant: { path: door.path, device, terms },
          });
        }
      }
    }
    expect(render.seen).toHaveLength(PAGES);
  });

  it('plans nothing while every page has more than the lead left', async () => {
    expect(await app.get(WarmPlanner).plan()).toEqual([]);
  });

  it('renders a door again before its max age runs out', async () => {
    const id = readerId('/news/', 'desktop');
    const before = decodeEntry((await redis.getBuffer(entryKey(id)))!)!;
    // As if rendered long enough ago that less than the lead is left of its 300 s.
    const aged = { ...before, storedAt: Date.now() - (before.maxAgeSeconds - LEAD_S + 10) * 1000 };
    await redis.set(entryKey(id), encodeEntry(aged), 'KEEPTTL');

    const due = await app.get(WarmPlanner).plan();
    expect(due.map((d) => d.id)).toEqual([id]);
    const rendersBefore = render.rendersOf('/news/');
    await app.get(WarmQueue).enqueue(due);
    await until(
      async () => decodeEntry((await redis.getBuffer(entryKey(id)))!)!.storedAt > aged.storedAt,
    );
    const after = decodeEntry((await redis.getBuffer(entryKey(id)))!)!;
    expect(Date.now() - after.storedAt).toBeLessThan(after.maxAgeSeconds * 1000);
    expect(render.rendersOf('/news/')).toBe(rendersBefore + 1);
  });

  it('renders a page once however many times it is planned meanwhile (deduplicated jobs)', async () => {
    const id = readerId('/reviews/', 'mobile');
    await redis.del(entryKey(id));
    const due = await app.get(WarmPlanner).plan();
    expect(due.map((d) => d.id)).toEqual([id]);
    render.delayMs = 500;
    const before = render.rendersOf('/reviews/');
    const since = Date.now();
    const queue = app.get(WarmQueue);
    await Promise.all([queue.enqueue(due), queue.enqueue(due), queue.enqueue(due)]);
    await until(async () => (await redis.exists(entryKey(id))) === 1);
    render.delayMs = 0;
    expect(render.rendersOf('/reviews/')).toBe(before + 1);
    const jobs = await queue.queue.getJobs(['waiting', 'active', 'delayed', 'completed']);
    expect(jobs.filter((job) => job.data.id === id && job.timestamp >= since)).toHaveLength(1);
  });

  it('retries a failed render with backoff until it succeeds', async () => {
    const id = readerId('/deals/', 'tablet', true);
    await redis.del(entryKey(id));
    render.failuresLeft.set('/deals/', 1);
    const before = render.rendersOf('/deals/');
    await app.get(WarmQueue).enqueue(await app.get(WarmPlanner).plan());
    await until(async () => (await redis.exists(entryKey(id))) === 1, 10_000);
    expect(render.rendersOf('/deals/')).toBe(before + 2);
  });

  it('keeps a job whose tries are spent for operators to inspect', async () => {
    const id = readerId('/latest/', 'mobile');
    await redis.del(entryKey(id));
    render.failuresLeft.set('/latest/', 99);
    const queue = app.get(WarmQueue).queue;
    await app.get(WarmQueue).enqueue(await app.get(WarmPlanner).plan());
    await until(async () => (await queue.getFailed()).some((job) => job.data.id === id), 20_000);
    const [failed] = (await queue.getFailed()).filter((job) => job.data.id === id);
    expect(failed.attemptsMade).toBe(3);
    expect(failed.failedReason).toContain('render answered 502');
    render.failuresLeft.delete('/latest/');
  }, 30_000);

  it('shows the queue to operators behind basic authentication', async () => {
    const anonymous = await request(app.getHttpServer()).get('/queues').expect(401);
    expect(anonymous.headers['www-authenticate']).toMatch(/^Basic realm=/);
    await request(app.getHttpServer())
      .get('/queues')
      .auth('operator', 'wrong-password')
      .expect(401);
    const page = await request(app.getHttpServer())
      .get('/queues')
      .auth('operator', PASSWORD)
      .expect(200);
    expect(page.text).toContain('<html');
    const api = await request(app.getHttpServer())
      .get('/queues/api/queues')
      .auth('operator', PASSWORD)
      .expect(200);
    expect(JSON.stringify(api.body)).toContain(`page-warm-${site}`);
  });

  it('reports renders and the queue depth in /metrics', async () => {
    const metrics = await request(internalHandler(app)).get('/metrics').expect(200);
    expect(metrics.text).toMatch(/warmer_renders_total\{result="warmed",service="warmer"\} \d+/);
    expect(metrics.text).toMatch(/warmer_queue_jobs\{state="failed",service="warmer"\} [1-9]/);
    expect(metrics.text).toMatch(/warmer_planned_total\{service="warmer"\} \d+/);
    // Its calls to render, timed: the pages rendered, and the failures the retry test caused.
    expect(metrics.text).toMatch(
      /upstream_request_duration_seconds_count\{service="warmer",upstream="render",outcome="2xx"\} [1-9]/,
    );
  });
});

describe('page warmer configuration', () => {
  it('mounts no dashboard without a password', async () => {
    const site = uniqueSite();
    const redis = redisClientFor(REDIS_URL);
    const app = await createWarmer({ SITE_ID: site, RENDER_URL: 'http://127.0.0.1:9' });
    try {
      await request(app.getHttpServer()).get('/queues').expect(404);
    } finally {
      await app.close();
      await clean(redis, site);
      await redis.quit();
    }
  });

  it('closes the Redis clients it gave BullMQ on shutdown (Cluster clients are its own)', async () => {
    const site = uniqueSite();
    const redis = redisClientFor(REDIS_URL);
    const app = await createWarmer({ SITE_ID: site, RENDER_URL: 'http://127.0.0.1:9' });
    // The queue's and the worker's (options for one Redis, a Cluster client on a cluster).
    const { connections } = app.get(WarmQueue) as unknown as { connections: BullConnection[] };
    const given = [...connections];
    expect(given).toHaveLength(2);
    try {
      await app.close();
    } finally {
      await clean(redis, site);
      await redis.quit();
    }
    for (const connection of given) {
      // Closed for good: no reconnecting Cluster is left behind.
      if (connection instanceof Cluster) expect(['close', 'end']).toContain(connection.status);
    }
  });

  it('does not start with a lead no longer than the interval, naming both', async () => {
    await expect(createWarmer({ WARM_LEAD_S: '30', WARM_INTERVAL_MS: '30000' })).rejects.toThrow(
      'Invalid environment: WARM_LEAD_S (30 s) must be longer than WARM_INTERVAL_MS (30000 ms)',
    );
  });

  it('does not start with a short dashboard password or a bad concurrency', async () => {
    await expect(
      createWarmer({ WARM_DASHBOARD_PASSWORD: 'short', WARM_CONCURRENCY: '0' }),
    ).rejects.toThrow(
      /^Invalid environment: WARM_CONCURRENCY must not be less than 1; WARM_DASHBOARD_PASSWORD must be longer than or equal to 16 characters$/,
    );
  });
});
