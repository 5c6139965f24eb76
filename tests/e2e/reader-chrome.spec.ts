// The chrome as a reader meets it (issue 29), in Chromium at 1280 and 390 px: nothing scrolls
// sideways on home, an article, /newsletters/ and the member area (signed in); the footer has
// one cookie-settings control, which opens the consent preferences, and names the parent
// company; the Editions menu marks the edition being read; the header shows the signed-in
// state; a best list carries the affiliate-commission disclosure; a paid story that suppresses
// ads fills no display ad slot although targeting is allowed; the terms notice and the consent
// banner do not cover each other; the search panel's button keeps clear of the screen's edge;
// at 320 px the header's logo keeps clear of the search button and nothing scrolls sideways.
import { expect, test, type Locator, type Page } from '../support/test';
import { findArticle } from '../support/article-samples';
import { consentCookie, NO_CONSENT_CHOICE } from '../support/consent';
import { anArticle } from '../support/corpus';
import { joinFromMemberPage, newEmail } from '../support/members';

const SITE = process.env.SITE_PUBLIC_URL ?? '';
const TARGETING_ALLOWED = {
  cookies: [consentCookie('localhost', 'C0001.C0004'), consentCookie('127.0.0.1', 'C0001.C0004')],
  origins: [],
};

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${SITE}${path}`);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/** The document is no wider than the window: nothing scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, what: string): Promise<void> {
  const { scrollWidth, innerWidth } = await page.evaluate(() => ({
    scrollWidth: document.scrollingElement?.scrollWidth ?? 0,
    innerWidth: window.innerWidth,
  }));
  expect(scrollWidth, `${what} scrolls sideways`).toBeLessThanOrEqual(innerWidth);
}

/** Whether two boxes share any area. */
function overlap(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
): boolean {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

for (const viewport of [
  { width: 1280, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('nothing scrolls sideways on home, an article and /newsletters/', async ({ page }) => {
      const article = await anArticle();
      for (const path of ['/', article.path, '/newsletters/']) {
        await open(page, path);
        await expectNoSidewaysScroll(page, path);
      }
    });

    test('the member area, signed in, does not scroll sideways and shows the signed-in state', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await open(page, '/members/preferences/');
      await joinFromMemberPage(page, newEmail('chrome'), `${SITE}/members/preferences/`);
      const tabs = page.getByRole('navigation', { name: 'Your account' });
      await expect(tabs.getByRole('link', { name: 'Preferences' })).toBeVisible();
      // The page heading clears the header.
      const header = await page.getByTestId('site-header').boundingBox();
      const heading = await page.locator('main h1').boundingBox();
      expect(heading!.y).toBeGreaterThanOrEqual(header!.y + header!.height + 16);
      await expectNoSidewaysScroll(page, 'the member area');
      await tabs.getByRole('link', { name: 'Newsletters' }).click();
      await expect(page.getByTestId('newsletter-item').first()).toBeVisible();
      await expectNoSidewaysScroll(page, 'the member newsletters');

      // The header's account entry says who is signed in.
      const account = page.locator('header button[data-menu="account"]');
      await expect(account).toHaveAccessibleName(/^Account: Signed in/);
      await expect(page.locator('header [data-menu="sign-in"]')).toHaveCount(0);
      // So does the footer's.
      await expect(page.getByTestId('footer-account')).toHaveText('Your account');

      // /newsletters/ lists the API's newsletters and asks a signed-in reader to sign in to
      // nothing: it offers to subscribe.
      await open(page, '/newsletters/');
      const signup = page.getByRole('region', { name: 'Sign up', exact: true });
      await expect(signup.getByTestId('newsletter-item').first()).toBeVisible();
      await expect(signup.getByRole('button', { name: /^Subscribe to / }).first()).toBeVisible();
      await expect(page.locator('main').getByText(/sign in/i)).toHaveCount(0);
      await expectNoSidewaysScroll(page, '/newsletters/ signed in');
    });

    test('the footer has one cookie-settings control, which opens the preferences', async ({
      page,
    }) => {
      await open(page, '/');
      // The terms notice sits at the foot of the screen until the reader closes it.
      await page.getByRole('button', { name: 'Close terms of use notice' }).click();
      const footer = page.locator('footer');
      const controls = footer.getByRole('button', { name: /cookie settings/i });
      await expect(controls).toHaveCount(1);
      await expect(footer.getByRole('link', { name: /cookie settings/i })).toHaveCount(0);
      await controls.click();
      const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('checkbox', { name: 'Strictly necessary' })).toBeChecked();
      // Still the same page: nothing opened elsewhere.
      expect(page.context().pages()).toHaveLength(1);
    });

    test("the footer's account entry offers a signed-out reader to sign in", async ({ page }) => {
      await open(page, '/');
      await expect(page.getByTestId('footer-account')).toHaveText('Sign in');
    });

    test('the footer names the parent company', async ({ page }) => {
      await open(page, '/');
      await expect(page.locator('footer').getByTestId('footer-parent-company')).toHaveText(
        /^Bytewire is part of .+\.$/,
      );
    });

    test('the Editions menu marks the edition being read', async ({ page }) => {
      await open(page, '/');
      await page.locator('header button[data-menu="editions"]').click();
      const editions = page.getByRole('navigation', { name: 'Editions' });
      const current = editions.locator('a[aria-current="true"]');
      await expect(current).toHaveCount(1);
      await expect(current).toHaveText('United States');
      await expect(current).toBeVisible();
    });

    test('a best list carries the affiliate-commission disclosure under its header', async ({
      page,
    }) => {
      const bestList = await findArticle('a best list', (a) => a.type === 'best-list');
      await open(page, bestList.path);
      const disclosure = page.getByTestId('affiliate-disclosure');
      await expect(disclosure).toBeVisible();
      await expect(disclosure).toContainText(
        'We may earn a commission when you buy through links on our site.',
      );
      const below = await page.evaluate(() => {
        const note = document.querySelector('[data-testid="affiliate-disclosure"]');
        const h1 = document.querySelector('article h1');
        return !!note && !!h1 && !!(h1.compareDocumentPosition(note) & 4);
      });
      expect(below).toBe(true);
    });

    test("the search panel's button keeps clear of the screen's edge", async ({ page }) => {
      await open(page, '/');
      await page.locator('header button[data-menu="search"]').click();
      const submit = page.locator('#menu-panel-search button[type="submit"]');
      await expect(submit).toBeVisible();
      const box = await submit.boundingBox();
      expect(box!.x + box!.width).toBeLessThanOrEqual(viewport.width - 12);
      await expectNoSidewaysScroll(page, 'the open search panel');
    });
  });
}

/**
 * The box `element` and its children take together: the logo's mark and wordmark do not shrink,
 * so they can overflow the link's own box.
 */
function paintedBox(element: Locator) {
  return element.evaluate((root) => {
    const boxes = [root, ...Array.from(root.children)]
      .map((part) => part.getBoundingClientRect())
      .filter((box) => box.width > 0 && box.height > 0);
    const left = Math.min(...boxes.map((box) => box.left));
    const top = Math.min(...boxes.map((box) => box.top));
    const right = Math.max(...boxes.map((box) => box.right));
    const bottom = Math.max(...boxes.map((box) => box.bottom));
    return { x: left, y: top, width: right - left, height: bottom - top };
  });
}

test.describe('at 320 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  test("the header's logo keeps clear of the search button, and nothing scrolls sideways", async ({
    page,
  }) => {
    const article = await anArticle();
    for (const path of ['/', article.path]) {
      await open(page, path);
      const logo = page.getByTestId('header-logo');
      const search = page.locator('header button[data-menu="search"]');
      await expect(logo, path).toBeVisible();
      await expect(search, path).toBeVisible();
      const [a, b] = [await paintedBox(logo), await search.boundingBox()];
      expect(
        overlap(a, b!),
        `${path}: the logo ${JSON.stringify(a)} overlaps the search button ${JSON.stringify(b)}`,
      ).toBe(false);
      // The logo in the window, left of the search button.
      expect(a.x, `${path}: the logo's left edge`).toBeGreaterThanOrEqual(0);
      expect(a.x + a.width, `${path}: the logo's right edge`).toBeLessThanOrEqual(b!.x);
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth, `${path} scrolls sideways`).toBeLessThanOrEqual(320);
    }
  });
});

test.describe('banners', () => {
  test.use({ storageState: NO_CONSENT_CHOICE });

  for (const viewport of [
    { width: 1280, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px the terms notice and the consent banner do not overlap`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, '/');
      const consent = page.getByRole('region', { name: 'Your privacy choices' });
      const terms = page.getByRole('region', { name: 'Terms of use' });
      await expect(consent).toBeVisible();
      await expect(terms).toBeVisible();
      // The terms notice slides up onto the consent banner (a short transition).
      await expect
        .poll(async () => overlap((await consent.boundingBox())!, (await terms.boundingBox())!))
        .toBe(false);
      // Both on screen, the terms notice's close button too.
      await expect(
        terms.getByRole('button', { name: 'Close terms of use notice' }),
      ).toBeInViewport();
      // Once the reader chooses, the terms notice returns to the foot of the screen.
      await consent.getByRole('button', { name: 'Reject all' }).click();
      await expect(consent).toHaveCount(0);
      await expect
        .poll(async () => {
          const moved = (await terms.boundingBox())!;
          return Math.round(moved.y + moved.height);
        })
        .toBe(viewport.height);
    });
  }
});

test.describe('ads', () => {
  test.use({ storageState: TARGETING_ALLOWED, viewport: { width: 1280, height: 900 } });

  test('a paid story that suppresses ads fills no display ad slot, with targeting allowed', async ({
    page,
  }) => {
    const sponsored = await findArticle(
      'paid content that suppresses ads',
      (a) => (a as unknown as { suppressAds?: boolean }).suppressAds === true,
      /^\/paid-content\/article\//,
    );
    // The ad network runs on an ordinary story with the same consent (the check can fail).
    const ordinary = await anArticle();
    await open(page, ordinary.path);
    await expect(page.locator('[data-ad-slot][data-state="rendered"]').first()).toBeAttached();

    await open(page, sponsored.path);
    await expect(page.locator('script#house-ads')).toHaveAttribute('type', 'text/javascript');
    // Past every lazy slot, then time for the network to answer.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForTimeout(1500);
    await expect(page.locator('[data-ad-slot][data-state="rendered"]')).toHaveCount(0);
    await expect(page.locator('[data-ad-slot="article-mpu"]')).toHaveAttribute(
      'data-state',
      'collapsed',
    );
    await expect(page.locator('[data-ad-slot="omnibar"]')).not.toHaveAttribute(
      'data-state',
      'rendered',
    );
    await expect(page.locator('.house-ad')).toHaveCount(0);
  });
});
