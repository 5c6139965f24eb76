// Fault suite (issue 26): nobody can fill the page cache. On a cluster and a Redis of its own,
// 5,000 requests with random `q`, `featureEnable`, `featureDisable`, `ab`, `edition` and unknown
// parameters on every cacheable route add no entry beyond the legitimate variants of the
// pages asked (a search for each random query is one, kept in the search pages' own budget,
// which never pushes other pages out); legitimate variants past PAGE_CACHE_MAX_ENTRIES
// (listing pages) leave the cache at its bound; and the page cache's memory in Redis stays
// within its budget. Bounded: 5,000 loopback requests from 16 connections, then 60 more.
import { expect, test } from '@playwright/test';
import { isCacheable, matchPath } from '@bytewire/routes';
import type { ChildProcess } from 'node:child_process';
import { Redis } from 'ioredis';
import { randomBytes } from 'node:crypto';
import { stopProcess } from '../support/processes';
import { sitemapEntries } from '../support/samples';
import { ownRedis, startTestCluster, type Cluster } from '../support/test-cluster';

/** A figure for the run's output (and the report's annotations). */
function report(line: string): void {
  process.stdout.write(`${line}\n`);
  test.info().annotations.push({ type: 'figures', description: line });
}
const REQUESTS = 5000;
const CONNECTIONS = 16;
const MAX_ENTRIES = 40;
const MAX_SEARCH_ENTRIES = 20;
/** The budget the test holds the cache to: its bound times a generous compressed page. */
const BUDGET_BYTES = (MAX_ENTRIES + MAX_SEARCH_ENTRIES) * 256 * 1024;
const SITE_KEYS = 'bytewire:page-cache:{bytewire}:*';

const random = () => randomBytes(6).toString('base64url');

/** A query a reader never sends: random values of every parameter that shapes a variant. */
function hostileQuery(): string {
  const params = new URLSearchParams();
  const pick = Math.floor(Math.random() * 7);
  if (pick === 0) params.set('q', random());
  if (pick === 1) params.set('featureEnable', random());
  if (pick === 2) params.set('featureDisable', `${random()},${random()}`);
  if (pick === 3) params.set('ab', `${random()}:1:${random()}`);
  if (pick === 4) params.set('edition', random());
  if (pick === 5) params.set(random(), random());
  if (pick === 6) {
    params.set('utm_source', random());
    params.set('pageNumber', random());
  }
  return params.toString();
}

test.describe('the page cache against hostile queries', () => {
  test.describe.configure({ timeout: 180_000 });
  let cluster: Cluster;
  let redisServer: ChildProcess;
  let redis: Redis;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const own = await ownRedis();
    redisServer = own.server;
    redis = new Redis(own.url);
    cluster = await startTestCluster('fault-cache-fill', {
      redisUrl: own.url,
      services: ['content', 'vanity', 'experiments', 'render', 'gateway'],
      env: {
        PAGE_CACHE_MAX_ENTRIES: String(MAX_ENTRIES),
        PAGE_CACHE_MAX_SEARCH_ENTRIES: String(MAX_SEARCH_ENTRIES),
      },
    });
  });

  test.afterAll(async () => {
    await redis?.quit();
    await cluster?.stop();
    if (redisServer) await stopProcess(redisServer);
  });

  const entryKeys = async () => (await redis.keys(SITE_KEYS)).filter((k) => k.includes(':e:'));
  const idOf = (key: string) => key.slice(key.lastIndexOf(':') + 1);
  const PAGES_USED = 'bytewire:page-cache:{bytewire}:u';
  const SEARCHES_USED = 'bytewire:page-cache:{bytewire}:u:search';

  test('random parameters make no entry; legitimate ones stop at the bound', async () => {
    const base = cluster.urls.gateway;
    // One page of every cacheable route the sitemaps reach, the doors and the search page.
    const paths = new Map<string, string>();
    for (const path of ['/', '/news/', '/reviews/', '/deals/', '/latest/', '/search/']) {
      paths.set(path, path);
    }
    for (const name of ['articles', 'reviews', 'galleries', 'videos', 'topics', 'authors']) {
      for (const { url } of await sitemapEntries(name)) {
        const match = matchPath(url);
        if (match.kind === 'page' && isCacheable(match.route) && !paths.has(match.route.name)) {
          paths.set(match.route.name, url);
        }
      }
    }
    const pages = [...new Set(paths.values())];
    expect(pages.length).toBeLessThan(MAX_ENTRIES);
    // The legitimate variants: each page as a plain reader asks for it.
    for (const page of pages) {
      await expect
        .poll(async () => (await fetch(`${base}${page}`)).headers.get('x-cache'), {
          timeout: 20_000,
        })
        .toBe('hit');
    }
    const legitimate = new Set(await entryKeys());
    expect(legitimate.size).toBe(pages.length);

    const statuses = new Map<number, number>();
    let sent = 0;
    await Promise.all(
      Array.from({ length: CONNECTIONS }, async () => {
        while (sent < REQUESTS) {
          sent++;
          const page = pages[Math.floor(Math.random() * pages.length)];
          const res = await fetch(`${base}${page}?${hostileQuery()}`, {
            signal: AbortSignal.timeout(15_000),
          });
          await res.arrayBuffer();
          statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
        }
      }),
    );
    // The last answers' copies are kept (and trimmed) just after they are sent.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    const after = await entryKeys();
    report(
      `${REQUESTS} hostile requests over ${pages.length} pages: statuses ${JSON.stringify(
        Object.fromEntries(statuses),
      )}; entries ${legitimate.size} before, ${after.length} after`,
    );
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    // Every page but the searches is one of the legitimate variants; searches stay in their budget.
    const pagesUsed = await redis.zrange(PAGES_USED, '0', '-1');
    expect(pagesUsed.sort()).toEqual([...legitimate].map(idOf).sort());
    const searches = await redis.zrange(SEARCHES_USED, '0', '-1');
    expect(searches.length).toBeLessThanOrEqual(MAX_SEARCH_ENTRIES);
    for (const key of after.filter((k) => !legitimate.has(k))) {
      expect(searches, 'an entry beyond the legitimate pages is a search').toContain(idOf(key));
    }

    // Legitimate variants past the bound: listing pages of the news door.
    for (let page = 1; page <= MAX_ENTRIES + 20; page++) {
      await (await fetch(`${base}/news/?pageNumber=${page}`)).arrayBuffer();
    }
    await expect
      .poll(async () => (await entryKeys()).length)
      .toBeLessThanOrEqual(MAX_ENTRIES + MAX_SEARCH_ENTRIES);
    const used = await redis.zcard(PAGES_USED);
    expect(used).toBeLessThanOrEqual(MAX_ENTRIES);
    let bytes = 0;
    for (const key of await redis.keys(SITE_KEYS)) bytes += (await redis.memory('USAGE', key)) ?? 0;
    report(`after ${MAX_ENTRIES + 20} listing pages: ${used} entries, ${bytes} bytes in Redis`);
    expect(bytes).toBeLessThan(BUDGET_BYTES);
  });
});
