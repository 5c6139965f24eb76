// The restricted state variant (issue 32 point 1, spec 001 s1) in Chromium: a reader whose CDN
// region header says `wa` gets no health or wearables page (451 and a notice, server-rendered
// and after a client-side navigation), no link to one, restricted page views, and no tracker
// tag even with every consent given; the page cache keeps their pages apart. Without the header
// nothing changes.
import { REGION_HEADER } from '@bytewire/site';
import { expect, test, type Page } from '../support/test';
import { collectedEvents } from '../support/collected';
import { consentCookie } from '../support/consent';
import { anArticleWithSocialPost, aStoryFiledUnder } from '../support/corpus';

const base = () => process.env.BASE_URL ?? '';
const WA = { [REGION_HEADER]: 'wa' };
const WIDGETS = 'https://platform.twitter.com/widgets.js';
/** Every consent category allowed: only the restricted state keeps trackers out. */
const EVERYTHING_ALLOWED = 'C0001.C0002.C0003.C0004.C0005';
/** The restricted topics' pages, and a sub-topic's (smart watches sit under wearables). */
const RESTRICTED_TOPIC_PAGES = ['/topic/health/', '/topic/wearables/', '/topic/smart-watches/'];
/** A topic the sitemap page lists for everyone. */
const SITEMAP_TOPIC = '/topic/laptops/';

/** Third-party requests the page makes (answered with an empty script), by URL. */
function thirdParty(page: Page): string[] {
  const urls: string[] = [];
  void page.route(
    (url) => !['localhost', '127.0.0.1'].includes(url.hostname),
    (route) => {
      urls.push(route.request().url());
      return route.fulfill({ contentType: 'text/javascript', body: '' });
    },
  );
  return urls;
}

test.describe('a reader of the restricted state', () => {
  test.beforeEach(async ({ context }) => {
    await context.setExtraHTTPHeaders(WA);
    await context.addCookies([
      consentCookie('localhost', EVERYTHING_ALLOWED),
      consentCookie('127.0.0.1', EVERYTHING_ALLOWED),
    ]);
  });

  test('gets 451 and a notice for the health and wearables topics, their feeds and stories', async ({
    page,
    request,
  }) => {
    for (const path of ['/topic/health/', '/topic/wearables/']) {
      const response = await page.goto(`${base()}${path}`);
      expect(response?.status(), path).toBe(451);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        'Not available in your state',
      );
      await expect(page.getByText('This page is not available in your state')).toBeVisible();
      expect(response?.headers()['cache-control']).toBe('no-cache');
    }
    const story = await aStoryFiledUnder('health');
    expect((await page.goto(`${base()}${story.path}`))?.status()).toBe(451);
    const feed = await request.get(`${base()}/topic/health/rss.xml`, { headers: WA });
    expect(feed.status()).toBe(451);
    expect(await feed.text()).toBe('This page is not available in your state.');
  });

  test('gets the same notice for a sub-topic of wearables, and no link to it on the sitemap', async ({
    page,
  }) => {
    // Its path names only its own slug: its place under wearables decides.
    const response = await page.goto(`${base()}/topic/smart-watches/`);
    expect(response?.status()).toBe(451);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available in your state');
    await expect(page.getByText('This page is not available in your state')).toBeVisible();

    expect((await page.goto(`${base()}/sitemap/`))?.status()).toBe(200);
    // The sitemap lists the other topics...
    await expect(page.locator(`main a[href$="${SITEMAP_TOPIC}"]`).first()).toBeAttached();
    // ...and none of the restricted ones, sub-topics included, there or in the menus.
    for (const href of RESTRICTED_TOPIC_PAGES) {
      await expect(page.locator(`a[href$="${href}"]`), href).toHaveCount(0);
    }
  });

  test('finds no link to them, and a client-side navigation to one gets the notice', async ({
    page,
  }) => {
    await page.goto(`${base()}/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const health = await aStoryFiledUnder('health');
    for (const href of ['/topic/health/', '/topic/wearables/', health.path]) {
      await expect(page.locator(`a[href$="${href}"]`), href).toHaveCount(0);
    }
    // A link the page did not print (one a reader pasted, say), followed in the app.
    await page.evaluate(() => {
      const link = document.createElement('a');
      link.href = '/topic/health/';
      link.textContent = 'health';
      link.id = 'restricted-link';
      document.querySelector('main')?.append(link);
    });
    await page.locator('#restricted-link').click();
    await expect(page).toHaveURL(/\/topic\/health\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Not available in your state');
  });

  test('loads no tracker and sends restricted page views, consent given', async ({ page }) => {
    const requested = thirdParty(page);
    const views = collectedEvents(page, 'pageview');
    const article = await anArticleWithSocialPost();
    await page.goto(`${base()}${article.path}?utm_source=restricted`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect.poll(() => views.length).toBe(1);
    await page.waitForTimeout(1000);
    expect(requested).toEqual([]);
    await expect(page.locator('script#twitter-widgets')).toHaveCount(0);
    const [view] = views;
    expect(view).toMatchObject({ type: 'pageview', pageType: 'article', siteType: 'web' });
    expect(view?.pageUrl).toBe(`${base()}${article.path}`);
    for (const field of ['pageViewGuid', 'pageViewCount', 'referrer', 'screenSize', 'language']) {
      expect(view, field).not.toHaveProperty(field);
    }
  });
});

test.describe('a reader elsewhere', () => {
  test('gets the health pages, their links and the trackers they allowed', async ({
    page,
    context,
  }) => {
    await context.setExtraHTTPHeaders({ [REGION_HEADER]: 'or' });
    await context.addCookies([
      consentCookie('localhost', EVERYTHING_ALLOWED),
      consentCookie('127.0.0.1', EVERYTHING_ALLOWED),
    ]);
    const requested = thirdParty(page);
    const views = collectedEvents(page, 'pageview');
    expect((await page.goto(`${base()}/topic/health/`))?.status()).toBe(200);
    const story = await aStoryFiledUnder('health');
    await expect(page.locator(`main a[href$="${story.path}"]`).first()).toBeAttached();
    await expect.poll(() => views.length).toBe(1);
    expect(views[0]).toHaveProperty('pageViewGuid');
    const article = await anArticleWithSocialPost();
    await page.goto(`${base()}${article.path}`);
    await expect.poll(() => requested).toContain(WIDGETS);
  });

  test('gets the sub-topic’s page, and the sitemap lists every topic', async ({ page }) => {
    const response = await page.goto(`${base()}/topic/smart-watches/`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Smartwatches');
    expect((await page.goto(`${base()}/sitemap/`))?.status()).toBe(200);
    for (const href of [...RESTRICTED_TOPIC_PAGES, SITEMAP_TOPIC]) {
      await expect(page.locator(`main a[href$="${href}"]`).first(), href).toBeAttached();
    }
  });

  test('is never served a restricted reader’s cached page, nor the other way round', async ({
    request,
  }) => {
    const path = `${base()}/news/`;
    const restricted = async () => (await request.get(path, { headers: WA })).text();
    const plain = async () => (await request.get(path)).text();
    // Each twice: the second answer of each comes from the cache.
    for (const html of [await restricted(), await restricted()]) {
      expect(html).toContain('"restricted":true');
    }
    for (const html of [await plain(), await plain()]) {
      expect(html).toContain('"restricted":false');
    }
  });
});
