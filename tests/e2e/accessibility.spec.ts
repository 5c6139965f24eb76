// axe-core, run inside Chromium on the rendered pages: no serious or critical violation on
// home, an article, a review, a gallery, a video and a door (issue 3's bar).
import { expect, test } from '../support/test';
import { blockingViolations } from '../support/axe';
import { anArticle } from '../support/corpus';
import { aGallery, aReview, aVideo } from '../support/samples';

const PAGES: Record<string, () => Promise<string>> = {
  home: async () => '/',
  article: async () => (await anArticle()).path,
  review: aReview,
  gallery: aGallery,
  video: aVideo,
  'a door (news)': async () => '/news/',
};

for (const [name, pathOf] of Object.entries(PAGES)) {
  test(`axe finds no serious or critical violation on ${name}`, async ({ page }) => {
    const path = await pathOf();
    const response = await page.goto(`${process.env.BASE_URL}${path}`);
    expect(response?.status(), path).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    expect(await blockingViolations(page), path).toEqual([]);
  });
}
