// The client services in Chromium (issue 32, spec 001 s4 and s9): the head preloads the
// semibold and regular fonts (their Latin files, the only font files an English page fetches),
// which answer 200; after about 2 s idle a page link in view is prefetched, but not offline or
// with save-data; with analytics allowed (C0002) the performance beacon reaches the collection
// endpoint, the request monitor sends one measurement per service, and leaving a page sends its
// dwell.
import { expect, test, type Page } from '../support/test';
import { collectedEvents } from '../support/collected';
import { consentCookie } from '../support/consent';
import { anArticle } from '../support/corpus';

const base = () => process.env.BASE_URL ?? '';

/** Analytics (C0002) allowed, beside the strictly necessary. */
const ANALYTICS_ALLOWED = 'C0001.C0002';

/** How long link prefetch waits for idle at the longest (spec 001 s9), with some slack. */
const PREFETCH_WAIT_MS = 2000 + 1500;

async function open(page: Page, path: string): Promise<void> {
  const res = await page.goto(`${base()}${path}`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const prefetched = (page: Page) =>
  page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]'), (l) => l.href),
  );

// Seamless scrolling adds stories (and their requests) as the page is read: not here.
test.beforeEach(async ({ page }) => {
  await page.route('**/api/neutron/seamless/**', (route) => route.abort());
});

test.describe('font preload', () => {
  test('the head preloads the semibold and regular fonts, the only ones fetched, and both answer 200', async ({
    page,
    request,
  }) => {
    const fonts: string[] = [];
    page.on('request', (req) => {
      if (req.resourceType() === 'font') fonts.push(new URL(req.url()).pathname);
    });
    await open(page, (await anArticle()).path);
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    // An article in English draws every character from the two preloaded Latin files: the
    // rest of each font (Greek, Cyrillic...) is declared for its characters only, never fetched.
    expect([...new Set(fonts)].sort()).toEqual([
      '/brand/fonts/open-sans-latin-regular.woff2',
      '/brand/fonts/open-sans-latin-semibold.woff2',
    ]);
    const preloads = page.locator('head link[rel="preload"][as="font"]');
    await expect(preloads).toHaveCount(2);
    const hrefs = await preloads.evaluateAll((links) =>
      links.map((link) => ({
        href: link.getAttribute('href') ?? '',
        type: link.getAttribute('type'),
        crossorigin: link.getAttribute('crossorigin'),
      })),
    );
    expect(hrefs.map((link) => link.href)).toEqual([
      expect.stringMatching(/semibold\.woff2$/),
      expect.stringMatching(/regular\.woff2$/),
    ]);
    for (const link of hrefs) {
      expect(link).toMatchObject({ type: 'font/woff2', crossorigin: 'anonymous' });
      const res = await request.get(`${base()}${link.href}`);
      expect(res.status(), link.href).toBe(200);
      expect(res.headers()['content-type']).toMatch(/font\/woff2/);
    }
  });
});

test.describe('link prefetch', () => {
  test('a page link in view is prefetched after about 2 s idle, once', async ({ page }) => {
    await open(page, (await anArticle()).path);
    await expect
      .poll(() => prefetched(page), { timeout: PREFETCH_WAIT_MS })
      .toContain(`${base()}/`); // the header's logo, in view at the top
    const links = await prefetched(page);
    expect(new Set(links).size).toBe(links.length);
    expect(links.length).toBeLessThanOrEqual(10);
    for (const href of links) expect(new URL(href).origin).toBe(new URL(base()).origin);
  });

  for (const [name, script] of [
    ['offline', () => Object.defineProperty(Navigator.prototype, 'onLine', { get: () => false })],
    [
      'save-data',
      () =>
        Object.defineProperty(Navigator.prototype, 'connection', {
          get: () => ({ effectiveType: '4g', saveData: true }),
        }),
    ],
    [
      'a 2g connection',
      () =>
        Object.defineProperty(Navigator.prototype, 'connection', {
          get: () => ({ effectiveType: '2g', saveData: false }),
        }),
    ],
  ] as const) {
    test(`nothing is prefetched ${name}`, async ({ page }) => {
      await page.addInitScript(script);
      await open(page, (await anArticle()).path);
      await page.waitForTimeout(PREFETCH_WAIT_MS);
      expect(await prefetched(page)).toEqual([]);
    });
  }
});

test.describe('measurements, once analytics are allowed', () => {
  test.beforeEach(async ({ context }) => {
    await context.addCookies([
      consentCookie('localhost', ANALYTICS_ALLOWED),
      consentCookie('127.0.0.1', ANALYTICS_ALLOWED),
    ]);
  });

  test('the performance beacon reaches the collector, and is stored', async ({ page }) => {
    const events = collectedEvents(page, 'performance');
    const stored = page.waitForResponse(
      (res) =>
        res.url().endsWith('/analytics/collect') &&
        res.request().postData()?.includes('"performance"') === true,
    );
    await open(page, (await anArticle()).path);
    await expect.poll(() => events.length, { timeout: 5000 }).toBe(1);
    expect(events[0]).toMatchObject({ type: 'performance', errorCount: '0' });
    for (const field of ['ttfb', 'domContentLoaded', 'load']) {
      expect(Number(events[0]?.[field]), field).toBeGreaterThan(0);
    }
    expect((await stored).status()).toBe(204);
  });

  test('the request monitor measures each service once', async ({ page }) => {
    const events = collectedEvents(page, 'request-timing');
    const article = await anArticle();
    await open(page, article.path);
    // Two client navigations: the composer is asked twice, measured once.
    await page.getByTestId('header-logo').click();
    await expect(page).toHaveURL(`${base()}/`);
    await page.goBack();
    await expect(page).toHaveURL(`${base()}${article.path}`);
    await page.waitForTimeout(1500); // three of the monitor's 500 ms reads
    const services = events.map((event) => event.service);
    expect(services).toContain('composer');
    expect(new Set(services).size).toBe(services.length);
    for (const event of events) expect(Number(event.duration)).toBeGreaterThanOrEqual(0);
  });

  test('leaving a page sends its dwell, with at most 3 section ids', async ({ page }) => {
    const events = collectedEvents(page, 'dwell');
    await open(page, (await anArticle()).path);
    await page.waitForTimeout(1000);
    await page.getByTestId('header-logo').click();
    await expect(page).toHaveURL(`${base()}/`);
    await expect.poll(() => events.length).toBe(1);
    expect(Number(events[0]?.dwellMs)).toBeGreaterThanOrEqual(900);
    const sections = events[0]?.sectionIds ? events[0].sectionIds.split('|') : [];
    expect(sections.length).toBeLessThanOrEqual(3);
  });
});
