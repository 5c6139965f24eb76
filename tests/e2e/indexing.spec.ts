// What search engines are told, through the whole cluster (issue 29, spec 000 s2 and s3): a
// door page past the last is noindex; doors name their previous and next pages in the head; no
// sitemap lists an error page (or a page for one reader); and every AMP page names as canonical
// the canonical URL of its story, whose own amphtml link leads to an AMP page that answers.
// The AMP runtime lives on cdn.ampproject.org, which the tests never reach: the AMP pages are
// read as served.
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { findArticle } from '../support/article-samples';
import { newsPaging } from '../support/corpus';
import { aGallery, aReview } from '../support/samples';
import { parseXml } from '../support/xml';

const base = () => process.env.BASE_URL as string;

async function headLink(page: Page, rel: string): Promise<string | null> {
  const links = page.locator(`head link[rel="${rel}"]`);
  return (await links.count()) > 0 ? links.first().getAttribute('href') : null;
}

/** The href of the first `<link rel="…">` of an HTML text (attributes in any order). */
function linkIn(html: string, rel: string): string | undefined {
  const tag = html.match(new RegExp(`<link\\b[^>]*\\brel="${rel}"[^>]*>`))?.[0];
  return tag?.match(/\bhref="([^"]*)"/)?.[1]?.replaceAll('&amp;', '&');
}

/** The path of an absolute URL of the site; fails on a relative one. */
function pathOf(href: string | null | undefined): string {
  expect(href).toMatch(/^https?:\/\/[^/]+\//);
  return new URL(href ?? '').pathname;
}

test.describe('doors', () => {
  test('/news/9999/ (past the last page) says noindex and names no canonical URL', async ({
    page,
  }) => {
    const res = await page.goto(`${base()}/news/9999/`);
    // The news door accepts any page number (spec 000 s5): an empty page, not a 404.
    expect(res?.status()).toBe(200);
    await expect(page.locator('head meta[name="robots"]')).toHaveAttribute('content', /^noindex/);
    expect(await headLink(page, 'canonical')).toBeNull();
  });

  test('a door page names its previous and next pages in the head', async ({ page }) => {
    const paging = await newsPaging(2);
    const lastPage = Math.ceil(paging.total / paging.limit);
    expect(lastPage, 'the news door needs three pages for this test').toBeGreaterThanOrEqual(3);

    await page.goto(`${base()}/news/2/`);
    expect(pathOf(await headLink(page, 'prev'))).toBe('/news/');
    expect(pathOf(await headLink(page, 'next'))).toBe('/news/3/');
    expect(pathOf(await headLink(page, 'canonical'))).toBe('/news/2/');
    await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);

    await page.goto(`${base()}/news/`);
    expect(await headLink(page, 'prev')).toBeNull();
    expect(pathOf(await headLink(page, 'next'))).toBe('/news/2/');

    await page.goto(`${base()}/news/${lastPage}/`);
    expect(pathOf(await headLink(page, 'prev'))).toBe(`/news/${lastPage - 1}/`);
    expect(await headLink(page, 'next')).toBeNull();
  });
});

async function getXml(request: APIRequestContext, url: string) {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  return parseXml(await res.text());
}

// Error pages, pages for one reader and AMP copies: none is for a search engine to list.
const NOT_FOR_SITEMAPS = /^\/(_error|members|auth|user|search|google-amp)\//;

test('no sitemap lists an error page, a page for one reader or an AMP copy', async ({
  request,
}) => {
  const { sitemapindex } = await getXml(request, `${base()}/sitemaps/`);
  const sitemaps: string[] = sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
  expect(sitemaps.map((loc) => new URL(loc).pathname)).toContain('/sitemaps/pages.xml');

  let listed = 0;
  for (const loc of sitemaps) {
    const { urlset } = await getXml(request, loc);
    const paths: string[] = (urlset.url ?? []).map((u: { loc: string }) => new URL(u.loc).pathname);
    listed += paths.length;
    expect(
      paths.filter((path) => path.includes('/_error/')),
      loc,
    ).toEqual([]);
    expect(
      paths.filter((path) => NOT_FOR_SITEMAPS.test(path)),
      loc,
    ).toEqual([]);
    if (loc.endsWith('/pages.xml')) expect(paths).toContain('/about/');
  }
  expect(listed).toBeGreaterThan(0);
});

interface Story {
  kind: string;
  /** The story's canonical path, as the sitemaps list it. */
  path: () => Promise<string>;
  /** Another AMP path that shows the same story, where one exists. */
  otherAmpPath?: (path: string) => string;
}

const TOPIC_ARTICLE = /^\/(education|finance|home-and-office)\//;

const STORIES: Story[] = [
  {
    kind: 'article routed under a topic',
    path: async () => (await findArticle('a topic article', () => true, TOPIC_ARTICLE)).path,
    // The article-amp route takes any article's slug: /google-amp/article/{slug}/.
    otherAmpPath: (path) => `/google-amp/article/${path.split('/').filter(Boolean).at(-1)}/`,
  },
  {
    kind: 'plain article',
    path: async () => (await findArticle('an article', () => true, /^\/article\//)).path,
  },
  { kind: 'review', path: aReview },
  { kind: 'gallery', path: aGallery },
];

test.describe('AMP pages', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('https://cdn.ampproject.org/**', (route) => route.abort());
  });

  for (const story of STORIES) {
    test(`the ${story.kind}: its AMP page answers and names the story's canonical URL`, async ({
      page,
      request,
    }) => {
      const path = await story.path();
      const res = await page.goto(`${base()}${path}`);
      expect(res?.status(), path).toBe(200);
      const canonical = await headLink(page, 'canonical');
      expect(pathOf(canonical)).toBe(path);
      const amphtml = await headLink(page, 'amphtml');
      expect(amphtml, `${path} names its AMP copy`).not.toBeNull();
      expect(pathOf(amphtml)).toMatch(/^\/google-amp\//);

      const ampPaths = [pathOf(amphtml), ...(story.otherAmpPath ? [story.otherAmpPath(path)] : [])];
      for (const ampPath of ampPaths) {
        const amp = await request.get(`${base()}${ampPath}`);
        expect(amp.status(), ampPath).toBe(200);
        const html = await amp.text();
        expect(html, ampPath).toMatch(/^<!DOCTYPE html><html ⚡ /);
        expect(linkIn(html, 'canonical'), `the canonical link of ${ampPath}`).toBe(canonical);
      }
    });
  }

  test('a story at a URL that is not its canonical one names no AMP copy', async ({ page }) => {
    const path = (await findArticle('a topic article', () => true, TOPIC_ARTICLE)).path;
    const slug = path.split('/').filter(Boolean).at(-1);
    const res = await page.goto(`${base()}/article/${slug}/`);
    expect(res?.status()).toBe(200);
    // Whether served there or redirected to the canonical URL, the page's canonical link is the
    // story's, and an AMP link, if any, is that URL's AMP copy.
    expect(pathOf(await headLink(page, 'canonical'))).toBe(path);
    const amphtml = await headLink(page, 'amphtml');
    if (amphtml !== null) expect(pathOf(amphtml)).toBe(`/google-amp${path}`);
  });
});
