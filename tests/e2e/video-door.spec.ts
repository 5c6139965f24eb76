// The video door (/video/, spec 000 s2's route table: no page number in its path), through the
// gateway in Chromium: it lists the content API's videos (a VideoList, issue 29) and pages
// through all of them with load-more, at a desktop and a phone width.
import { expect, test, type Page } from '../support/test';
import { apiPage, named } from '../support/screens-corpus';

const base = () => process.env.BASE_URL ?? '';

/** Opens a path, expects 200 and a hydrated page, and collects the page's script errors. */
async function open(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const res = await page.goto(`${base()}${path}`);
  expect(res?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return errors;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`the video door at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('/video/ lists the videos of the content API', async ({ page }) => {
      const list = named(await apiPage('door', 'video'), 'doorList');
      const videos = list.items ?? [];
      expect(videos.length).toBeGreaterThan(0);
      const errors = await open(page, '/video/');
      await expect(page.locator('h1')).toHaveText('Video');
      await expect(page.getByText('There are no stories here yet.')).toHaveCount(0);
      const titles = page.locator('main .load-more-listing [data-testid="story-card"] h2');
      await expect(titles).toHaveText(videos.map((v) => v.title ?? ''));
      await expect(page.locator('main [data-testid="listing-status"]')).toHaveText(
        `Showing 1–${videos.length} of ${list.paging?.total ?? videos.length}`,
      );
      expect(errors).toEqual([]);
    });

    test('load more pages through every video, none twice', async ({ page }) => {
      const total = named(await apiPage('door', 'video'), 'doorList').paging?.total ?? 0;
      expect(total).toBeGreaterThan(20);
      const errors = await open(page, '/video/');
      const cards = page.locator('main .load-more-listing [data-testid="story-card"]');
      const more = page.getByRole('link', { name: 'Load more videos' });
      for (let loads = 0; (await more.count()) > 0 && loads < 10; loads++) {
        const shown = await cards.count();
        const next = page.waitForResponse((res) =>
          res.url().includes('/api/neutron/composer/bytewire/components/'),
        );
        await more.click();
        expect((await next).status()).toBe(200);
        await expect(cards).not.toHaveCount(shown);
      }
      await expect(cards).toHaveCount(total);
      await expect(more).toHaveCount(0);
      const hrefs = await cards
        .locator('a[href^="/video/"]')
        .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')))]);
      expect(hrefs).toHaveLength(total);
      await expect(page.locator('main [data-testid="listing-status"]')).toHaveText(
        `Showing 1–${total} of ${total}`,
      );
      // Appended in place: the address did not change.
      await expect(page).toHaveURL(`${base()}/video/`);
      expect(errors).toEqual([]);
    });
  });
}
