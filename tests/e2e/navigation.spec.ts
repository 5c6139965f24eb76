// Client navigation in Chromium (spec 000 s2, s4, s8, s9): the progress bar and the is-routing
// flag while a slow navigation loads, scroll to top on navigation, hash targets scrolled into
// view, the position kept for Back, and the reload after a failed chunk load.
import { expect, test, type Page } from '../support/test';
import { anArticle, composerPage } from '../support/corpus';

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup starts the cluster`);
  return value;
}

async function open(page: Page, path: string): Promise<void> {
  const res = await page.goto(`${env('BASE_URL')}${path}`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** A best list whose body shows at least two picks (their `listicle-{uuid}` anchors). */
async function aBestList(): Promise<{ path: string; uuids: string[] }> {
  const door = await composerPage('door', 'best-products');
  const paths = door.components
    .flatMap((c) => c.items ?? [])
    .map((item) => item.url ?? '')
    .filter((url) => /^\/article\/[a-z0-9-]+\/$/.test(url));
  for (const path of paths) {
    const page = (await composerPage('article', path.split('/')[2])) as unknown as {
      components: { item?: { body?: string; listicles?: { uuid: string; hed?: string }[] } }[];
    };
    const article = page.components.find((c) => c.item?.body)?.item;
    const uuids = (article?.listicles ?? [])
      .filter((l) => !l.hed?.trim().endsWith('?') && article?.body?.includes(l.uuid))
      .map((l) => l.uuid);
    if (uuids.length >= 2) return { path, uuids };
  }
  throw new Error('the best-products door lists no best list with two picks');
}

// Seamless scrolling moves the address bar once an added story is read (seamless.spec.ts);
// here the pages stay as they are, so that addresses and depths are those of the test.
test.beforeEach(async ({ page }) => {
  await page.route('**/api/neutron/seamless/**', (route) => route.abort());
});

test('a slow navigation shows the progress bar and the is-routing flag, then hides them', async ({
  page,
}) => {
  const article = await anArticle();
  await open(page, article.path);
  // Hold the next page's data long enough to see the bar (it shows after its 200 ms throttle).
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/neutron/composer/**', async (route) => {
    await held;
    await route.continue();
  });

  await page.getByTestId('header-logo').click();
  const bar = page.getByRole('progressbar', { name: 'Loading page' });
  await expect(bar).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-routing', '');
  const value = Number(await bar.getAttribute('aria-valuenow'));
  expect(value).toBeGreaterThanOrEqual(0);
  expect(value).toBeLessThan(100);
  await expect(bar).toHaveAttribute('aria-valuemin', '0');
  await expect(bar).toHaveAttribute('aria-valuemax', '100');
  // It grows on its own while the data is held (it fills over 5000 ms).
  await expect
    .poll(async () => Number(await bar.getAttribute('aria-valuenow')))
    .toBeGreaterThan(value);
  expect(page.url()).toBe(`${env('BASE_URL')}${article.path}`);

  release();
  await expect(page).toHaveURL(`${env('BASE_URL')}/`);
  await expect(page.locator('html')).not.toHaveAttribute('data-routing');
  // Full when done, then gone (500 ms later).
  await expect(bar).toHaveCount(0);
});

test('a navigation starts the next page at its top, and Back returns to where the reader was', async ({
  page,
}) => {
  const article = await anArticle();
  await open(page, article.path);
  const topics = page.locator('nav[aria-label="Topics of this story"] a').first();
  await topics.scrollIntoViewIfNeeded();
  const depth = await scrollY(page);
  expect(depth).toBeGreaterThan(0);

  const target = await topics.getAttribute('href');
  await topics.click();
  await expect(page).toHaveURL(`${env('BASE_URL')}${target}`);
  await expect(page.locator('main h1').first()).not.toHaveText(article.headline);
  expect(await scrollY(page)).toBe(0);

  await page.goBack();
  await expect(page).toHaveURL(`${env('BASE_URL')}${article.path}`);
  await expect(page.locator('h1')).toHaveText(article.headline);
  await expect.poll(() => scrollY(page)).toBe(depth);
});

test('hash targets are scrolled into view: in-page links, one after another, and on load', async ({
  page,
}) => {
  const list = await aBestList();
  await open(page, list.path);
  const [first, second] = list.uuids;

  await page
    .getByRole('navigation', { name: 'Our picks' })
    .locator(`a[href="#listicle-${first}"]`)
    .click();
  await expect(page).toHaveURL(`${env('BASE_URL')}${list.path}#listicle-${first}`);
  await expect(page.locator(`#listicle-${first}`)).toBeInViewport();

  // A second pick from the top of the page: its own target, not the first one's position.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page
    .getByRole('navigation', { name: 'Our picks' })
    .locator(`a[href="#listicle-${second}"]`)
    .click();
  await expect(page).toHaveURL(`${env('BASE_URL')}${list.path}#listicle-${second}`);
  await expect(page.locator(`#listicle-${second}`)).toBeInViewport();

  // Loaded with the hash: the browser scrolls to the target in the server's HTML.
  await page.goto('about:blank');
  await open(page, `${list.path}#listicle-${second}`);
  await expect(page.locator(`#listicle-${second}`)).toBeInViewport();
});

test('a chunk that fails to load reloads the page once, and not again within 60 s', async ({
  page,
}) => {
  const article = await anArticle();
  // The chunk of what a page starts once hydrated (web/src/app/after-hydration.ts), which every
  // page loads by a dynamic import.
  let chunkRequests = 0;
  await page.route('**/assets/after-hydration-*.js', (route) => {
    chunkRequests += 1;
    return route.abort();
  });
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(req.url());
  });

  await page.goto(`${env('BASE_URL')}${article.path}`);
  // The first failure reloads the page: a second document request for the same address.
  await expect.poll(() => documents.length).toBe(2);
  expect(documents[1]).toBe(documents[0]);
  await expect.poll(() => chunkRequests).toBe(2);
  // The second failure, within 60 s of the reload, is left alone: no third load.
  await page.waitForLoadState('networkidle');
  expect(documents).toHaveLength(2);
  const reloadedAt = await page.evaluate(() => sessionStorage.getItem('bytewire:chunk-reload-at'));
  expect(Number(reloadedAt)).toBeGreaterThan(0);
});
