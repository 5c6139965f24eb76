// Load suite (issue 10): 60 s of mixed traffic at 64 connections through the gateway of a
// cluster of its own (every service, a redis-server of its own on a free port): the home page,
// doors, articles, search, a feed and a readers' API, cycled by autocannon over keep-alive
// loopback connections. No errors, no timeouts, every answer a 200; the latency percentiles
// and the throughput are reported (the list, test-output/load-report.json and the test's
// annotations). LOAD_DURATION_S shortens or lengthens the run.
import { expect, test } from '@playwright/test';
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { newsHeadlines } from '../support/corpus';
import { stopProcess } from '../support/processes';
import { ownRedis, startTestCluster, type Cluster } from '../support/test-cluster';

const ROOT = path.resolve(__dirname, '../..');
const OUT = path.join(ROOT, 'test-output');
const CONNECTIONS = 64;
const DURATION_S = Number(process.env.LOAD_DURATION_S ?? 60);

test.describe('mixed traffic', () => {
  test.describe.configure({ timeout: (DURATION_S + 120) * 1000 });
  let cluster: Cluster;
  let redis: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const own = await ownRedis();
    redis = own.server;
    cluster = await startTestCluster('load-cluster', { redisUrl: own.url });
  });

  test.afterAll(async () => {
    await cluster?.stop();
    if (redis) await stopProcess(redis);
  });

  test(`${CONNECTIONS} connections for ${DURATION_S} s: no errors, p99 reported`, async () => {
    const base = cluster.urls.gateway;
    const articles = (await newsHeadlines())
      .map((item) => item.url ?? '')
      .filter((url) => /^\/article\/[a-z0-9-]+\/$/.test(url))
      .slice(0, 6);
    expect(articles.length).toBeGreaterThan(2);
    const paths = [
      '/',
      '/news/',
      ...articles.slice(0, 3),
      '/reviews/',
      '/search/?q=laptop',
      ...articles.slice(3),
      '/deals/',
      '/news/rss.xml',
      '/api/neutron/newsletters/bytewire',
    ];
    // Every path answers on its own first (and the page cache gets its copies).
    for (const page of paths) {
      const res = await fetch(`${base}${page}`, { signal: AbortSignal.timeout(15_000) });
      await res.arrayBuffer();
      expect(res.status, page).toBe(200);
    }

    const result = await autocannon({
      url: base,
      connections: CONNECTIONS,
      duration: DURATION_S,
      timeout: 10,
      headers: { 'accept-encoding': 'br, gzip' },
      requests: paths.map((page) => ({ method: 'GET' as const, path: page })),
    });
    const report = {
      connections: CONNECTIONS,
      durationS: DURATION_S,
      paths,
      requests: result.requests.total,
      requestsPerSecond: result.requests.average,
      latencyMs: {
        p50: result.latency.p50,
        p90: result.latency.p90,
        p99: result.latency.p99,
        max: result.latency.max,
      },
      errors: result.errors,
      timeouts: result.timeouts,
      non2xx: result.non2xx,
    };
    mkdirSync(OUT, { recursive: true });
    writeFileSync(path.join(OUT, 'load-report.json'), `${JSON.stringify(report, null, 2)}\n`);
    process.stdout.write(
      `load: ${report.requests} requests, ${report.requestsPerSecond} req/s, ` +
        `p50 ${report.latencyMs.p50} ms, p90 ${report.latencyMs.p90} ms, ` +
        `p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms\n`,
    );
    test.info().annotations.push({ type: 'p99', description: `${report.latencyMs.p99} ms` });

    expect(result.errors, 'connection errors').toBe(0);
    expect(result.timeouts, 'timeouts').toBe(0);
    expect(result.non2xx, 'answers other than 2xx').toBe(0);
    expect(result.requests.total).toBeGreaterThan(DURATION_S * 10);
    for (const child of cluster.children) {
      expect([child.exitCode, child.signalCode]).toEqual([null, null]);
    }
  });
});
