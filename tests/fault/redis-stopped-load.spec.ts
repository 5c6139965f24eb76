// Fault suite (issue 26): Redis stopped (SIGSTOP: connections stay open, nothing answers) for
// 30 s under 16 connections of mixed door and article traffic, on a cluster and a Redis of its
// own. The gateway's circuit breaker skips Redis after a few timeouts, and its own copies of
// recent pages answer: no 5xx, doors answered from memory, throughput at least half of the
// healthy figure measured in the same test, and the cache back within 5 s of Redis returning.
// Bounded: about 45 s of loopback traffic from one process.
import { expect, test } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { stopProcess } from '../support/processes';
import { sitemapEntries } from '../support/samples';
import { ownRedis, startTestCluster, type Cluster } from '../support/test-cluster';

/** A figure for the run's output (and the report's annotations). */
function report(line: string): void {
  process.stdout.write(`${line}\n`);
  test.info().annotations.push({ type: 'figures', description: line });
}
const CONNECTIONS = 16;
const HEALTHY_S = 10;
const STOPPED_S = 30;
const DOORS = ['/', '/news/', '/reviews/', '/deals/', '/latest/'];

interface Tally {
  requests: number;
  byStatus: Map<number, number>;
  /** x-cache of door answers, by value. */
  doorCache: Map<string, number>;
  seconds: number;
}

const bump = <K>(map: Map<K, number>, key: K) => map.set(key, (map.get(key) ?? 0) + 1);

/** CONNECTIONS loops asking the paths in turn for `seconds`; what they got. */
async function drive(base: string, paths: string[], seconds: number): Promise<Tally> {
  const tally: Tally = { requests: 0, byStatus: new Map(), doorCache: new Map(), seconds };
  const until = Date.now() + seconds * 1000;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async (_, connection) => {
      for (let i = connection; Date.now() < until; i++) {
        const path = paths[i % paths.length];
        const res = await fetch(`${base}${path}`, {
          headers: { 'accept-encoding': 'br' },
          signal: AbortSignal.timeout(10_000),
        });
        await res.arrayBuffer();
        tally.requests++;
        bump(tally.byStatus, res.status);
        if (DOORS.includes(path)) bump(tally.doorCache, res.headers.get('x-cache') ?? 'none');
      }
    }),
  );
  return tally;
}

const rate = (tally: Tally) => tally.requests / tally.seconds;
const serverErrors = (tally: Tally) =>
  [...tally.byStatus].filter(([status]) => status >= 500).reduce((sum, [, n]) => sum + n, 0);

test.describe('Redis stopped under load', () => {
  test.describe.configure({ timeout: 180_000 });
  let cluster: Cluster;
  let redis: ChildProcess;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const own = await ownRedis();
    redis = own.server;
    cluster = await startTestCluster('fault-redis-stopped-load', {
      redisUrl: own.url,
      services: ['content', 'vanity', 'experiments', 'render', 'gateway'],
    });
  });

  test.afterAll(async () => {
    if (redis?.pid) process.kill(redis.pid, 'SIGCONT');
    await cluster?.stop();
    if (redis) await stopProcess(redis);
  });

  test('no 5xx, doors from memory, at least half the throughput, back within 5 s', async () => {
    const base = cluster.urls.gateway;
    const articles = (await sitemapEntries('articles')).slice(0, 10).map((entry) => entry.url);
    const paths = [...DOORS, ...articles];
    // Every page in the cache first (asked until a hit), as a site in service has them.
    for (const path of paths) {
      await expect
        .poll(async () => (await fetch(`${base}${path}`)).headers.get('x-cache'), {
          timeout: 20_000,
        })
        .toBe('hit');
    }

    const healthy = await drive(base, paths, HEALTHY_S);
    process.kill(redis.pid!, 'SIGSTOP');
    let stopped: Tally;
    try {
      stopped = await drive(base, paths, STOPPED_S);
    } finally {
      process.kill(redis.pid!, 'SIGCONT');
    }
    const returned = Date.now();
    await expect
      .poll(async () => (await fetch(`${base}/news/`)).headers.get('x-cache'), {
        timeout: 15_000,
        intervals: [100],
      })
      .toBe('hit');
    const backAfterMs = Date.now() - returned;

    report(
      `healthy: ${rate(healthy).toFixed(0)} req/s; Redis stopped: ${rate(stopped).toFixed(0)} req/s ` +
        `(${((100 * rate(stopped)) / rate(healthy)).toFixed(0)}%); doors while stopped: ` +
        `${JSON.stringify(Object.fromEntries(stopped.doorCache))}; cache back after ${backAfterMs} ms`,
    );
    expect(serverErrors(healthy), 'no 5xx while healthy').toBe(0);
    expect(serverErrors(stopped), 'no 5xx while Redis is stopped').toBe(0);
    expect(rate(stopped)).toBeGreaterThanOrEqual(0.5 * rate(healthy));
    // Doors answered from the gateway's own copies (a few may time out before the breaker opens).
    const doorAnswers = [...stopped.doorCache.values()].reduce((sum, n) => sum + n, 0);
    expect(stopped.doorCache.get('memory') ?? 0).toBeGreaterThan(0.9 * doorAnswers);
    expect(backAfterMs).toBeLessThan(5000);
  });
});
