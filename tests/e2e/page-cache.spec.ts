// The gateway's page cache in the real cluster (issue 8): a door and an article are rendered
// once and then answered from Redis, Brotli-compressed to Chromium, hydrate like any page, and
// are purged by path and by content id through the purge API.
import { expect, test } from '../support/test';
import { newsHeadlines } from '../support/corpus';

/**
 * One returning visitor for every request: a new visitor gets a random bucket in each active
 * A/B test, and each bucket is a page of its own in the cache.
 */
const VISITOR = { name: 'nemo_vid', value: 'page-cache-e2e-visitor' };
const VISITOR_COOKIE = `${VISITOR.name}=${VISITOR.value}`;

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup starts the cluster`);
  return value;
}

async function purge(body: object): Promise<{ purged: { paths: number; contentIds: number } }> {
  const res = await fetch(`${env('BASE_URL')}/api/page-cache/purge`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': env('PAGE_CACHE_PURGE_KEY') },
    body: JSON.stringify(body),
  });
  expect(res.status).toBe(200);
  return (await res.json()) as { purged: { paths: number; contentIds: number } };
}

/**
 * A query the page warmer never renders with (it warms doors without one), so that it cannot
 * store a page between a purge and the next request.
 */
const UNWARMED = '?edition=us';

/** The x-cache of a plain GET (the cache answers misses once render has finished). */
async function cacheStatusOf(path: string): Promise<string | null> {
  const url = `${env('BASE_URL')}${path}${path.includes('?') ? '' : UNWARMED}`;
  const res = await fetch(url, { headers: { cookie: VISITOR_COOKIE } });
  expect(res.status).toBe(200);
  await res.arrayBuffer();
  return res.headers.get('x-cache');
}

/** Until the copy rendered for a miss is stored (it is kept once the page has been sent). */
async function expectCached(path: string): Promise<void> {
  await expect.poll(() => cacheStatusOf(path), { timeout: 5000 }).toBe('hit');
}

test('a door is rendered once, then answered from the cache, and purged by its path', async () => {
  await purge({ paths: ['/reviews/'] });
  expect(await cacheStatusOf('/reviews/')).toBe('miss');
  await expectCached('/reviews/');
  const compressed = await fetch(`${env('BASE_URL')}/reviews/${UNWARMED}`, {
    headers: { 'accept-encoding': 'br, gzip', cookie: VISITOR_COOKIE },
  });
  expect(compressed.headers.get('content-encoding')).toBe('br');
  expect(await compressed.text()).toContain('</html>');
  expect(compressed.headers.get('x-render-build')).toBeNull();
  expect(compressed.headers.get('x-content-ids')).toBeNull();

  const { purged } = await purge({ paths: ['/reviews/'] });
  expect(purged.paths).toBeGreaterThanOrEqual(1);
  expect(await cacheStatusOf('/reviews/')).toBe('miss');
});

test('a cached page hydrates in Chromium like a rendered one', async ({ page, context }) => {
  await context.addCookies([{ ...VISITOR, url: env('BASE_URL') }]);
  await cacheStatusOf('/latest/');
  await expectCached('/latest/');
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const response = await page.goto(`${env('BASE_URL')}/latest/${UNWARMED}`);
  expect(response?.headers()['x-cache']).toBe('hit');
  expect(response?.headers()['content-encoding']).toBe('br');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(errors).toEqual([]);
});

test('purging a content id clears the story and the door that lists it', async () => {
  const item = (await newsHeadlines()).find(
    (i) => i.id && /^\/article\/[a-z0-9-]+\/$/.test(i.url ?? ''),
  );
  if (!item?.id || !item.url) throw new Error('the news door lists no article with an id');
  for (const path of ['/news/', item.url]) {
    await cacheStatusOf(path);
    await expectCached(path);
  }
  const { purged } = await purge({ contentIds: [item.id] });
  expect(purged.contentIds).toBeGreaterThanOrEqual(2);
  expect(await cacheStatusOf('/news/')).toBe('miss');
  expect(await cacheStatusOf(item.url)).toBe('miss');
});
