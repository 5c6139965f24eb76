// The share bar on an article page through the real cluster, at 1280 px and 390 px (spec 001
// s2, s7, s9): Facebook opens a 620x440 popup within the click, cut from the page, whose share
// URL carries the gateway's short URL (/s/{code}/), which redirects back to the article; the
// dropdown opens (axe finds nothing serious with it open), fades in 0.4 s and closes on an
// outside click. No request leaves the machine: every other host is answered by a stub page,
// so the popup's URL is still there to check.
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { anArticle } from '../support/corpus';

const BASE_URL = process.env.BASE_URL ?? '';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** Loopback is the cluster; anything else would leave the machine. */
function isLocal(url: URL): boolean {
  return ['127.0.0.1', 'localhost', '[::1]'].includes(url.hostname);
}

async function keepRequestsLocal(context: BrowserContext): Promise<string[]> {
  const stubbed: string[] = [];
  await context.route(
    (url) => !isLocal(url) && url.protocol !== 'data:' && url.protocol !== 'about:',
    (route) => {
      stubbed.push(route.request().url());
      return route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><title>stub</title><p>stub</p>',
      });
    },
  );
  return stubbed;
}

/** Records the arguments of every window.open of the page (its features in particular). */
async function recordWindowOpen(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const opens: string[][] = [];
    (window as unknown as { __opens: string[][] }).__opens = opens;
    const original = window.open.bind(window);
    window.open = (...args: Parameters<typeof window.open>) => {
      opens.push(args.map((arg) => String(arg ?? '')));
      return original(...args);
    };
  });
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${BASE_URL}${path}`);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('Facebook opens a 620x440 popup sharing the short URL, which leads back to the article', async ({
      page,
      context,
    }) => {
      const stubbed = await keepRequestsLocal(context);
      await recordWindowOpen(page);
      const { path } = await anArticle();
      await open(page, path);
      const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
      expect(canonical).toMatch(new RegExp(`${path.replaceAll('/', '\\/')}$`));

      const shortened = page.waitForResponse((res) => res.url().includes('/sharebar-shortener/'));
      const [popup] = await Promise.all([
        page.waitForEvent('popup'),
        page
          .getByRole('group', { name: 'Share this story' })
          .locator('[data-share="facebook"]')
          .click(),
      ]);
      expect((await shortened).status()).toBe(200);

      // The features asked for: exactly 620x440, and one window.open per click.
      const opens = await page.evaluate(
        () => (window as unknown as { __opens: string[][] }).__opens,
      );
      expect(opens).toHaveLength(1);
      const features = opens[0][2].split(',');
      expect(features).toEqual(expect.arrayContaining(['width=620', 'height=440']));

      await popup.waitForURL(/^https:\/\/www\.facebook\.com\/sharer\/sharer\.php\?/);
      const shared = new URL(popup.url()).searchParams.get('u') ?? '';
      const origin = new URL(canonical!).origin;
      expect(shared).toMatch(new RegExp(`^${origin.replaceAll('.', '\\.')}/s/[0-9A-Za-z]{10}/$`));
      expect(stubbed.some((url) => url.startsWith('https://www.facebook.com/sharer/'))).toBe(true);
      expect(stubbed.every((url) => !isLocal(new URL(url)))).toBe(true);

      // The popup cannot reach the article's window.
      expect(await popup.evaluate(() => window.opener)).toBeNull();
      // Its real size, where the headless browser applies the features (a few px of tolerance).
      const [width, height] = await popup.evaluate(() => [window.outerWidth, window.outerHeight]);
      expect(Math.abs(width - 620)).toBeLessThanOrEqual(20);
      expect(Math.abs(height - 440)).toBeLessThanOrEqual(20);

      // The short URL redirects (301) to the article, which answers.
      const short = new URL(shared);
      const redirect = await page.request.get(`${BASE_URL}${short.pathname}`, { maxRedirects: 0 });
      expect(redirect.status()).toBe(301);
      expect(redirect.headers().location).toBe(canonical);
      const article = await page.request.get(`${BASE_URL}${new URL(canonical!).pathname}`);
      expect(article.status()).toBe(200);
    });

    test('the dropdown opens, fades in 0.4 s and closes on an outside click', async ({
      page,
      context,
    }) => {
      await keepRequestsLocal(context);
      await open(page, (await anArticle()).path);
      const toggle = page.getByRole('button', { name: 'More sharing options' });
      const menu = page.getByTestId('share-bar-menu');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      expect(await menu.evaluate((el) => getComputedStyle(el).transitionDuration)).toContain(
        '0.4s',
      );

      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(page.getByRole('link', { name: /Share on Flipboard/ })).toBeVisible();
      await expect(page.getByRole('link', { name: /Share on Pinterest/ })).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);
      // Inside the dropdown nothing closes it.
      await menu.click({ position: { x: 2, y: 2 } });
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');

      await page.locator('h1').click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await expect(menu).toBeHidden();
      await expect(page.getByRole('link', { name: /Share on Flipboard/ })).toBeHidden();
    });
  });
}
