// The header's search panel through the gateway, at 1280 px and 390 px (spec 001 s2, s4, s5,
// s7, s8, s9): opening it focuses the box; an empty query shows 3 trending stories; a word
// typed within the 400 ms debounce asks autosuggest once and shows suggestions; submitting
// cleans the query into /search/?q=; a failing autosuggest shows no error and the page keeps
// working; axe finds nothing serious or critical in the open panel.
import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';

const BASE_URL = process.env.BASE_URL ?? '';
const AUTOSUGGEST = /\/api\/neutron\/finder\/[^/]+\/autosuggest\//;

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

async function openHome(page: Page): Promise<void> {
  const response = await page.goto(`${BASE_URL}/`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** Opens the panel with its toggle; returns the panel and its search box. */
async function openSearch(page: Page) {
  const toggle = page.locator('header button[data-menu="search"]');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const panel = page.locator('#menu-panel-search');
  const box = panel.getByRole('searchbox', { name: 'Search the site' });
  return { panel, box };
}

/** Counts the autosuggest requests the page makes from now on. */
function countAutosuggest(page: Page): () => string[] {
  const seen: string[] = [];
  page.on('request', (request) => {
    if (AUTOSUGGEST.test(request.url())) seen.push(new URL(request.url()).pathname);
  });
  return () => seen;
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('opening the panel focuses the box; an empty query shows 3 trending stories', async ({
      page,
    }) => {
      await openHome(page);
      const { panel, box } = await openSearch(page);
      await expect(box).toBeFocused();
      const trending = panel.getByRole('region', { name: 'Trending' });
      await expect(trending.getByRole('listitem')).toHaveCount(3);
      for (const item of await trending.getByRole('listitem').all()) {
        await expect(item.getByRole('link')).toHaveAttribute('href', /^\/./);
        await expect(item.locator('time')).toHaveText(/ago|\d{4}/);
      }
      const columns = await trending
        .getByRole('list')
        .evaluate((list) => getComputedStyle(list).gridTemplateColumns.split(' ').length);
      expect(columns).toBe(viewport.width >= 768 ? 3 : 1);
      const image = trending.locator('img').first();
      await expect(image).toHaveJSProperty('width', 86);
    });

    test('a word typed within the debounce asks autosuggest once and shows suggestions', async ({
      page,
    }) => {
      await openHome(page);
      const asked = countAutosuggest(page);
      const { panel, box } = await openSearch(page);
      const answered = page.waitForResponse(AUTOSUGGEST);
      await page.keyboard.type('laptop', { delay: 50 });
      await answered;
      await expect(
        panel.getByRole('region', { name: 'Stories' }).getByRole('listitem'),
      ).not.toHaveCount(0);
      await expect(panel.getByRole('region', { name: 'Trending' })).toHaveCount(0);
      // Well past the debounce: still the one request, for the whole word.
      await page.waitForTimeout(800);
      expect(asked()).toHaveLength(1);
      expect(asked()[0]).toMatch(/\/autosuggest\/laptop$/);
      // The same query again asks nothing.
      await box.press('End');
      await page.keyboard.type(' ');
      await page.keyboard.press('Backspace');
      await page.waitForTimeout(800);
      expect(asked()).toHaveLength(1);
      const suggestions = panel.getByTestId('search-panel-item');
      expect(await suggestions.count()).toBeLessThanOrEqual(6);
      const topics = panel.getByRole('region', { name: 'Topics' }).getByRole('link');
      expect(await topics.count()).toBeLessThanOrEqual(8);
      for (const topic of await topics.all()) {
        await expect(topic).toHaveAttribute('href', /^\/topic\/[^/]+\/$/);
      }
    });

    test('submitting cleans the query and opens /search/ with q', async ({ page }) => {
      await openHome(page);
      const { box } = await openSearch(page);
      await box.fill(' Best  Laptops, 2026!?');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/\?/);
      const url = new URL(page.url());
      expect(url.pathname).toBe('/search/');
      expect(url.searchParams.get('q')).toBe('best-laptops-2026!?');
      await expect(page.locator('header button[data-menu="search"]')).toHaveAttribute(
        'aria-expanded',
        'false',
      );
      await expect(page.locator('main h1')).toContainText('best-laptops-2026!?');
    });

    test('an autosuggest failure shows no error and the page keeps working', async ({ page }) => {
      await page.route(AUTOSUGGEST, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: JSON.stringify({ statusCode: 500, message: 'Internal Server Error' }),
        }),
      );
      await openHome(page);
      const { panel, box } = await openSearch(page);
      const failed = page.waitForResponse(AUTOSUGGEST);
      await page.keyboard.type('laptop', { delay: 50 });
      await failed;
      await page.waitForTimeout(300);
      await expect(panel.getByTestId('search-panel-item')).toHaveCount(0);
      await expect(page.getByText(/error|went wrong|try again/i)).toHaveCount(0);
      await expect(box).toHaveValue('laptop');
      await box.press('Enter');
      await expect(page).toHaveURL(/\/search\/\?q=laptop$/);
    });

    test('axe finds no serious or critical violations in the open panel', async ({ page }) => {
      await openHome(page);
      const { panel } = await openSearch(page);
      await expect(
        panel.getByRole('region', { name: 'Trending' }).getByRole('listitem'),
      ).toHaveCount(3);
      expect(await blockingViolations(page)).toEqual([]);
      await page.keyboard.type('laptop', { delay: 50 });
      await expect(panel.getByTestId('search-panel-suggestions')).toBeVisible();
      // Contrast is judged on the settled panel, not halfway through its fade-in.
      await panel.evaluate((element) =>
        Promise.all(element.getAnimations({ subtree: true }).map((a) => a.finished)),
      );
      expect(await blockingViolations(page)).toEqual([]);
    });
  });
}
