// Editions (spec 000 s4, spec 001 s4) and device detection (spec 001 s5, s9) through the
// gateway: the edition the server resolved and asked the content API for, the device from
// setDevice, the cdn_device cookie and the device header, the device recomputed after a resize,
// and the Editions menu marking the current edition and linking the sister sites (spec 000 s1):
// the test cluster configures them (SISTER_EDITIONS, test values: support/sister-editions.ts).
import { TEST_SISTER_EDITIONS } from '../support/sister-editions';
import { expect, test, type Page } from '../support/test';

const BASE_URL = process.env.BASE_URL ?? '';

interface RootData {
  edition: string;
  device: string;
}

/** The root data the server rendered with (the router's hydration data). */
async function rootData(page: Page): Promise<RootData> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __staticRouterHydrationData: { loaderData: { root: RootData } };
        }
      ).__staticRouterHydrationData.loaderData.root,
  );
}

async function open(page: Page, path: string) {
  const response = await page.goto(`${BASE_URL}${path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response;
}

test.describe('editions', () => {
  test('?edition=us is the edition, and the browser router asks the content API for us', async ({
    page,
  }) => {
    await open(page, '/news/?edition=us');
    expect((await rootData(page)).edition).toBe('us');

    const pageData = page.waitForRequest((req) => req.url().includes('/api/neutron/composer/'));
    await page.getByTestId('header-logo').click();
    expect(new URL((await pageData).url()).searchParams.get('edition')).toBe('us');
  });

  test('an edition outside the locale list, in query, cookie or header, falls back to us', async ({
    page,
    context,
  }) => {
    await context.addCookies([{ name: 'fly_preferred_edition', value: 'fr', url: BASE_URL }]);
    await context.setExtraHTTPHeaders({ 'x-edition': 'jp' });
    const response = await open(page, '/?edition=zz&preferredEdition=..%2Fx');
    expect(response?.status()).toBe(200);
    expect((await rootData(page)).edition).toBe('us');
  });

  test('the edition cookie with a valid edition is used', async ({ page, context }) => {
    await context.addCookies([{ name: 'fly_preferred_edition', value: 'us', url: BASE_URL }]);
    await open(page, '/');
    expect((await rootData(page)).edition).toBe('us');
  });

  for (const viewport of [
    { width: 1280, height: 800 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the Editions menu marks the current edition and links the sister sites', async ({
        page,
      }) => {
        await open(page, '/');
        const toggle = page.locator('header button[data-menu="editions"]');
        // Named in full for every reader; on phones the name is for screen readers only.
        await expect(toggle).toHaveAccessibleName('Edition: United States');
        await toggle.click();
        await expect(toggle).toHaveAttribute('aria-expanded', 'true');
        const editions = page.getByRole('navigation', { name: 'Editions' });
        const links = editions.getByRole('link');
        await expect(links).toHaveCount(1 + TEST_SISTER_EDITIONS.length);
        // This site's edition first, marked current, linking its front door in place.
        const current = links.first();
        await expect(current).toHaveText('United States');
        await expect(current).toHaveAttribute('aria-current', 'true');
        await expect(current).toHaveAttribute('href', '/');
        await expect(current).not.toHaveAttribute('target', /.*/);
        await expect(editions.locator('[aria-current]')).toHaveCount(1);
        // Then the configured sister editions, in order, each to its configured address.
        for (const [index, sister] of TEST_SISTER_EDITIONS.entries()) {
          const link = links.nth(index + 1);
          await expect(link).toBeVisible();
          await expect(link).toBeInViewport();
          await expect(link).toContainText(sister.label);
          await expect(link).toHaveAttribute('href', sister.url);
          await expect(link).toHaveAttribute('target', '_blank');
          await expect(link).toHaveAttribute('rel', /noopener/);
          await expect(link).not.toHaveAttribute('aria-current', /.*/);
          const href = new URL((await link.getAttribute('href')) ?? '');
          expect(href.protocol).toBe('https:');
          expect(href.host).not.toBe(new URL(BASE_URL).host);
        }
      });
    });
  }
});

test.describe('device', () => {
  test('?setDevice=mobile sets cdn_device for 7 days, SameSite=Lax, Secure, Path=/', async ({
    page,
    context,
  }) => {
    const response = await open(page, '/?setDevice=mobile');
    const setCookie = (await response?.allHeaders())?.['set-cookie'] ?? '';
    expect(setCookie).toMatch(/^cdn_device=mobile; /);
    expect(setCookie).toContain('Max-Age=604800');
    expect(setCookie).toContain('Path=/');
    expect(setCookie).toContain('Secure');
    expect(setCookie).toContain('SameSite=Lax');

    const [cookie] = (await context.cookies(BASE_URL)).filter((c) => c.name === 'cdn_device');
    expect(cookie).toMatchObject({ value: 'mobile', path: '/', secure: true, sameSite: 'Lax' });
    const days = (cookie.expires - Date.now() / 1000) / 86400;
    expect(days).toBeGreaterThan(6.99);
    expect(days).toBeLessThanOrEqual(7);
    expect((await rootData(page)).device).toBe('mobile');
  });

  test('setDevice beats the cdn_device cookie, which beats the device header', async ({
    page,
    context,
  }) => {
    await context.setExtraHTTPHeaders({ 'x-device': 'desktop' });
    await open(page, '/');
    expect((await rootData(page)).device).toBe('desktop');
    await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');

    // Each step its own address: the browser may keep a page for its max-age (300 s here).
    await context.addCookies([{ name: 'cdn_device', value: 'tablet', url: BASE_URL }]);
    await open(page, '/?step=cookie');
    expect((await rootData(page)).device).toBe('tablet');

    await open(page, '/?setDevice=desktop');
    expect((await rootData(page)).device).toBe('desktop');
    // An unknown device is ignored: the cookie set just now decides.
    await open(page, '/?setDevice=television');
    expect((await rootData(page)).device).toBe('desktop');
  });

  test('the device is recomputed after a resize: mobile, tablet from 768, desktop from 1024', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 400, height: 800 });
    await open(page, '/');
    await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
    await page.setViewportSize({ width: 768, height: 800 });
    await expect(page.locator('html')).toHaveAttribute('data-device', 'tablet');
    await page.setViewportSize({ width: 1024, height: 800 });
    await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
    await page.setViewportSize({ width: 767, height: 800 });
    await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
  });
});
