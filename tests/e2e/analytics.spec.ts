// Analytics in Chromium (issue 9): pages send nothing before the reader allows analytics
// (C0002), and once allowed a page view reaches the gateway's Redis stream with the tracking
// data of spec 001 s3; scroll depths go once each, downward only, from the session's second
// page view on; an error page is tracked as such, with its beacon and the candidate GET.
import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { DEFAULT_SITE_ID } from '@bytewire/site';
import { expect, test } from '../support/test';
import { collectedEvents } from '../support/collected';
import { consentCookie } from '../support/consent';
import { anArticle } from '../support/corpus';

const base = () => process.env.BASE_URL ?? '';
const STREAM = `bytewire:analytics:${DEFAULT_SITE_ID}:events`;

/** Analytics (C0002) allowed, beside the strictly necessary. */
const ANALYTICS_ALLOWED = 'C0001.C0002';

/** The stream's entries whose pageUrl holds `marker`, as objects. */
async function streamEntries(marker: string): Promise<Record<string, string>[]> {
  const redis = new Redis(process.env.CLUSTER_REDIS_URL ?? '', {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
  });
  try {
    await redis.connect();
    const entries = await redis.xrevrange(STREAM, '+', '-', 'COUNT', 500);
    return entries
      .map(([, pairs]) => {
        const fields: Record<string, string> = {};
        for (let i = 0; i < pairs.length; i += 2) fields[pairs[i]!] = pairs[i + 1]!;
        return fields;
      })
      .filter((fields) => fields.pageUrl?.includes(marker));
  } finally {
    redis.disconnect();
  }
}

test.describe('analytics before consent', () => {
  test('a reader who allowed only the strictly necessary sends no event', async ({ page }) => {
    const events = collectedEvents(page);
    await page.goto(`${base()}${(await anArticle()).path}`);
    await page.mouse.wheel(0, 3000);
    await page.waitForTimeout(1500);
    expect(events).toEqual([]);
  });
});

test.describe('analytics once allowed', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([
      consentCookie('localhost', ANALYTICS_ALLOWED),
      consentCookie('127.0.0.1', ANALYTICS_ALLOWED),
    ]);
  });

  test('a page view reaches the Redis stream with the tracking fields', async ({ page }) => {
    const marker = `e2e-${randomBytes(6).toString('hex')}`;
    await page.goto(`${base()}${(await anArticle()).path}?utm_source=${marker}`);
    // The page view, once; the client services' measurements of the page carry its URL too.
    const views = async () =>
      (await streamEntries(marker)).filter((entry) => entry.type === 'pageview');
    await expect.poll(async () => (await views()).length, { timeout: 10_000 }).toBe(1);
    const [view] = await views();
    expect(view).toMatchObject({
      type: 'pageview',
      pageType: 'article',
      contentType: 'article',
      edition: 'us',
      siteType: 'web',
      pageViewCount: '1',
    });
    for (const field of ['articleId', 'postId', 'pageViewGuid', 'deviceType', 'siteName']) {
      expect(view?.[field], field).toBeTruthy();
    }
    expect(view?.title).toBe(await page.title());
    expect(Date.now() - Date.parse(view?.receivedAt ?? '')).toBeLessThan(30_000);
  });

  test('scroll depths go once each, downward, from the second page view', async ({ page }) => {
    const events = collectedEvents(page);
    const article = (await anArticle()).path;
    await page.goto(`${base()}/news/`);
    await expect.poll(() => events.filter((e) => e.type === 'pageview').length).toBe(1);
    await page.goto(`${base()}${article}`);
    await expect.poll(() => events.filter((e) => e.type === 'pageview').length).toBe(2);
    const second = events.filter((e) => e.type === 'pageview')[1];
    expect(second?.pageViewCount).toBe('2');
    for (let y = 0; y < 30; y++) {
      await page.mouse.wheel(0, 400);
      await page.waitForTimeout(50);
    }
    await page.mouse.wheel(0, -2000);
    await page.waitForTimeout(200);
    await page.mouse.wheel(0, 5000);
    await expect
      .poll(() => events.filter((e) => e.type === 'scroll').map((e) => e.depth))
      .toEqual([25, 50, 75, 100]);
    await page.waitForTimeout(500);
    const scrolls = events.filter((e) => e.type === 'scroll');
    expect(scrolls).toHaveLength(4);
    expect(new Set(scrolls.map((e) => e.pageViewGuid))).toEqual(new Set([second?.pageViewGuid]));
  });
});

test.describe('error pages', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([
      consentCookie('localhost', ANALYTICS_ALLOWED),
      consentCookie('127.0.0.1', ANALYTICS_ALLOWED),
    ]);
  });

  test('a 404 is tracked as an error page, beaconed to the error collection and counted', async ({
    page,
  }) => {
    const marker = `e2e-${randomBytes(6).toString('hex')}`;
    const candidate = page.waitForResponse((res) =>
      res.url().endsWith('/analytics/pageview-candidate.json'),
    );
    const response = await page.goto(`${base()}/article/no-such-story-${marker}/`);
    expect(response?.status()).toBe(404);
    // The page view and the beacon (the client services' measurements aside).
    const tracked = async () =>
      (await streamEntries(marker)).filter((entry) =>
        ['pageview', 'error-page'].includes(entry.type ?? ''),
      );
    await expect.poll(async () => (await tracked()).length, { timeout: 10_000 }).toBe(2);
    const entries = await tracked();
    const view = entries.find((entry) => entry.type === 'pageview');
    expect(view).toMatchObject({
      pageType: 'error_page',
      articleType: 'error_404',
      siteSection: 'error',
      channelType: 'error:error_page',
    });
    const beacon = entries.find((entry) => entry.type === 'error-page');
    expect(beacon).toMatchObject({
      pagetype: 'error_page',
      pguid: view?.pageViewGuid,
      devicetype: view?.deviceType,
      env: 'production',
    });
    expect(beacon?.srcurl).toContain(marker);
    expect(beacon?.sid).toMatch(/^[0-9a-f-]{36}$/);
    expect(beacon).toHaveProperty('xref');
    expect((await candidate).status()).toBe(200);
  });
});
