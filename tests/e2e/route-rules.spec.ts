// Route rules through the whole cluster (issue 29): "Paid content" only on sponsored stories
// (anything else under /paid-content/ is a 301 to its canonical URL), door page numbers are
// digits (spec 000 s5: page 0 and 1 are the first page, one spelling per page), and the
// gateway's own 404 (a path no upstream may see) is the site's 404 page with its header and
// footer. The availableOn redirect of a component 404 (spec 001 s8) has no case in the corpus:
// web/test/route-rules.test.tsx checks it with a composer answer of its own.
import { expect, test } from '../support/test';
import { anArticle } from '../support/corpus';
import { findArticle } from '../support/article-samples';

const base = () => process.env.BASE_URL as string;

// A topic-route story of the deterministic corpus (content-routes.spec.ts uses it too).
const TOPIC_ARTICLE = '/finance/credit-cards/how-to-pick-the-right-cash-back-credit-card/';
const TOPIC_SLUG = 'how-to-pick-the-right-cash-back-credit-card';

test.describe('"Paid content" only on sponsored stories', () => {
  test('a story that is not sponsored answers 301 to its canonical URL under /paid-content/', async ({
    request,
  }) => {
    const article = await anArticle();
    const slug = article.path.split('/').filter(Boolean).at(-1);
    const res = await request.get(`${base()}/paid-content/article/${slug}/?ref=x`, {
      maxRedirects: 0,
    });
    expect(res.status()).toBe(301);
    // The path only: the gateway hands render validated parameters, never unknown ones.
    expect(new URL(res.headers()['location'] ?? '', base()).pathname).toBe(article.path);

    const topic = await request.get(`${base()}/paid-content/article/${TOPIC_SLUG}/`, {
      maxRedirects: 0,
    });
    expect(topic.status()).toBe(301);
    expect(topic.headers()['location']).toBe(TOPIC_ARTICLE);
  });

  test('the reader lands on the story, not labelled paid', async ({ page }) => {
    const article = await anArticle();
    const slug = article.path.split('/').filter(Boolean).at(-1);
    const res = await page.goto(`${base()}/paid-content/article/${slug}/`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(article.path);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // The story itself (seamless scrolling may add more articles below it).
    const story = page.locator('article').first();
    await expect(story.locator('h1')).toContainText(article.headline);
    await expect(story.locator('[data-sponsor-disclosure]')).toHaveCount(0);
    await expect(story.getByText('Paid content', { exact: true })).toHaveCount(0);
  });

  test('a sponsored story is shown under /paid-content/, labelled paid', async ({ page }) => {
    const sponsored = await findArticle('paid content', () => true, /^\/paid-content\/article\//);
    const res = await page.goto(`${base()}${sponsored.path}`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe(sponsored.path);
    const disclosure = page.locator('article').first().locator('[data-sponsor-disclosure]');
    await expect(disclosure).toBeVisible();
    await expect(disclosure).toContainText('Paid content');
  });
});

test.describe('door page numbers are digits (spec 000 s5)', () => {
  for (const [path, location] of [
    ['/reviews/0/', '/reviews/'],
    ['/reviews/1/', '/reviews/'],
    ['/reviews/02/?utm_source=x', '/reviews/2/?utm_source=x'],
    ['/news/0/', '/news/'],
  ] as const) {
    test(`${path} answers 301 to ${location}`, async ({ request }) => {
      const res = await request.get(`${base()}${path}`, { maxRedirects: 0 });
      expect(res.status()).toBe(301);
      expect(res.headers()['location']).toBe(location);
    });
  }

  test('/reviews/0/ brings the reader to the reviews door’s first page', async ({ page }) => {
    const res = await page.goto(`${base()}/reviews/0/`);
    expect(res?.status()).toBe(200);
    expect(new URL(page.url()).pathname).toBe('/reviews/');
    await expect(page.locator('h1')).toHaveCount(1);
  });

  test('a page number that is no digits is still the 404 page', async ({ request }) => {
    const res = await request.get(`${base()}/reviews/abc/`);
    expect(res.status()).toBe(404);
  });
});

test.describe('the gateway’s own 404 page', () => {
  for (const path of ['/article/x%2Fy/', '/news/%zz/']) {
    test(`${path} is the site's 404 page, with its header, footer and styles`, async ({ page }) => {
      const res = await page.goto(`${base()}${path}`);
      expect(res?.status()).toBe(404);
      expect(res?.headers()['cache-control']).toBe('no-cache');
      await expect(page.getByText('This page could not be found').first()).toBeVisible();
      await expect(page.getByTestId('header-logo')).toBeVisible();
      await expect(page.getByTestId('site-footer')).toBeVisible();
      // The site's stylesheet, not the gateway's inline fallback.
      expect(await page.locator('link[rel="stylesheet"]').count()).toBeGreaterThan(0);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    });
  }
});
