// Fault suite (issue 10): Redis stopped in the middle of a load. A cluster of its own (every
// service, the page warmer included) on free loopback ports, with a redis-server of its own on a
// free port: pages keep answering while Redis is down (the page cache, vanity and experiments
// fall back to what they hold or to their defaults), no service exits, and everything works
// again once Redis returns. Bounded: about 30 s of traffic from a few loopback clients.
import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { stopProcess } from '../support/processes';
import { startRedis } from '../support/redis-server';
import { ownRedis, startTestCluster, type Cluster } from '../support/test-cluster';

const CLIENTS = 4;

/** Sends pages one after another from CLIENTS loops until `until` resolves; every status. */
async function load(base: string, paths: string[], until: Promise<void>): Promise<number[]> {
  const statuses: number[] = [];
  let done = false;
  void until.then(() => (done = true));
  await Promise.all(
    Array.from({ length: CLIENTS }, async (_, client) => {
      for (let i = client; !done; i++) {
        const res = await fetch(`${base}${paths[i % paths.length]}`, {
          headers: { 'accept-encoding': 'br' },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        statuses.push(res.status);
      }
    }),
  );
  return statuses;
}

/** The value of `redis_errors_total{client, operation}` in a /metrics text, 0 when absent. */
function redisErrors(metrics: string, client: string, operation: string): number {
  const line = metrics
    .split('\n')
    .find(
      (row) =>
        row.startsWith('redis_errors_total{') &&
        row.includes(`client="${client}"`) &&
        row.includes(`operation="${operation}"`),
    );
  return line ? Number(line.split(' ').pop()) : 0;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

test.describe('Redis stopped in the middle of a load', () => {
  test.describe.configure({ timeout: 120_000 });
  let cluster: Cluster;
  let redis: ChildProcess;
  let redisPort: number;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const own = await ownRedis();
    redisPort = own.port;
    redis = own.server;
    cluster = await startTestCluster('fault-redis-outage', { redisUrl: own.url });
  });

  test.afterAll(async () => {
    await cluster?.stop();
    if (redis) await stopProcess(redis);
  });

  test('pages keep answering, no service exits, and everything recovers', async () => {
    const base = cluster.urls.gateway;
    const paths = ['/', '/news/', '/reviews/', '/deals/', '/no-such-page-at-all/'];
    const expected = (status: number) => status === 200 || status === 404;
    for (const p of paths) await fetch(`${base}${p}`).then((r) => r.arrayBuffer());

    // Traffic throughout; Redis goes away after 3 s and comes back 10 s later.
    let stopLoad!: () => void;
    const loadDone = new Promise<void>((resolve) => (stopLoad = resolve));
    const traffic = load(base, paths, loadDone);
    await pause(3000);
    await stopProcess(redis);
    await pause(3000);

    // Meanwhile: a page through the gateway decides A/B and flags with what it holds, and the
    // experiments service still decides; only its admin writes are refused (nothing saved).
    const during = await fetch(`${base}/news/`);
    expect(during.status).toBe(200);
    const write = await fetch(`${cluster.urls.experiments}/experiments/flags/faultFlag`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', 'x-api-key': cluster.experimentsAdminKey },
      body: JSON.stringify({ default: true }),
    });
    expect(write.status).toBe(503);
    await pause(7000);

    redis = await startRedis(redisPort);
    // Back: the experiments service saves again, and the gateway's page cache serves hits.
    await expect
      .poll(
        async () => {
          const res = await fetch(`${cluster.urls.experiments}/experiments/flags/faultFlag`, {
            method: 'PUT',
            headers: {
              'content-type': 'application/json',
              'x-api-key': cluster.experimentsAdminKey,
            },
            body: JSON.stringify({ default: true }),
          });
          return res.status;
        },
        { timeout: 20_000, intervals: [500] },
      )
      .toBe(200);
    await expect
      .poll(async () => (await fetch(`${base}/deals/`)).headers.get('x-cache'), {
        timeout: 20_000,
        intervals: [500],
      })
      .toBe('hit');
    stopLoad();
    const statuses = await traffic;

    expect(statuses.length).toBeGreaterThan(100);
    const unexpected = statuses.filter((status) => !expected(status));
    expect(unexpected, `statuses other than 200/404 among ${statuses.length}`).toEqual([]);
    for (const child of cluster.children) {
      expect(child.exitCode, 'a service exited').toBeNull();
      expect(child.signalCode, 'a service was killed').toBeNull();
    }
    for (const url of Object.values(cluster.urls)) {
      expect((await fetch(`${url}/health/ready`)).status, `${url} ready again`).toBe(200);
    }
    // The outage shows in each Redis user's /metrics: its failed connections and commands.
    const clients = { gateway: 'page_cache', experiments: 'definitions', vanity: 'dictionary' };
    for (const [service, client] of Object.entries(clients)) {
      const url = cluster.internalUrls[service as keyof typeof cluster.internalUrls];
      const metrics = await (await fetch(`${url}/metrics`)).text();
      expect(redisErrors(metrics, client, 'connection'), `${service} counts`).toBeGreaterThan(0);
    }
  });
});
