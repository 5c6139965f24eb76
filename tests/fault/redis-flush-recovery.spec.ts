// Fault suite (issue 26, "Recovery without restarts"): Redis emptied (FLUSHALL) under steady
// traffic. A cluster of its own (gateway, render, content, experiments, vanity, warmer) on free
// loopback ports with a redis-server of its own. Within 30 s and with no process restarted:
// the experiments API and the pages carry the configured default flags and the spec's tests
// again, the warmer's plan runs again (its scheduler re-registered, warmer_planned_total
// moves), the vanity dictionary is back in Redis and a vanity path resolves; no 5xx at any
// point. Then, with the consent flag removed from Redis by hand, no consent-gated script is
// served runnable, through the gateway or from a page with no flags at all (fail closed).
// Bounded: two loopback clients at about 5 requests per second each.
import { Redis } from 'ioredis';
import type { ChildProcess } from 'node:child_process';
import { NO_CONSENT_CHOICE } from '../support/consent';
import { anArticle, anArticleWithSocialPost } from '../support/corpus';
import { stopProcess } from '../support/processes';
import { ownRedis, startTestCluster, type Cluster } from '../support/test-cluster';
import { expect, test, type Page } from '../support/test';

const SITE = 'bytewire';
const SERVICES = ['content', 'vanity', 'experiments', 'render', 'gateway', 'warmer'];
/** FEATURE_FLAGS' default (services/experiments/src/config/feature-flags.ts). */
const DEFAULT_FLAGS = {
  ads: true,
  adDisplay: true,
  cohesion: false,
  consent: true,
  vanityMask: true,
};
/** The spec's tests (spec 001 s9), the configured ones. */
const SPEC_TESTS = [
  'bl1_adcap_mob',
  'bl2_adcap_mob',
  'char_count_AB',
  'cta_pricing',
  'details_precap',
  'genius_link',
  'precap_vs_hero',
];
/** The plan every 20 s: a run soon after the flush is the re-registered scheduler's. */
const WARM_INTERVAL_MS = '20000';
const RECOVERY_MS = 30_000;
const CLIENTS = 2;
const PAUSE_MS = 200;

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Sends `paths` in turn from CLIENTS loops, PAUSE_MS apart, until `until`; every status. */
async function steadyTraffic(base: string, paths: string[], until: Promise<void>) {
  const statuses: { path: string; status: number }[] = [];
  let done = false;
  void until.then(() => (done = true));
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; !done; i++) {
        const path = paths[i % paths.length];
        const res = await fetch(`${base}${path}`, {
          redirect: 'manual',
          signal: AbortSignal.timeout(10_000),
        }).catch(() => undefined);
        await res?.arrayBuffer().catch(() => undefined);
        statuses.push({ path, status: res?.status ?? 599 });
        await pause(PAUSE_MS);
      }
    }),
  );
  return statuses;
}

/** The value of a metric series (labels matched as given) in a /metrics text, 0 when absent. */
function metric(text: string, name: string, labels = ''): number {
  const line = text
    .split('\n')
    .find(
      (row) => (row.startsWith(`${name}{`) || row.startsWith(`${name} `)) && row.includes(labels),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

/** The root route's flags in a page's hydration data (the JSON script element). */
function pageFlags(html: string): Record<string, boolean> | undefined {
  const json = /<script[^>]*id="router-hydration-data"[^>]*>([\s\S]*?)<\/script>/.exec(html)?.[1];
  if (!json) return undefined;
  const data = JSON.parse(json) as { loaderData?: { root?: { flags?: Record<string, boolean> } } };
  return data.loaderData?.root?.flags;
}

test.describe('Redis emptied (FLUSHALL) under traffic', () => {
  test.describe.configure({ timeout: 150_000 });
  let cluster: Cluster;
  let redisServer: ChildProcess;
  let redis: Redis;

  const experiments = (path: string, init: RequestInit = {}) =>
    fetch(`${cluster.urls.experiments}${path}`, {
      ...init,
      headers: {
        ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
        'x-api-key': cluster.experimentsAdminKey,
      },
    });
  const metricsOf = async (service: 'warmer' | 'vanity') =>
    (await fetch(`${cluster.internalUrls[service]}/metrics`)).text();

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    const own = await ownRedis();
    redisServer = own.server;
    redis = new Redis(own.url, { maxRetriesPerRequest: 1 });
    // Read by the warmer alone; every service's environment is built from this process's.
    const saved = process.env.WARM_INTERVAL_MS;
    process.env.WARM_INTERVAL_MS = WARM_INTERVAL_MS;
    try {
      cluster = await startTestCluster('fault-redis-flush', {
        redisUrl: own.url,
        services: SERVICES,
      });
    } finally {
      if (saved === undefined) delete process.env.WARM_INTERVAL_MS;
      else process.env.WARM_INTERVAL_MS = saved;
    }
  });

  test.afterAll(async () => {
    redis?.disconnect();
    await cluster?.stop();
    if (redisServer) await stopProcess(redisServer);
  });

  test('defaults, schedules and the vanity dictionary come back within 30 s, no 5xx', async () => {
    const base = cluster.urls.gateway;
    const article = await anArticle();
    // A PERMANENT_REDIRECT entry of the corpus' dictionary (see e2e/vanity.spec.ts).
    const vanityPath = '/newsletter/';

    // Before: the plan has run, and a flag is changed from its default (so the flush shows).
    await expect
      .poll(async () => metric(await metricsOf('warmer'), 'warmer_planned_total'), {
        timeout: 30_000,
      })
      .toBeGreaterThan(0);
    expect(
      (
        await experiments('/experiments/flags/cohesion', {
          method: 'PUT',
          body: JSON.stringify({ default: true }),
        })
      ).status,
    ).toBe(200);
    await expect
      .poll(async () => pageFlags(await (await fetch(`${base}/news/`)).text())?.cohesion, {
        timeout: 15_000,
      })
      .toBe(true);

    let stopTraffic!: () => void;
    const trafficDone = new Promise<void>((resolve) => (stopTraffic = resolve));
    const traffic = steadyTraffic(base, ['/', '/news/', article.path, '/reviews/'], trafficDone);
    await pause(2000);
    const plannedBefore = metric(await metricsOf('warmer'), 'warmer_planned_total');
    await redis.flushall();
    const flushedAt = Date.now();

    // The experiments API: the configured flags and the spec's tests.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${cluster.urls.experiments}/experiments/definitions`, {
            headers: { 'x-api-key': cluster.experimentsKey },
          });
          const body = (await res.json()) as { tests: { id: string }[]; flags: object };
          return { flags: body.flags, tests: body.tests.map((t) => t.id).sort() };
        },
        { timeout: RECOVERY_MS },
      )
      .toEqual({ flags: DEFAULT_FLAGS, tests: SPEC_TESTS });
    // The pages: the configured flags in their hydration data.
    for (const path of ['/news/', article.path]) {
      await expect
        .poll(async () => pageFlags(await (await fetch(`${base}${path}`)).text()), {
          timeout: RECOVERY_MS - (Date.now() - flushedAt),
        })
        .toEqual(DEFAULT_FLAGS);
    }
    // The warmer's plan runs again (re-registered), so the doors are warmed again.
    await expect
      .poll(async () => metric(await metricsOf('warmer'), 'warmer_planned_total'), {
        timeout: Math.max(1000, RECOVERY_MS - (Date.now() - flushedAt)),
      })
      .toBeGreaterThan(plannedBefore);
    // The vanity dictionary is back in Redis, and a vanity path resolves through the gateway.
    await expect
      .poll(async () => redis.exists(`bytewire:vanity:{vanity:${SITE}}:version`), {
        timeout: Math.max(1000, RECOVERY_MS - (Date.now() - flushedAt)),
      })
      .toBe(1);
    const resolved = await fetch(`${base}${vanityPath}`, { redirect: 'manual' });
    expect(resolved.status).toBe(301);
    expect(resolved.headers.get('location')).toBe('/newsletters/');
    expect(Date.now() - flushedAt, 'recovered within 30 s').toBeLessThanOrEqual(RECOVERY_MS);

    // Both schedules were registered again (the keepers check every 10 s).
    await expect
      .poll(
        async () =>
          metric(
            await metricsOf('vanity'),
            'background_job_schedule_registrations_total',
            'job="refresh-dictionary"',
          ),
        { timeout: 15_000 },
      )
      .toBeGreaterThanOrEqual(2);
    expect(
      metric(
        await metricsOf('warmer'),
        'background_job_schedule_registrations_total',
        'job="plan"',
      ),
    ).toBeGreaterThanOrEqual(2);

    stopTraffic();
    const statuses = await traffic;
    expect(statuses.length).toBeGreaterThan(20);
    const failed = statuses.filter(({ status }) => status >= 500);
    expect(failed, `5xx among ${statuses.length} requests`).toEqual([]);
    for (const service of ['gateway', 'experiments', 'vanity', 'warmer'] as const) {
      expect((await fetch(`${cluster.urls[service]}/health/ready`)).status, service).toBe(200);
    }
    for (const child of cluster.children) expect(child.exitCode, 'a service exited').toBeNull();
  });

  test.describe('the consent flag removed from Redis by hand', () => {
    test.use({ storageState: NO_CONSENT_CHOICE });

    /** Opens `url` and answers whether every consent-gated script there is inert. */
    async function gatedScriptsInert(page: Page, url: string): Promise<void> {
      const widgetRequests: string[] = [];
      await page.route('https://platform.twitter.com/**', (route) => {
        widgetRequests.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
      });
      expect((await page.goto(url))?.status()).toBe(200);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      const widgets = page.locator('script#twitter-widgets');
      await expect(widgets).toHaveAttribute('type', 'text/plain');
      await page.waitForTimeout(500);
      const runnable = await page
        .locator('script[class*="optanon-category-"]')
        .evaluateAll((scripts) =>
          scripts
            .filter((s) => (s as HTMLScriptElement).type !== 'text/plain')
            .map((s) => s.id || s.className),
        );
      expect(runnable, `runnable consent-gated scripts at ${url}`).toEqual([]);
      expect(widgetRequests).toEqual([]);
      await expect(
        page.getByRole('region', { name: 'Your privacy choices' }),
        'the banner asks',
      ).toBeVisible();
    }

    test('no consent-gated script is served runnable', async ({ page }) => {
      const flagsKey = `bytewire:experiments:{experiments:${SITE}}:flags`;
      // Stored as a change first, then removed by hand (the version bumped, as a tool would).
      expect(
        (
          await experiments('/experiments/flags/consent', {
            method: 'PUT',
            body: JSON.stringify({ default: true }),
          })
        ).status,
      ).toBe(200);
      await redis
        .multi()
        .hdel(flagsKey, 'consent')
        .incr(`bytewire:experiments:{experiments:${SITE}}:version`)
        .exec();
      expect(await redis.hexists(flagsKey, 'consent')).toBe(0);
      const flags = await (await experiments('/experiments/flags')).json();
      expect((flags as { flags: Record<string, boolean> }).flags.consent).toBe(true);

      const article = await anArticleWithSocialPost();
      await expect
        .poll(
          async () =>
            pageFlags(await (await fetch(`${cluster.urls.gateway}${article.path}`)).text())
              ?.consent,
        )
        .toBe(true);
      await gatedScriptsInert(page, `${cluster.urls.gateway}${article.path}`);
      // A page with no flags at all (render asked directly: no decision): still inert.
      const bare = await (await fetch(`${cluster.urls.render}${article.path}`)).text();
      expect(pageFlags(bare)?.consent).toBeUndefined();
      await gatedScriptsInert(page, `${cluster.urls.render}${article.path}`);
    });
  });
});
