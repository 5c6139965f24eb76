// Fault suite (issue 10, issue 26 point 6): render down. A cluster of its own; render is killed
// and started again. Meanwhile the gateway stays ready (render reported down in its health
// body), answers pages it holds from its page cache with their scripts and styles (its own copy
// of the client bundle), and every other page with its own error page (503) at once, never a
// hung request; once render is back, pages render again. The gateway never exits.
import { expect, test } from '@playwright/test';
import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import path from 'node:path';
import { stopProcess } from '../support/processes';
import { sharedRedisUrl, startTestCluster, type Cluster } from '../support/test-cluster';

const ROOT = path.resolve(__dirname, '../..');
const SERVICES = ['content', 'vanity', 'experiments', 'render', 'gateway'];

async function get(url: string): Promise<{ status: number; cache: string | null; body: string }> {
  const res = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  return { status: res.status, cache: res.headers.get('x-cache'), body: await res.text() };
}

/** The client bundle's files a page loads: its scripts, module preloads and stylesheets. */
function bundleUrlsOf(html: string): string[] {
  const urls = [...html.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)].map((m) => m[1]);
  return [...new Set(urls)];
}

test.describe('render down', () => {
  test.describe.configure({ timeout: 120_000 });
  let cluster: Cluster;
  let redisUrl: string;
  let log: WriteStream;
  let render: ChildProcess | undefined;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    redisUrl = await sharedRedisUrl();
    cluster = await startTestCluster('fault-render-down', { services: SERVICES, redisUrl });
    log = createWriteStream(path.join(ROOT, 'test-output', 'fault-render-down-restart.log'));
  });

  test.afterAll(async () => {
    if (render) await stopProcess(render);
    await cluster?.stop();
  });

  test('cached pages still answer, others get the error page at once, then render again', async () => {
    const base = cluster.urls.gateway;
    // A door in the cache (asked until stored), then render gone.
    await expect
      .poll(async () => (await get(`${base}/news/`)).cache, { timeout: 15_000 })
      .toBe('hit');
    await stopProcess(cluster.children[SERVICES.indexOf('render')]);

    // Still ready: render is a reported dependency, not a reason to leave the Service.
    await expect
      .poll(
        async () => {
          // The dependencies are told on the internal listener only.
          const res = await fetch(`${cluster.internalUrls.gateway}/health/ready`, {
            signal: AbortSignal.timeout(5000),
          });
          const body = (await res.json()) as { dependencies?: Record<string, { status: string }> };
          return [res.status, body.dependencies?.render?.status];
        },
        { timeout: 15_000 },
      )
      .toEqual([200, 'down']);

    const cached = await get(`${base}/news/`);
    expect([cached.status, cached.cache]).toEqual([200, 'hit']);
    // ...with its scripts and styles, from the gateway's copy of the bundle.
    const bundle = bundleUrlsOf(cached.body);
    expect(bundle.length, 'the cached page loads the client bundle').toBeGreaterThan(0);
    for (const asset of bundle) {
      const res = await fetch(`${base}${asset}`, { signal: AbortSignal.timeout(10_000) });
      await res.arrayBuffer();
      expect(res.status, asset).toBe(200);
    }
    for (const page of ['/reviews/', '/deals/', '/no-such-page-at-all/']) {
      const started = Date.now();
      const down = await get(`${base}${page}`);
      expect(down.status, page).toBe(503);
      expect(down.body, page).toContain('<html');
      expect(Date.now() - started, `${page} answered at once`).toBeLessThan(3000);
    }
    expect((await fetch(`${base}/health/live`)).status).toBe(200);

    // render back, on its port, with the cluster's configuration.
    const { entryOf, serviceEnv } = await import('../../scripts/lib/cluster.mjs');
    const env = serviceEnv({ ...cluster, redisUrl, logLevel: 'warn' }).render;
    render = spawn(process.execPath, [entryOf('render')], {
      cwd: path.join(ROOT, 'services', 'render'),
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    render.stdout?.on('data', (chunk) => log.write(`render | ${chunk}`));
    render.stderr?.on('data', (chunk) => log.write(`render | ${chunk}`));
    await expect
      .poll(async () => (await get(`${base}/reviews/`)).status, { timeout: 30_000 })
      .toBe(200);
    expect((await get(`${base}/no-such-page-at-all/`)).status).toBe(404);
    const gateway = cluster.children[SERVICES.indexOf('gateway')];
    expect([gateway.exitCode, gateway.signalCode]).toEqual([null, null]);
  });
});
