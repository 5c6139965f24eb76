// The site for keyboard and screen-reader readers (WCAG 2.2 AA; issue 29's keyboard suite), at
// 1280 px and 390 px with the consent and terms banners showing: tabbing through home, an
// article, a review, search and the member area (signed in) never focuses an element that
// something else covers (2.4.11: the element at the centre of the focused element's visible
// box is it or inside it); the skip link shows when focused; Escape and focus leaving close the
// header's menus and the drawer keeps the focus while open; a client-side navigation puts the
// focus on the new page's heading and the route announcer says the new title; form errors are
// linked to their fields (aria-invalid, aria-describedby naming the message) with the focus on
// the first invalid field, in the sign-in modal, the identity provider's screens, the contact
// page and the email-a-friend form; axe-core with the WCAG 2.2 A and AA rules (every impact)
// finds nothing on each page type, the 404 and error pages, the AMP article, review and
// gallery, and the provider's screens (sign-in, join, password reset), also with menus, modals
// (the consent preferences too) and banners open; with reduced motion the share menu and the
// header's menus do not move (no CSS transition or animation).
import { createHash, randomBytes } from 'node:crypto';
import { REGION_HEADER } from '@bytewire/site';
import { CONSENT_COOKIE } from '../support/consent';
import { injectAxe } from '../support/axe';
import { anArticle } from '../support/corpus';
import { joinFromMemberPage, newEmail } from '../support/members';
import { joinReader, resetToken } from '../support/reader-session';
import { aGallery, aReview, aVideo } from '../support/samples';
import { expect, test, type Locator, type Page } from '../support/test';

// The site as readers reach it: its origin is the one the identity provider sends back to.
const SITE = process.env.SITE_PUBLIC_URL ?? '';
const IDENTITY_URL = process.env.IDENTITY_URL ?? '';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** How far the walk goes: the first tab stops of a page. */
const TAB_STOPS = 60;

/** The axe-core tags of WCAG 2.0, 2.1 and 2.2, levels A and AA. */
const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

const SEARCH_PATH = '/search/?q=laptop';
const MEMBER_PATH = '/members/preferences/';

/** A page of the site, hydrated. */
async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${SITE}${path}`);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

/**
 * The reader has not chosen their cookies yet and has not closed the terms notice: both
 * banners show (the suites start with a consent choice made, playwright.config.ts).
 */
async function withBannersShowing(page: Page): Promise<void> {
  await page.context().clearCookies({ name: CONSENT_COOKIE });
}

async function expectBannersShown(page: Page): Promise<void> {
  await expect(page.getByTestId('consent-banner')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Terms of use' })).toBeVisible();
}

/** A new reader joined through the provider, back on the member area, signed in. */
async function signedInMemberArea(page: Page): Promise<void> {
  // Joined with the consent choice made, so that the banner is not in the way of the join.
  await open(page, MEMBER_PATH);
  await joinFromMemberPage(page, newEmail('keyboard'), `${SITE}${MEMBER_PATH}`);
  await expect(page.getByRole('navigation', { name: 'Your account' })).toBeVisible();
}

/** The site's authorisation request, as its sign-in button makes it: the provider's first screen. */
function authorisationUrl(): string {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'bytewire-web',
    redirect_uri: `${SITE}/auth/callback/`,
    response_type: 'code',
    scope: 'openid email profile account',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state: 'keyboard',
  });
  return `${IDENTITY_URL}/oidc/auth?${query}`;
}

interface FocusCheck {
  /** The focused element, described for a failure message; empty when on <body>. */
  focused: string;
  /** What the hit test found instead of it, when something else covers it. */
  coveredBy?: string;
  /** Zero-sized: not checked. */
  skipped?: boolean;
}

/**
 * The focused element and whether it can be seen: the element at the centre of the part of its
 * box inside the viewport is it or inside it (nothing covers it), and some of its box is inside
 * the viewport at all (the browser scrolls a focused element into view where it can). A link
 * that wraps over lines has one box per line (getClientRects): the centre of its whole box can
 * fall between two lines, on its parent, so each line's box is tried and one seen is enough.
 */
function checkFocus(page: Page, { afterPaint = false } = {}): Promise<FocusCheck> {
  return page.evaluate(async (waitForPaint) => {
    // What the reader sees is a painted frame: a frame's animation callbacks run before its
    // layout, resize observers and paint, so the check waits for a frame and then for a task
    // after it (the frame painted, a scroll the focus or a resize caused included).
    const painted = () =>
      new Promise<void>((done) => requestAnimationFrame(() => setTimeout(done, 0)));
    // Two frames first, when asked (in the same round trip as the check: the walks make
    // hundreds of them).
    if (waitForPaint) {
      await painted();
      await painted();
    }
    const describe = (element: Element | null): string => {
      if (!element) return 'nothing (outside the viewport)';
      const name =
        element.getAttribute('aria-label') ??
        element.getAttribute('data-testid') ??
        (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 50);
      const id = element.id ? `#${element.id}` : '';
      return `<${element.tagName.toLowerCase()}${id}> "${name}"`;
    };
    const check = () => {
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused === document.documentElement) {
        return { focused: '' };
      }
      const whole = focused.getBoundingClientRect();
      if (whole.width === 0 || whole.height === 0) {
        return { focused: describe(focused), skipped: true };
      }
      let inViewport = false;
      let hit: Element | null = null;
      for (const box of Array.from(focused.getClientRects())) {
        const left = Math.max(box.left, 0);
        const right = Math.min(box.right, window.innerWidth);
        const top = Math.max(box.top, 0);
        const bottom = Math.min(box.bottom, window.innerHeight);
        if (right <= left || bottom <= top) continue;
        inViewport = true;
        hit = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (hit !== null && (hit === focused || focused.contains(hit))) {
          return { focused: describe(focused) };
        }
      }
      return inViewport
        ? { focused: describe(focused), coveredBy: describe(hit) }
        : { focused: describe(focused), coveredBy: 'nothing: it is outside the viewport' };
    };
    const first = check();
    if (!waitForPaint || !first.coveredBy) return first;
    // Covered: the page may have changed after the last painted frame (content arriving above
    // the focus, which the page answers before its next paint). What counts is the next
    // painted frame.
    await painted();
    return check();
  }, afterPaint);
}

/** Two frames, so that a scroll the focus caused has been painted before the hit test. */
async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))),
  );
}

/** Tabs through the first stops of the page: one line for each focused element something covers. */
async function coveredTabStops(page: Page): Promise<string[]> {
  const covered: string[] = [];
  // From the top of the document, as a reader arriving on the page.
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  for (let stop = 1; stop <= TAB_STOPS; stop += 1) {
    await page.keyboard.press('Tab');
    const check = await checkFocus(page, { afterPaint: true });
    if (check.coveredBy) covered.push(`stop ${stop}: ${check.focused} under ${check.coveredBy}`);
  }
  return covered;
}

/** Every violation of the WCAG 2.2 A and AA rules, whatever its impact: one line each. */
async function wcagViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  const violations = await page.evaluate(async (tags) => {
    interface Violation {
      id: string;
      impact?: string | null;
      help: string;
      nodes: { target: unknown[] }[];
    }
    const axe = (
      window as unknown as {
        axe: {
          run: (context: Document, options: object) => Promise<{ violations: Violation[] }>;
        };
      }
    ).axe;
    const result = await axe.run(document, { runOnly: { type: 'tag', values: tags } });
    return result.violations;
  }, WCAG_22_AA);
  return violations.map(
    (v) =>
      `${v.impact ?? 'unknown'}: ${v.id} (${v.help}) at ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
}

/**
 * The invalid fields of a form: each one's name, whether aria-describedby names an element with
 * text (the error), and whether it has the focus. In document order.
 */
function invalidFields(form: Locator) {
  return form.evaluate((root) =>
    Array.from(root.querySelectorAll('[aria-invalid="true"]')).map((field) => {
      const ids = (field.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
      const descriptions = ids.map((id) => document.getElementById(id)?.textContent?.trim() ?? '');
      return {
        name: field.getAttribute('name') ?? field.id,
        describedBy: descriptions.filter((text) => text !== ''),
        focused: document.activeElement === field,
      };
    }),
  );
}

/** A form's errors are linked: some field invalid, each described by its error, the first focused. */
async function expectLinkedErrors(form: Locator): Promise<void> {
  await expect.poll(async () => (await invalidFields(form)).length).toBeGreaterThan(0);
  const fields = await invalidFields(form);
  for (const field of fields) {
    expect(field.describedBy, `the error text of ${field.name}`).not.toEqual([]);
  }
  expect(fields[0].focused, `the first invalid field (${fields[0].name}) has the focus`).toBe(true);
}

/**
 * The parts of `root` (itself and its descendants) with a CSS transition or animation of a
 * non-zero duration: what would move.
 */
function movingParts(root: Locator): Promise<string[]> {
  return root.evaluate((element) => {
    const nonZero = (durations: string) => durations.split(',').some((d) => parseFloat(d) > 0);
    const moving: string[] = [];
    for (const part of [element, ...Array.from(element.querySelectorAll('*'))]) {
      const style = getComputedStyle(part);
      const name = `<${part.tagName.toLowerCase()}${part.id ? `#${part.id}` : ''}>`;
      if (nonZero(style.transitionDuration)) {
        moving.push(`${name}: transition ${style.transitionProperty} ${style.transitionDuration}`);
      }
      if (style.animationName !== 'none' && nonZero(style.animationDuration)) {
        moving.push(`${name}: animation ${style.animationName} ${style.animationDuration}`);
      }
    }
    return moving;
  });
}

const menuToggle = (page: Page, id: string) => page.locator(`header button[data-menu="${id}"]`);
const announcer = (page: Page) => page.getByTestId('route-announcer');

/**
 * Opens a header menu from the keyboard (a click would hover first, and from 1024 px hover
 * opens the navigation row's menus, so the click would close it again).
 */
async function openMenu(page: Page, id: string): Promise<void> {
  const toggle = menuToggle(page, id);
  await toggle.focus();
  await page.keyboard.press('Enter');
  await expect(toggle, id).toHaveAttribute('aria-expanded', 'true');
}

/** The data-menu ids of the header's visible menu toggles (buttons with aria-expanded). */
function visibleMenuIds(page: Page): Promise<string[]> {
  return page
    .locator('header button[data-menu][aria-expanded]')
    .evaluateAll((toggles) =>
      toggles
        .filter((toggle) => (toggle as HTMLElement).offsetParent !== null)
        .map((toggle) => toggle.getAttribute('data-menu') ?? ''),
    );
}

for (const viewport of WIDTHS) {
  test.describe(`at ${viewport.width} px, banners showing`, () => {
    test.use({ viewport });

    const walks: Record<string, () => Promise<string>> = {
      home: async () => '/',
      'an article': async () => (await anArticle()).path,
      'a review': aReview,
      search: async () => SEARCH_PATH,
    };

    for (const [name, pathOf] of Object.entries(walks)) {
      test(`tabbing through ${name} never focuses a covered element`, async ({ page }) => {
        const path = await pathOf();
        await withBannersShowing(page);
        await open(page, path);
        await expectBannersShown(page);
        expect(await coveredTabStops(page), path).toEqual([]);
      });
    }

    test('tabbing through the member area, signed in, never focuses a covered element', async ({
      page,
    }) => {
      test.setTimeout(60_000);
      await signedInMemberArea(page);
      await withBannersShowing(page);
      await open(page, MEMBER_PATH);
      await expectBannersShown(page);
      await expect(page.getByRole('navigation', { name: 'Your account' })).toBeVisible();
      expect(await coveredTabStops(page)).toEqual([]);
    });

    test('the skip link shows above everything when focused, and is among the first stops', async ({
      page,
    }) => {
      await withBannersShowing(page);
      for (const path of ['/', (await anArticle()).path]) {
        await open(page, path);
        await expectBannersShown(page);
        const skip = page.getByRole('link', { name: 'Skip to content' });
        // Reached from the top of the page within a few stops (the banners may come first).
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        let reached = false;
        for (let stop = 0; stop < 15 && !reached; stop += 1) {
          await page.keyboard.press('Tab');
          reached = await skip.evaluate((link) => document.activeElement === link);
        }
        expect(reached, `${path}: the skip link is reached by Tab`).toBe(true);
        await settle(page);
        await expect(skip).toBeVisible();
        expect(await checkFocus(page), path).toEqual({
          focused: expect.stringContaining('Skip to content'),
        });
        const box = await skip.boundingBox();
        expect(box?.y ?? -1, path).toBeGreaterThanOrEqual(0);
      }
    });

    test('Escape closes an open header menu and gives the focus back to its toggle', async ({
      page,
    }) => {
      await open(page, '/');
      const ids = await visibleMenuIds(page);
      expect(ids.length).toBeGreaterThan(0);
      for (const id of ids) {
        const toggle = menuToggle(page, id);
        await openMenu(page, id);
        await page.keyboard.press('Escape');
        await expect(toggle, id).toHaveAttribute('aria-expanded', 'false');
        await expect(toggle, id).toBeFocused();
      }
    });

    test('after a client-side navigation the new heading has the focus and the change is said', async ({
      page,
    }) => {
      await open(page, '/');
      const region = announcer(page);
      await expect(region).toHaveAttribute('aria-live', 'polite');
      // The first load is the browser's to announce.
      await expect(region).toHaveText('');
      const link = page.locator('main [data-testid="story-card"] a[href^="/"]').first();
      const href = (await link.getAttribute('href')) ?? '';
      await link.focus();
      await page.keyboard.press('Enter');
      await page.waitForURL(`${SITE}${href}`);
      await expect(page.locator('html')).not.toHaveAttribute('data-routing', '');
      await expect(page.locator('main h1')).toBeFocused();
      await expect(region).not.toHaveText('');
      expect(await region.textContent()).toBe(await page.title());

      // Back: the same for the page returned to.
      const storyTitle = await page.title();
      await page.goBack();
      await page.waitForURL(`${SITE}/`);
      await expect(region).not.toHaveText(storyTitle);
      expect(await region.textContent()).toBe(await page.title());
      const start = await page.evaluate(() => {
        const heading = document.querySelector('main h1');
        return document.activeElement === (heading ?? document.querySelector('main'));
      });
      expect(start, 'the focus is on the home page heading (or its main area)').toBe(true);
    });

    test('axe finds no WCAG 2.2 AA violation with the header menus and the sign-in modal open', async ({
      page,
    }) => {
      // An axe run per menu (seven at 1280 px) and one for the modal: on a slow, busy machine
      // past the default 30 s (CI reached the seventh menu in it).
      test.setTimeout(60_000);
      await withBannersShowing(page);
      await open(page, '/');
      await expectBannersShown(page);
      for (const id of await visibleMenuIds(page)) {
        await openMenu(page, id);
        expect(await wcagViolations(page), `menu ${id} open`).toEqual([]);
        await page.keyboard.press('Escape');
        await expect(menuToggle(page, id), id).toHaveAttribute('aria-expanded', 'false');
      }
      await page.locator('[data-menu="sign-in"]').click();
      await expect(page.getByRole('dialog', { name: /^Sign in or join/ })).toBeVisible();
      expect(await wcagViolations(page), 'sign-in modal open').toEqual([]);
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('a navigation menu closes when the focus leaves it', async ({ page }) => {
    await open(page, '/');
    const id = await page
      .locator('nav[aria-label="Main"] button[data-menu][aria-expanded]')
      .first()
      .getAttribute('data-menu');
    expect(id).toBeTruthy();
    const toggle = menuToggle(page, id ?? '');
    await openMenu(page, id ?? '');
    let inside = true;
    for (let stop = 0; stop < 80 && inside; stop += 1) {
      await page.keyboard.press('Tab');
      inside = await toggle.evaluate((button) =>
        Boolean(button.closest('li')?.contains(document.activeElement)),
      );
    }
    expect(inside, 'the focus left the menu').toBe(false);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

test.describe('at 1280 px, with seamless scrolling', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the skip link to the footer passes the stories seamless scrolling adds', async ({
    page,
  }) => {
    await open(page, (await anArticle()).path);
    // Stories added under the article (seamless scrolling) push the footer further down. The
    // feed's code loads as the server's loader comes near, then the feed asks for a story.
    await page.locator('[data-seamless-loader]').first().scrollIntoViewIfNeeded();
    await expect(page.locator('article[data-seamless-path]').first()).toBeAttached({
      timeout: 15_000,
    });
    await page.evaluate(() => window.scrollTo(0, 0));
    const skip = page.getByRole('link', { name: 'Skip to footer' });
    await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
    let reached = false;
    for (let stop = 0; stop < 15 && !reached; stop += 1) {
      await page.keyboard.press('Tab');
      reached = await skip.evaluate((link) => document.activeElement === link);
    }
    expect(reached, 'the skip link to the footer is among the first stops').toBe(true);
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const inFooter = await page.evaluate(() =>
      Boolean(document.getElementById('site-footer')?.contains(document.activeElement)),
    );
    expect(inFooter, 'the next stop is in the footer').toBe(true);
  });
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the open drawer keeps the focus, and Escape closes it back to its toggle', async ({
    page,
  }) => {
    await open(page, '/');
    const toggle = menuToggle(page, 'accordion');
    await openMenu(page, 'accordion');
    for (let stop = 1; stop <= 40; stop += 1) {
      await page.keyboard.press(stop % 10 === 0 ? 'Shift+Tab' : 'Tab');
      const inDrawer = await page.evaluate(() => {
        const focused = document.activeElement;
        const drawer = document.getElementById('menu-panel-accordion');
        const opener = document.querySelector('header button[data-menu="accordion"]');
        return Boolean(focused && (drawer?.contains(focused) || focused === opener));
      });
      expect(inDrawer, `stop ${stop}: the focus stays in the drawer`).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
  });
});

test.describe('form errors are linked to their fields', () => {
  test('the sign-in modal', async ({ page }) => {
    await open(page, '/');
    await page.locator('[data-menu="sign-in"]').click();
    const dialog = page.getByRole('dialog', { name: /^Sign in or join/ });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email address').fill('reader@example');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    const email = dialog.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expectLinkedErrors(dialog.locator('form'));
    expect(await wcagViolations(page)).toEqual([]);
  });

  test('the identity provider: the address and the terms, title first', async ({ page }) => {
    await page.goto(authorisationUrl());
    await expect(page.getByRole('heading', { name: 'Sign in or join' })).toBeVisible();
    const untouched = await page.title();
    expect(untouched).not.toMatch(/^Error: /);
    // Accepted by the browser's own check (type=email), refused by the provider's rule.
    await page.getByLabel('Email address').fill('reader@example');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('alert')).toBeVisible();
    expect(await page.title()).toBe(`Error: ${untouched}`);
    const email = page.getByLabel('Email address');
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(email).toBeFocused();
    await expectLinkedErrors(page.locator('main form').first());
    expect(await wcagViolations(page), 'the address screen with its error').toEqual([]);

    // A new address: the join screen, sent without the terms.
    await email.fill(newEmail('keyboard'));
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    await page.getByLabel('Create a password').fill('Str0ng!pass');
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please agree to the Terms & Conditions to continue.',
    );
    expect(await page.title()).toMatch(/^Error: Create your account/);
    const terms = page.getByLabel('I agree to the Terms & Conditions');
    await expect(terms).toHaveAttribute('aria-invalid', 'true');
    await expect(terms).toBeFocused();
    await expectLinkedErrors(page.locator('main form').first());
  });

  test('the contact page', async ({ page }) => {
    await open(page, '/contact/');
    const form = page.locator('main form').first();
    await form.locator('[type="submit"]').first().click();
    await expectLinkedErrors(form);
    expect(await wcagViolations(page)).toEqual([]);
  });

  test("the member area's profile form", async ({ page }) => {
    test.setTimeout(60_000);
    await signedInMemberArea(page);
    const form = page.locator('main form').first();
    await form.getByLabel('Email', { exact: true }).fill('reader@example');
    await form.getByRole('button', { name: 'Save' }).click();
    await expect(form.getByLabel('Email', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expectLinkedErrors(form);
  });

  test('the email-a-friend form', async ({ page }) => {
    await open(page, (await anArticle()).path);
    await page.locator('button[data-share="email"]').first().click();
    const dialog = page.locator('[role="dialog"][aria-labelledby]');
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Send', exact: true }).click();
    await expect(dialog.getByLabel('Send to')).toBeFocused();
    await expectLinkedErrors(dialog.locator('form'));
    expect(await wcagViolations(page)).toEqual([]);
  });
});

test.describe('axe-core, WCAG 2.2 AA, with the banners showing', () => {
  const PAGES: Record<string, () => Promise<string>> = {
    home: async () => '/',
    article: async () => (await anArticle()).path,
    review: aReview,
    gallery: aGallery,
    video: aVideo,
    'a door (news)': async () => '/news/',
    'the topics index': async () => '/topic/',
    search: async () => SEARCH_PATH,
  };

  for (const viewport of WIDTHS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      for (const [name, pathOf] of Object.entries(PAGES)) {
        test(`no violation on ${name}`, async ({ page }) => {
          const path = await pathOf();
          await withBannersShowing(page);
          await open(page, path);
          await expectBannersShown(page);
          expect(await wcagViolations(page), path).toEqual([]);
        });
      }

      test('no violation on the member area, signed in', async ({ page }) => {
        test.setTimeout(60_000);
        await signedInMemberArea(page);
        await withBannersShowing(page);
        await open(page, MEMBER_PATH);
        await expectBannersShown(page);
        expect(await wcagViolations(page)).toEqual([]);
      });

      test('no violation on an article with its share menu open', async ({ page }) => {
        await withBannersShowing(page);
        await open(page, (await anArticle()).path);
        await page.getByTestId('share-bar-more-toggle').first().click();
        await expect(page.getByTestId('share-bar-menu').first()).toHaveAttribute(
          'data-open',
          'true',
        );
        expect(await wcagViolations(page)).toEqual([]);
      });

      test('no violation with the consent preferences dialog open', async ({ page }) => {
        await withBannersShowing(page);
        await open(page, (await anArticle()).path);
        await expectBannersShown(page);
        await page
          .getByRole('region', { name: 'Your privacy choices' })
          .getByRole('button', { name: 'Manage preferences' })
          .click();
        const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
        await expect(dialog).toBeVisible();
        await expect(dialog.getByRole('checkbox', { name: 'Strictly necessary' })).toBeChecked();
        expect(await wcagViolations(page), 'the preferences as first shown').toEqual([]);
        // A category switched on: the checked state is drawn as well.
        await dialog.getByRole('checkbox', { name: 'Functional' }).check();
        expect(await wcagViolations(page), 'a category switched on').toEqual([]);
      });

      test('no violation on the 404 page', async ({ page }) => {
        const path = `/article/no-such-story-${randomBytes(6).toString('hex')}/`;
        await withBannersShowing(page);
        const response = await page.goto(`${SITE}${path}`);
        expect(response?.status(), path).toBe(404);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(page.getByText('This page could not be found')).toBeVisible();
        await expectBannersShown(page);
        expect(await wcagViolations(page), path).toEqual([]);
      });

      test('no violation on the error page after a navigation whose page fails', async ({
        page,
      }) => {
        await withBannersShowing(page);
        await open(page, (await anArticle()).path);
        await expectBannersShown(page);
        // The content API fails the next page's data: the error screen (502, a bad answer).
        await page.route('**/api/neutron/composer/**', (route) =>
          route.fulfill({ status: 500, json: { message: 'e2e: the content API fails' } }),
        );
        await page.getByTestId('header-logo').click();
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('Something went wrong');
        await expect(page.getByText(/^Error 5\d\d$/)).toBeVisible();
        expect(await wcagViolations(page)).toEqual([]);
      });

      test("no violation on the restricted state's error page (451)", async ({ page }) => {
        await withBannersShowing(page);
        await page.setExtraHTTPHeaders({ [REGION_HEADER]: 'wa' });
        const path = '/topic/health/';
        const response = await page.goto(`${SITE}${path}`);
        expect(response?.status(), path).toBe(451);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          'Not available in your state',
        );
        await expectBannersShown(page);
        expect(await wcagViolations(page), path).toEqual([]);
      });

      const AMP_PAGES: Record<string, () => Promise<string>> = {
        article: async () => (await anArticle()).path,
        review: aReview,
        gallery: aGallery,
      };

      for (const [name, pathOf] of Object.entries(AMP_PAGES)) {
        test(`no violation on the AMP ${name}`, async ({ page }) => {
          // No request leaves the machine; without its runtime the page is shown as the runtime
          // would show it (amp.spec.ts).
          await page.route('https://cdn.ampproject.org/**', (route) => route.abort());
          const ampPath = `/google-amp${await pathOf()}`;
          const response = await page.goto(`${SITE}${ampPath}`);
          expect(response?.status(), ampPath).toBe(200);
          await page.addStyleTag({ content: 'body{animation:none;visibility:visible}' });
          expect(await wcagViolations(page), ampPath).toEqual([]);
        });
      }

      test("no violation on the identity provider's sign-in screen", async ({ page }) => {
        await page.goto(authorisationUrl());
        await expect(page.getByRole('heading', { name: 'Sign in or join' })).toBeVisible();
        expect(await wcagViolations(page)).toEqual([]);
      });

      test("no violation on the identity provider's join screen", async ({ page }) => {
        await page.goto(authorisationUrl());
        await page.getByLabel('Email address').fill(newEmail('wcag-join'));
        await page.getByRole('button', { name: 'Continue' }).click();
        await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
        expect(await wcagViolations(page), 'the join screen').toEqual([]);
        // Part of the live checklist met, part not: both states drawn.
        await page.getByLabel('Create a password').fill('abc');
        expect(await wcagViolations(page), 'the checklist half met').toEqual([]);
        // Sent without the terms: the screen with its error.
        await page.getByLabel('Create a password').fill('Str0ng!pass');
        await page.getByRole('button', { name: 'Create account' }).click();
        await expect(page.getByRole('alert')).toBeVisible();
        expect(await wcagViolations(page), 'the join screen with its error').toEqual([]);
      });

      test("no violation on the identity provider's password-reset screens", async ({ page }) => {
        const reset = page.getByRole('button', { name: 'Send me a reset link' });
        // Asking for the link: the screen, its error, and the answer once sent.
        await page.goto(`${IDENTITY_URL}/reset`);
        await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
        expect(await wcagViolations(page), 'the reset request screen').toEqual([]);
        // Accepted by the browser's own check (type=email), refused by the provider's rule.
        await page.getByLabel('Email address').fill('reader@example');
        await reset.click();
        await expect(page.getByRole('alert')).toBeVisible();
        expect(await wcagViolations(page), 'the reset request with its error').toEqual([]);
        // The same answer whether an account uses the address or not.
        await page.getByLabel('Email address').fill(newEmail('wcag-reset'));
        await reset.click();
        await expect(page.getByRole('status')).toContainText('we have sent it an email');
        expect(await wcagViolations(page), 'the reset request sent').toEqual([]);

        // The mailed link: the new password screen, then with part of its checklist met.
        const reader = await joinReader(IDENTITY_URL, SITE, 'wcag-reset');
        const token = await resetToken(
          IDENTITY_URL,
          reader.email,
          process.env.IDENTITY_OUTBOX_KEY ?? '',
        );
        await page.goto(`${IDENTITY_URL}/reset/${token}`);
        await expect(page.getByRole('heading', { name: 'Choose a new password' })).toBeVisible();
        expect(await wcagViolations(page), 'the new password screen').toEqual([]);
        await page.getByLabel('New password').fill('abc');
        expect(await wcagViolations(page), 'the new password, checklist half met').toEqual([]);
      });
    });
  }
});

test.describe('with reduced motion', () => {
  for (const viewport of WIDTHS) {
    test.describe(`at ${viewport.width} px`, () => {
      test.use({ viewport });

      test('the share menu and the header menus do not move', async ({ page }) => {
        await page.emulateMedia({ reducedMotion: 'reduce' });
        await open(page, (await anArticle()).path);

        const more = page.getByTestId('share-bar-more-toggle').first();
        await more.click();
        const menu = page.getByTestId('share-bar-menu').first();
        await expect(menu).toHaveAttribute('data-open', 'true');
        expect(await movingParts(menu), 'the share menu').toEqual([]);
        await more.click();
        await expect(menu).toHaveAttribute('data-open', 'false');

        for (const id of await visibleMenuIds(page)) {
          const toggle = menuToggle(page, id);
          await openMenu(page, id);
          // The menu: its toggle and panel, in the list item that holds them.
          const item = toggle.locator('xpath=ancestor::li[1]');
          expect(await movingParts(item), `the ${id} menu`).toEqual([]);
          await page.keyboard.press('Escape');
          await expect(toggle, id).toHaveAttribute('aria-expanded', 'false');
        }
      });
    });
  }
});
