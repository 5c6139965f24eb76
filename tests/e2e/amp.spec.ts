// The AMP variants (spec 000 s2: article-amp, article-amp-topic, gallery-amp, review-amp)
// through the whole cluster: each AMP page, as the gateway serves it, passes the AMP Project's
// validator; it names its page as canonical, and that page (in Chromium) names it back with
// rel=amphtml; axe finds no serious or critical violation on it. The AMP runtime lives on
// cdn.ampproject.org, which the tests never reach: the browser is kept from asking for it, and
// validation reads the HTML as served.
import { expect, test, type Page } from '../support/test';
import { findArticle, shortcodeCount } from '../support/article-samples';
import { validateAmp } from '../support/amp-validator';
import { blockingViolations } from '../support/axe';
import { aGallery, aReview } from '../support/samples';

const base = () => process.env.BASE_URL as string;

/**
 * The AMP path of a page's path: every AMP route of the table is its page's path under
 * /google-amp (/article/x/, /{topic1}/{topic2}/x/, /pictures/x/, /product/x/).
 */
const ampPathOf = (path: string) => `/google-amp${path}`;

interface Sample {
  kind: string;
  path: () => Promise<string>;
}

const SAMPLES: Sample[] = [
  {
    kind: 'article (with body images)',
    path: async () =>
      (
        await findArticle(
          'a story with an image shortcode',
          (a) => shortcodeCount(a.body, 'image') > 0,
          /^\/article\//,
        )
      ).path,
  },
  {
    kind: 'topic article',
    path: async () =>
      (await findArticle('a topic article', () => true, /^\/(education|finance|home-and-office)\//))
        .path,
  },
  {
    kind: 'best list (listicles and review cards)',
    path: async () =>
      (
        await findArticle(
          'a best list with listicles',
          (a) => a.listicles.length > 0 || a.reviewCards.length > 0,
          /^\/article\//,
        )
      ).path,
  },
  { kind: 'gallery', path: aGallery },
  { kind: 'review', path: aReview },
];

async function headLink(page: Page, rel: string): Promise<string | null> {
  return page.locator(`head link[rel="${rel}"]`).getAttribute('href');
}

/** A URL that is absolute and names `path`. */
function expectAbsoluteTo(href: string | null, path: string) {
  expect(href).toMatch(/^https?:\/\/[^/]+\//);
  expect(new URL(href ?? '').pathname).toBe(path);
}

test.beforeEach(async ({ page }) => {
  await page.route('https://cdn.ampproject.org/**', (route) => route.abort());
});

for (const sample of SAMPLES) {
  test(`the AMP ${sample.kind} page is valid AMP and paired with its page`, async ({
    page,
    request,
  }) => {
    const path = await sample.path();
    const ampPath = ampPathOf(path);

    const res = await request.get(`${base()}${ampPath}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['content-type']).toContain('text/html');
    const html = await res.text();
    expect(html).toMatch(/^<!DOCTYPE html><html ⚡ /);
    const validation = await validateAmp(html);
    expect(validation.status, `AMP validation errors of ${ampPath}:\n${validation.describe}`).toBe(
      'PASS',
    );

    await page.goto(`${base()}${ampPath}`);
    expectAbsoluteTo(await headLink(page, 'canonical'), path);
    await expect(page.locator('amp-img').first()).toBeAttached();
    // Without its runtime, the AMP boilerplate keeps the page hidden for 8 s; the runtime shows
    // it once laid out, as this does, for axe to see what readers see.
    await page.addStyleTag({ content: 'body{animation:none;visibility:visible}' });
    expect(await blockingViolations(page)).toEqual([]);

    await page.goto(`${base()}${path}`);
    expectAbsoluteTo(await headLink(page, 'amphtml'), ampPath);
  });
}

test('an AMP path of a slug the content API does not know is the 404 page', async ({ request }) => {
  const res = await request.get(`${base()}/google-amp/article/no-such-article-here/`);
  expect(res.status()).toBe(404);
  expect(await res.text()).toContain('This page could not be found');
});
