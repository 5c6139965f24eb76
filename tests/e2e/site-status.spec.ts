// The site's status page-wide (issue 32 point 3; spec 001 s2, s4, s6, s9) in Chromium: online or
// offline follows the browser (a banner in a polite live region, `<html data-online="false">`),
// the header's tooltips come from the translation catalogue, and a normal page shows no overlay,
// maintenance notice or developer toolbar (the test cluster runs a production build). The
// maintenance notice runs on a cluster of its own, with MAINTENANCE_NOTICE set: in the server's
// HTML (no JavaScript needed) above the header, and dismissed for the session.
import { useConfiguredCluster } from '../support/configured-cluster';
import { expect, test, type Page } from '../support/test';

const OFFLINE = 'You are offline. Some content may not load.';

async function open(page: Page, url: string): Promise<void> {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test.describe('on the shared cluster', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('an offline browser sees the offline banner, until it is back online', async ({
    page,
    context,
  }) => {
    await open(page, `${process.env.BASE_URL}/`);
    const banner = page.getByTestId('offline-banner');
    // The live region is in the page, empty, once hydrated (a chunk loaded after hydration).
    await expect(banner).toBeAttached();
    await expect(banner).toHaveAttribute('aria-live', 'polite');
    await expect(banner).toHaveText('');
    await context.setOffline(true);
    await expect(banner).toHaveText(OFFLINE);
    await expect(banner).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-online', 'false');
    await context.setOffline(false);
    await expect(banner).toHaveText('');
    await expect(page.locator('html')).not.toHaveAttribute('data-online', /.*/);
  });

  test('the header tooltips name the site and sign in or join', async ({ page }) => {
    await open(page, `${process.env.BASE_URL}/`);
    await expect(page.getByTestId('header-logo')).toHaveAttribute('title', 'Bytewire');
    await expect(page.getByRole('link', { name: 'Sign in or join Bytewire' })).toHaveAttribute(
      'title',
      'Sign in or join Bytewire',
    );
  });

  test('a normal page has no overlay, maintenance notice or developer toolbar', async ({
    page,
  }) => {
    await open(page, `${process.env.BASE_URL}/`);
    // After the chunk of the browser-only parts has loaded.
    await expect(page.getByTestId('offline-banner')).toBeAttached();
    await expect(page.getByTestId('site-overlay')).toHaveCount(0);
    await expect(page.locator('html')).not.toHaveAttribute('data-overlay-active', /.*/);
    await expect(page.getByRole('region', { name: 'Maintenance notice' })).toHaveCount(0);
    await expect(page.getByTestId('dev-toolbar')).toHaveCount(0);
  });
});

test.describe('with MAINTENANCE_NOTICE set', () => {
  const NOTICE = 'Sign-in and newsletters are being upgraded on Sunday, 02:00-04:00 ET.';
  const cluster = useConfiguredCluster('e2e-maintenance-notice', { MAINTENANCE_NOTICE: NOTICE });

  test('the notice is in the server HTML, above the header, without JavaScript', async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const response = await page.goto(`${cluster.base}/`);
      expect(response?.status()).toBe(200);
      const notice = page.getByRole('region', { name: 'Maintenance notice' });
      await expect(notice).toContainText(NOTICE);
      const above = await page.evaluate(() => {
        const notice = document.querySelector('section[aria-label="Maintenance notice"]');
        const header = document.querySelector('[data-testid="site-header"]');
        return (
          !!notice &&
          !!header &&
          (notice.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0
        );
      });
      expect(above).toBe(true);
    } finally {
      await context.close();
    }
  });

  test('dismissed, the notice stays away for the session', async ({ page }) => {
    await open(page, `${cluster.base}/`);
    const notice = page.getByRole('region', { name: 'Maintenance notice' });
    await expect(notice).toContainText(NOTICE);
    await notice.getByRole('button', { name: 'Dismiss maintenance notice' }).click();
    await expect(notice).toHaveCount(0);
    // The next page of the same session, a full load: the server renders the notice and the
    // hydrated page removes it at once.
    await open(page, `${cluster.base}/about/`);
    await expect(page.getByRole('region', { name: 'Maintenance notice' })).toHaveCount(0);
  });
});
