// The header's menus through the gateway (spec 001 s2, s4, s9): at 1280 px menus open on hover
// and close on mouse leave, click-to-open items only on click, one menu open at a time, an
// outside click, Escape and a route change close them, and Trending loads its stories once; at
// 800 px a click opens them; at 390 px the accordion opens one section at a time and locks
// page scrolling. axe finds no serious or critical violation with menus open.
import { expect, test, type Page } from '../support/test';
import { blockingViolations } from '../support/axe';
import { anArticle } from '../support/corpus';

const TRENDING_CALL = /\/api\/neutron\/composer\/[^/]+\/listings\/trending/;

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${process.env.BASE_URL}${path}`);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const toggle = (page: Page, id: string) => page.locator(`header button[data-menu="${id}"]`);
const panel = (page: Page, id: string) => page.locator(`#menu-panel-${id}`);

async function expectOpen(page: Page, id: string, open: boolean): Promise<void> {
  await expect(toggle(page, id)).toHaveAttribute('aria-expanded', String(open));
  if (open) await expect(panel(page, id)).toBeVisible();
  else await expect(panel(page, id)).toBeHidden();
}

/** Counts the trending calls the page makes from now on. */
function countTrendingCalls(page: Page): () => number {
  let count = 0;
  page.on('request', (request) => {
    if (TRENDING_CALL.test(request.url())) count += 1;
  });
  return () => count;
}

test.describe('at 1280 px (hover from 1024 px)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a menu opens on hover, one at a time, and closes when the mouse leaves', async ({
    page,
  }) => {
    await open(page, '/');
    await toggle(page, 'tech').hover();
    await expectOpen(page, 'tech', true);
    await expect(panel(page, 'tech').getByRole('link', { name: 'Laptops' })).toBeVisible();

    await toggle(page, 'security').hover();
    await expectOpen(page, 'security', true);
    await expectOpen(page, 'tech', false);
    await expect(page.locator('header [aria-expanded="true"]')).toHaveCount(1);

    await page.mouse.move(640, 700);
    await expectOpen(page, 'security', false);
  });

  test('click-to-open items ignore hover; opening one closes the other', async ({ page }) => {
    await open(page, '/');
    await toggle(page, 'editions').hover();
    await page.waitForTimeout(150);
    await expectOpen(page, 'editions', false);

    await toggle(page, 'editions').click();
    await expectOpen(page, 'editions', true);
    await toggle(page, 'search').click();
    await expectOpen(page, 'search', true);
    await expectOpen(page, 'editions', false);
  });

  test('an outside click and Escape close the open menu', async ({ page }) => {
    await open(page, '/');
    await toggle(page, 'editions').click();
    await expectOpen(page, 'editions', true);
    await page.mouse.click(640, 600);
    await expectOpen(page, 'editions', false);

    await toggle(page, 'editions').click();
    await expectOpen(page, 'editions', true);
    await page.keyboard.press('Escape');
    await expectOpen(page, 'editions', false);
    await expect(toggle(page, 'editions')).toBeFocused();
  });

  test('a click keeps a hovered menu open; following one of its links closes it', async ({
    page,
  }) => {
    await open(page, '/');
    await toggle(page, 'more').hover();
    await expectOpen(page, 'more', true);
    await toggle(page, 'more').click();
    await expectOpen(page, 'more', true);
    // Menu links navigate in the app (app/client-links.ts), not by loading a new document.
    await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'kept'));
    await panel(page, 'more').getByRole('link', { name: 'See all topics' }).click();
    await expect(page).toHaveURL(/\/topic\/$/);
    await expectOpen(page, 'more', false);
    expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
      'kept',
    );
  });

  test('Trending loads its stories once, on first expansion, in three columns', async ({
    page,
  }) => {
    const calls = countTrendingCalls(page);
    await open(page, '/');
    expect(calls()).toBe(0);

    await toggle(page, 'trending').hover();
    const columns = panel(page, 'trending').locator('[data-trending-loaded] > ol');
    await expect(columns).toHaveCount(3);
    await expect(panel(page, 'trending').getByRole('link').first()).toBeVisible();
    expect(calls()).toBe(1);

    await page.mouse.move(640, 700);
    await expectOpen(page, 'trending', false);
    await toggle(page, 'trending').hover();
    await expectOpen(page, 'trending', true);
    // The search panel shows the same list: still the one request.
    await toggle(page, 'search').click();
    await expect(panel(page, 'search').getByRole('link').first()).toBeVisible();
    expect(calls()).toBe(1);
  });

  test('axe finds no serious or critical violation with a menu open', async ({ page }) => {
    await open(page, (await anArticle()).path);
    await toggle(page, 'tech').hover();
    await expectOpen(page, 'tech', true);
    expect(await blockingViolations(page)).toEqual([]);
    await toggle(page, 'trending').hover();
    await expect(panel(page, 'trending').getByRole('link').first()).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});

test.describe('at 800 px (click below 1024 px)', () => {
  test.use({ viewport: { width: 800, height: 900 } });

  test('hover does not open a menu; a click toggles it', async ({ page }) => {
    await open(page, '/');
    await toggle(page, 'tech').hover();
    await page.waitForTimeout(150);
    await expectOpen(page, 'tech', false);
    await toggle(page, 'tech').click();
    await expectOpen(page, 'tech', true);
    await toggle(page, 'business').click();
    await expectOpen(page, 'business', true);
    await expectOpen(page, 'tech', false);
    await toggle(page, 'business').click();
    await expectOpen(page, 'business', false);
  });
});

test.describe('at 390 px (the accordion)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the accordion opens one section at a time and locks page scrolling', async ({ page }) => {
    await open(page, (await anArticle()).path);
    await expect(page.getByRole('navigation', { name: 'Main', includeHidden: true })).toBeHidden();
    await page.mouse.wheel(0, 400);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    const before = await page.evaluate(() => window.scrollY);
    // Where the page's content stands on screen. The lock pins the body at minus the scroll
    // offset (web/src/components/ModalDialog/scroll-lock.ts, for iOS), so window.scrollY reads 0
    // while it holds; what the reader sees must not move.
    const contentTop = () =>
      page.evaluate(() => document.querySelector('main')!.getBoundingClientRect().top);
    const shown = await contentTop();

    // Dispatched, not clicked: a click would first scroll the toggle back into view.
    await toggle(page, 'accordion').dispatchEvent('click');
    await expectOpen(page, 'accordion', true);
    await expect(page.locator('html')).toHaveAttribute('data-scroll-locked', 'true');
    expect(await contentTop()).toBe(shown);
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).overflow)).toBe(
      'hidden',
    );
    expect(await page.evaluate(() => getComputedStyle(document.body).position)).toBe('fixed');
    // The page behind does not move; the reader keeps their place.
    await page.mouse.move(200, 400);
    await page.mouse.wheel(0, 600);
    await page.waitForTimeout(200);
    expect(await contentTop()).toBe(shown);

    const section = (id: string) => page.locator(`button[data-accordion-section="${id}"]`);
    const region = (id: string) => page.locator(`#accordion-panel-${id}`);
    await section('tech').click();
    await expect(section('tech')).toHaveAttribute('aria-expanded', 'true');
    await expect(region('tech').getByRole('link', { name: 'Laptops' })).toBeVisible();
    await section('buying-guides').click();
    await expect(section('buying-guides')).toHaveAttribute('aria-expanded', 'true');
    await expect(section('tech')).toHaveAttribute('aria-expanded', 'false');
    await expect(region('tech')).toBeHidden();
    await section('buying-guides').click();
    await expect(section('buying-guides')).toHaveAttribute('aria-expanded', 'false');
    await expect(page.locator('button[data-accordion-section][aria-expanded="true"]')).toHaveCount(
      0,
    );

    expect(await blockingViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Close the menu' }).click();
    await expectOpen(page, 'accordion', false);
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true');
    expect(await page.evaluate(() => window.scrollY)).toBe(before);
    await page.mouse.wheel(0, 300);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before);
  });

  test('the accordion loads Trending once, on the first expansion of its section', async ({
    page,
  }) => {
    const calls = countTrendingCalls(page);
    await open(page, '/');
    await toggle(page, 'accordion').click();
    const trending = page.locator('button[data-accordion-section="trending"]');
    expect(calls()).toBe(0);
    await trending.click();
    await expect(page.locator('#accordion-panel-trending').getByRole('link').first()).toBeVisible();
    await trending.click();
    await trending.click();
    await expect(page.locator('#accordion-panel-trending').getByRole('link').first()).toBeVisible();
    expect(calls()).toBe(1);
  });

  test('a link in the accordion navigates and closes it', async ({ page }) => {
    await open(page, '/');
    await toggle(page, 'accordion').click();
    await page.locator('button[data-accordion-section="more"]').click();
    await page.locator('#accordion-panel-more').getByRole('link', { name: 'Newsletters' }).click();
    await expect(page).toHaveURL(/\/newsletters\/$/);
    await expectOpen(page, 'accordion', false);
    await expect(page.locator('html')).not.toHaveAttribute('data-scroll-locked', 'true');
  });

  test('the sign-in or join icon names the site', async ({ page }) => {
    await open(page, '/');
    const signIn = page.getByRole('link', { name: 'Sign in or join Bytewire' });
    await expect(signIn).toBeVisible();
    await expect(signIn).toHaveAttribute('title', 'Sign in or join Bytewire');
  });
});
