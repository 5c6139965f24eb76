// The device and title page views carry (issue 32 point 3, spec 001 s3, s4 and s9) in Chromium:
// at 1280, 900 and 390 px the page view names the device of the layout shown (<html
// data-device>), before and after a resize and a client-side navigation, and the title of the
// page it counts; the `fly_device` cookie chooses the device as `cdn_device` does.
import type { Device } from '@bytewire/site';
import { expect, test, type Page } from '../support/test';
import { collectedEvents } from '../support/collected';
import { consentCookie } from '../support/consent';

const base = () => process.env.BASE_URL ?? '';
const ANALYTICS_ALLOWED = 'C0001.C0002';

const layoutDevice = (page: Page) => page.locator('html').getAttribute('data-device');

test.beforeEach(async ({ context }) => {
  await context.addCookies([
    consentCookie('localhost', ANALYTICS_ALLOWED),
    consentCookie('127.0.0.1', ANALYTICS_ALLOWED),
  ]);
});

const WIDTHS: Array<[number, Device, number, Device]> = [
  [1280, 'desktop', 390, 'mobile'],
  [900, 'tablet', 1280, 'desktop'],
  [390, 'mobile', 900, 'tablet'],
];

for (const [width, device, resizedTo, resizedDevice] of WIDTHS) {
  test(`at ${width} px the page view names the layout's device, after a resize to ${resizedTo} px and a navigation too`, async ({
    page,
  }) => {
    const views = collectedEvents(page, 'pageview');
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base()}/news/`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    await expect(page.locator('html')).toHaveAttribute('data-device', device);
    await expect.poll(() => views.length).toBe(1);
    expect(views[0]?.deviceType).toBe(device);
    expect(views[0]?.title).toBe(await page.title());

    await page.setViewportSize({ width: resizedTo, height: 900 });
    await expect(page.locator('html')).toHaveAttribute('data-device', resizedDevice);
    const newsTitle = await page.title();
    const story = page.locator('main a[href^="/article/"]').first();
    await story.scrollIntoViewIfNeeded();
    await story.click();
    await expect(page).toHaveURL(/\/article\/[a-z0-9-]+\/$/);
    await expect.poll(() => views.length).toBe(2);
    expect(await page.title()).not.toBe(newsTitle);
    expect(views[1]?.title).toBe(await page.title());
    expect(views[1]?.deviceType).toBe(resizedDevice);
    expect(await layoutDevice(page)).toBe(resizedDevice);
  });
}

test('the fly_device cookie chooses the device, kept until a resize', async ({ page, context }) => {
  const views = collectedEvents(page, 'pageview');
  await context.addCookies([{ name: 'fly_device', value: 'desktop', url: base() }]);
  await page.setViewportSize({ width: 390, height: 900 });
  await page.goto(`${base()}/news/?step=fly-device`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('html')).toHaveAttribute('data-device', 'desktop');
  await expect.poll(() => views.length).toBe(1);
  expect(views[0]?.deviceType).toBe('desktop');
  await page.setViewportSize({ width: 400, height: 900 });
  await expect(page.locator('html')).toHaveAttribute('data-device', 'mobile');
});
