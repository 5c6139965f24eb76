// Screenshots of the home page and an article at 1280 px and 390 px (issue 4 "Done when"),
// written to test-output/screenshots/ for a person to look at (not committed). Each page must
// also fit its width: no horizontal scrolling, the header and footer on screen.
import { expect, test, type Page } from '../support/test';
import path from 'node:path';
import { anArticle } from '../support/corpus';

const OUT = path.resolve(__dirname, '../../test-output/screenshots');

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'mobile', width: 390, height: 844 },
] as const;

async function open(page: Page, pathname: string): Promise<void> {
  const response = await page.goto(`${process.env.BASE_URL}${pathname}`);
  expect(response?.status(), pathname).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * Brings every lazy image of the page as served in, so that the full-page picture shows them.
 * Only the first story's height is walked: an article grows as seamless scrolling appends
 * stories near its end, and chasing that growth made the picture (and the test) unbounded.
 */
async function loadLazyImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const servedHeight = document.body.scrollHeight;
    for (let y = 0; y < servedHeight; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    window.scrollTo(0, 0);
  });
  await page.waitForLoadState('networkidle');
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    for (const which of ['home', 'article'] as const) {
      test(`${which}: fits the width, header and footer shown; screenshot taken`, async ({
        page,
        context,
      }) => {
        // A returning reader's view: the fixed terms banner would sit across the full-page shot.
        await context.addCookies([
          { name: 'terms_interacted', value: 'true', url: process.env.BASE_URL ?? '' },
        ]);
        await open(page, which === 'home' ? '/' : (await anArticle()).path);
        await expect(page.locator('header.site-header')).toBeVisible();
        await expect(page.locator('footer.site-footer')).toBeAttached();
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, 'horizontal overflow in px').toBeLessThanOrEqual(0);
        await loadLazyImages(page);
        // Full-page pictures of a long page take a while on a busy 2-core CI machine.
        test.setTimeout(90_000);
        await page.screenshot({
          path: path.join(OUT, `${which}-${viewport.width}.png`),
          fullPage: true,
          animations: 'disabled',
          timeout: 60_000,
        });
      });
    }
  });
}
