// The gateway's edge rules through the real cluster (issue 2's "done when" list): trailing-slash
// redirects, the 404 page for unknown routes and invalid parameters, cache headers from the
// route table, and real corpus content on the pages.
import { expect, test } from '../support/test';
import { anArticle, newsHeadlines } from '../support/corpus';

const base = () => process.env.BASE_URL as string;
const NOT_FOUND_TEXT = 'This page could not be found';

test.describe('gateway routing', () => {
  test('a path without its trailing slash is redirected (301), query kept', async ({ request }) => {
    const res = await request.get(`${base()}/news?utm_source=x`, { maxRedirects: 0 });
    expect(res.status()).toBe(301);
    expect(res.headers()['location']).toBe('/news/?utm_source=x');
  });

  test('the news door answers 200, max-age 300 and the corpus headlines', async ({ request }) => {
    const res = await request.get(`${base()}/news/`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, max-age=300');
    const html = await res.text();
    const headlines = (await newsHeadlines()).slice(0, 5).map((i) => i.title ?? i.headline);
    expect(headlines.length).toBeGreaterThan(0);
    for (const headline of headlines) expect(html).toContain(escapeHtml(headline as string));
  });

  test('an article from the corpus answers 200 with its headline and max-age 7200', async ({
    request,
  }) => {
    const article = await anArticle();
    const res = await request.get(`${base()}${article.path}`);
    expect(res.status()).toBe(200);
    expect(res.headers()['cache-control']).toBe('private, max-age=7200');
    expect(await res.text()).toContain(escapeHtml(article.headline));
  });

  for (const path of [
    '/members/foo/',
    '/reviews/abc/',
    '/finance/one/two/three/',
    '/no-such-section/at/all/',
  ]) {
    test(`${path} gives the 404 page with status 404`, async ({ request }) => {
      const res = await request.get(`${base()}${path}`);
      expect(res.status()).toBe(404);
      expect(await res.text()).toContain(NOT_FOUND_TEXT);
    });
  }

  test('the news door accepts any page value: /news/abc/ answers 200', async ({ request }) => {
    const res = await request.get(`${base()}/news/abc/`);
    expect(res.status()).toBe(200);
  });

  test('an article slug that does not exist gives the 404 page', async ({ request }) => {
    const res = await request.get(`${base()}/article/this-slug-is-not-in-the-corpus/`);
    expect(res.status()).toBe(404);
    expect(await res.text()).toContain(NOT_FOUND_TEXT);
  });
});

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#x27;');
}

test.describe('bad input in a page URL', () => {
  for (const [path, status] of [
    ['/article/Mixed-Case-Slug/', 404],
    ['/pictures/Upper-Gallery/', 404],
    [`/search/?q=${'x'.repeat(300)}`, 400],
    [`/news/${'9'.repeat(120)}/`, 400],
  ] as const) {
    test(`${path.slice(0, 60)} answers ${status}, not a 5xx`, async ({ request }) => {
      const res = await request.get(`${base()}${path}`);
      expect(res.status()).toBe(status);
    });
  }

  test('an edition outside the locale list is ignored: /?edition=fr answers the US home page', async ({
    request,
  }) => {
    const res = await request.get(`${base()}/?edition=fr`);
    expect(res.status()).toBe(200);
  });
});
