// Pages of the corpus through the whole cluster: a topic-route article, a renamed slug, news
// pagination, and the content API key kept on the server side.
import { expect, test } from '../support/test';
import { newsPaging, renamedTo } from '../support/corpus';

const base = () => process.env.BASE_URL as string;

// Samples of the deterministic corpus (services/content pins them in its own tests).
const TOPIC_ARTICLE = '/finance/credit-cards/how-to-pick-the-right-cash-back-credit-card/';
const RENAMED_SLUG = 'the-best-vpns-announced';

test('an article on a topic route (/finance/{topic2}/{slug}/) answers 200, max-age 7200', async ({
  request,
}) => {
  const res = await request.get(`${base()}${TOPIC_ARTICLE}`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('private, max-age=7200');
  expect(await res.text()).toMatch(/<h1[^>]*>How to pick the right cash back credit card<\/h1>/);
});

test('a renamed slug redirects (301) to the slug for the edition', async ({ request }) => {
  const newSlug = await renamedTo(RENAMED_SLUG);
  const res = await request.get(`${base()}/article/${RENAMED_SLUG}/`, { maxRedirects: 0 });
  expect(res.status()).toBe(301);
  expect(res.headers()['location']).toBe(`/article/${newSlug}/`);
});

test('the news door pages through the list and shows min, max and total', async ({ request }) => {
  const { limit, total } = await newsPaging(2);
  const res = await request.get(`${base()}/news/2/`);
  expect(res.status()).toBe(200);
  const max = Math.min(2 * limit, total);
  expect(await res.text()).toContain(`Showing ${limit + 1}–${max} of ${total}`);
});

test('the content API key never reaches a browser: pages, bundle and API answers', async ({
  request,
}) => {
  const key = process.env.CONTENT_API_KEY as string;
  expect(key.length).toBeGreaterThanOrEqual(16);
  const home = await (await request.get(`${base()}/`)).text();
  const bodies = [home, await (await request.get(`${base()}${TOPIC_ARTICLE}`)).text()];
  // The modules the page loads, named in its bootstrap loader.
  for (const script of home.matchAll(/"(\/assets\/[^"]+\.js)"/g)) {
    bodies.push(await (await request.get(`${base()}${script[1]}`)).text());
  }
  const api = await request.get(
    `${base()}/api/neutron/composer/bytewire/pages/door/news/web?apiKey=guess`,
  );
  expect(api.status()).toBe(200);
  bodies.push(await api.text());
  expect(bodies.length).toBeGreaterThanOrEqual(4);
  for (const body of bodies) expect(body).not.toContain(key);
});

test('the static error page answers with its text and is never cached', async ({ request }) => {
  const res = await request.get(`${base()}/_error/static/`);
  expect(res.status()).toBe(200);
  expect(res.headers()['cache-control']).toBe('no-cache');
  expect(await res.text()).toContain('An error occurred while loading this page.');
});
