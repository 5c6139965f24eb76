// Fault suite (issue 10): the content API slow past its timeout, down, and answering malformed
// JSON. A cluster of its own whose render, gateway and vanity reach the content API through a
// loopback chaos proxy. While it misbehaves, pages the gateway holds still answer from its
// cache, and every other page gets render's error page with the status of the failure (504
// for the timeout, 502 when the API cannot be reached or answers what is not JSON) within the
// timeout, never a hung request; once it behaves, pages render again and no error page was
// kept in the cache. No service exits.
import { expect, test } from '@playwright/test';
import { ChaosProxy } from '../support/chaos-proxy';
import { anArticle } from '../support/corpus';
import { sharedRedisUrl, startTestCluster, type Cluster } from '../support/test-cluster';

const CALLERS = ['vanity', 'experiments', 'render', 'gateway'];
/** Render's budget for one content API call here (12 s by default). */
const CONTENT_TIMEOUT_MS = 1500;
/** What a failing page may take beyond that budget (render, the gateway, a busy machine). */
const MARGIN_MS = 2500;

async function get(
  url: string,
): Promise<{ status: number; ms: number; cache: string | null; body: string }> {
  const started = Date.now();
  const res = await fetch(url, { signal: AbortSignal.timeout(15_000) });
  const body = await res.text();
  return { status: res.status, ms: Date.now() - started, cache: res.headers.get('x-cache'), body };
}

test.describe('the content API misbehaving', () => {
  test.describe.configure({ timeout: 120_000 });
  let content: Cluster;
  let callers: Cluster;
  let chaos: ChaosProxy;

  test.beforeAll(async () => {
    test.setTimeout(90_000);
    const redisUrl = await sharedRedisUrl();
    content = await startTestCluster('fault-content-api', { services: ['content'], redisUrl });
    chaos = await ChaosProxy.start(content.urls.content);
    // The callers take the proxy for the content API, with short budgets (read from the
    // environment the cluster hands each service).
    const saved = { ...process.env };
    Object.assign(process.env, {
      CONTENT_API_TIMEOUT_MS: String(CONTENT_TIMEOUT_MS),
      RENDER_TIMEOUT_MS: String(CONTENT_TIMEOUT_MS + 2000),
    });
    try {
      callers = await startTestCluster('fault-content-api-callers', {
        ...content,
        ports: { ...content.ports, content: chaos.port },
        services: CALLERS,
        redisUrl,
      });
    } finally {
      process.env = saved;
    }
  });

  test.afterAll(async () => {
    await callers?.stop();
    await chaos?.stop();
    await content?.stop();
  });

  test('cached pages answer; others get the error page within the timeout; all recovers', async () => {
    const base = callers.urls.gateway;
    const article = (await anArticle()).path;
    await expect
      .poll(async () => (await get(`${base}/news/`)).cache, { timeout: 20_000 })
      .toBe('hit');

    const failing = async (mode: 'slow' | 'down' | 'malformed', page: string, status: number) => {
      chaos.set(mode);
      const answer = await get(`${base}${page}`);
      expect(answer.status, `${mode}: ${page}`).toBe(status);
      expect(answer.body, `${mode}: ${page} is an error page`).toContain('<html');
      expect(answer.ms, `${mode}: ${page} within the budget`).toBeLessThan(
        CONTENT_TIMEOUT_MS + MARGIN_MS,
      );
      const cached = await get(`${base}/news/`);
      expect([cached.status, cached.cache], `${mode}: the cached door`).toEqual([200, 'hit']);
    };
    await failing('slow', '/reviews/', 504);
    await failing('down', '/deals/', 502);
    await failing('malformed', article, 502);

    chaos.set('pass');
    for (const page of ['/reviews/', '/deals/', article]) {
      expect((await get(`${base}${page}`)).status, `${page} once the API is back`).toBe(200);
    }
    for (const child of callers.children) {
      expect([child.exitCode, child.signalCode]).toEqual([null, null]);
    }
  });
});
