// The footer and the terms-of-use banner through the gateway, at 1280 px and 390 px (spec 001
// s2, s4, s9): the three columns, six social buttons, every link in a new tab with noopener,
// the state-privacy-law link off (the reference API's setting), the background image loading
// late and by width, the banner closing for good (reload and client navigation), the cookie's
// SameSite=Lax, Secure and Path=/, and axe with the banner open.
import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { anArticle } from '../support/corpus';

const DESKTOP_BG = '/brand/footer-desktop.svg';
const MOBILE_BG = '/brand/footer-mobile.svg';

const WIDTHS = [
  { name: 'desktop', width: 1280, height: 800, image: DESKTOP_BG, other: MOBILE_BG },
  { name: 'mobile', width: 390, height: 844, image: MOBILE_BG, other: DESKTOP_BG },
] as const;

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${process.env.BASE_URL}${path}`);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport: { width: viewport.width, height: viewport.height } });

    test('the footer has its columns, six social buttons and only new-tab links', async ({
      page,
    }) => {
      await open(page, '/');
      const footer = page.getByTestId('site-footer');
      for (const column of ['alpha', 'beta', 'charlie']) {
        await expect(footer.locator(`[data-column="${column}"] li`)).toHaveCount(4);
      }
      await expect(footer.getByRole('list', { name: 'Follow us' }).locator('a')).toHaveCount(6);
      await expect(footer.getByRole('link', { name: /Bytewire on TikTok/ })).toBeVisible();
      const links = await footer.locator('a').evaluateAll((anchors) =>
        anchors.map((a) => ({
          href: a.getAttribute('href'),
          target: a.getAttribute('target'),
          rel: a.getAttribute('rel') ?? '',
          name: a.textContent ?? '',
        })),
      );
      expect(links.length).toBeGreaterThanOrEqual(12 + 6);
      for (const link of links) {
        expect(link.target, link.href ?? '').toBe('_blank');
        expect(link.rel.split(' '), link.href ?? '').toContain('noopener');
        expect(link.name, link.href ?? '').toContain('(opens in a new tab)');
      }
      // The reference content API turns the state-privacy-law setting off.
      await expect(footer.getByText('Your Privacy Choices')).toHaveCount(0);
      await expect(footer.getByRole('link', { name: /Privacy Policy/ })).toBeVisible();
      await expect(footer.getByRole('link', { name: /Terms of Use/ })).toBeVisible();
    });

    test('the background image loads late, in the variant of the width', async ({ page }) => {
      const requested: string[] = [];
      page.on('request', (request) => requested.push(new URL(request.url()).pathname));
      await open(page, (await anArticle()).path);
      const image = page.getByTestId('site-footer-background').locator('img');
      await expect(image).toHaveAttribute('loading', 'lazy');
      expect(requested).not.toContain(viewport.image);
      await page.getByTestId('site-footer').scrollIntoViewIfNeeded();
      await expect.poll(() => requested.includes(viewport.image)).toBe(true);
      expect(requested).not.toContain(viewport.other);
    });

    test('the terms banner closes for good, with the cookie defaults', async ({ page }) => {
      await open(page, (await anArticle()).path);
      const banner = page.getByRole('region', { name: 'Terms of use' });
      await expect(banner).toBeVisible();
      expect(await blockingViolations(page)).toEqual([]);

      await banner.getByRole('button', { name: 'Close terms of use notice' }).click();
      await expect(banner).toHaveCount(0);
      const cookie = (await page.context().cookies()).find((c) => c.name === 'terms_interacted');
      expect(cookie).toMatchObject({ sameSite: 'Lax', secure: true, path: '/' });
      expect(cookie?.expires).toBeGreaterThan(Date.now() / 1000 + 300 * 24 * 3600);

      // Client navigation: the same document, the banner stays away.
      await page.evaluate(() => Object.assign(window, { __sameDocument: true }));
      await page.getByTestId('header-logo').click();
      await expect(page).toHaveURL(`${process.env.BASE_URL}/`);
      expect(await page.evaluate(() => '__sameDocument' in window)).toBe(true);
      await expect(page.locator('section[aria-labelledby="terms-banner-title"]')).toHaveCount(0);

      // Reload: the server reads the cookie, so the banner is not even in the HTML.
      const response = await page.reload();
      expect(await response?.text()).not.toContain('terms-banner');
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('section[aria-labelledby="terms-banner-title"]')).toHaveCount(0);
    });

    test('following the terms link also closes the banner for good', async ({ page }) => {
      await open(page, '/');
      // The terms live on another site: the new tab gets a local answer instead.
      await page
        .context()
        .route(/^https:\/\/legal\./, (route) =>
          route.fulfill({ contentType: 'text/html', body: '<title>Terms</title>' }),
        );
      const banner = page.getByRole('region', { name: 'Terms of use' });
      const opened = page.context().waitForEvent('page');
      await banner.getByRole('link', { name: /Terms of Use/ }).click();
      await (await opened).close();
      await expect(banner).toHaveCount(0);
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
      await expect(page.locator('section[aria-labelledby="terms-banner-title"]')).toHaveCount(0);
    });
  });
}
