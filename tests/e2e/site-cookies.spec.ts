// The site's cookies in Chromium (issue 32 point 3, spec 001 s4, s6 and s9): each with the
// defaults SameSite=Lax, Secure, Path=/, and its value. The gateway sets fly_preferred_edition
// from `?edition=` / `?preferredEdition=` and fly_geo from the CDN's country and region
// headers; the browser sets `us` as the edition when nothing else did, the brand's ad cookie
// (bytewire_ad, the session's ad subsession) once targeting is allowed, pv per page view with
// performance allowed, jsDebug from `?jsDebug=`, and fly_user / fly_prev_login at sign-in.
import { randomBytes } from 'node:crypto';
import type { BrowserContext, Cookie } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { consentCookie } from '../support/consent';

const base = () => process.env.BASE_URL ?? '';
// The site as readers reach it: its origin is the one the identity provider sends back to.
const SITE = process.env.SITE_PUBLIC_URL ?? '';

async function open(page: Page, url: string) {
  const response = await page.goto(url);
  expect(response?.status(), url).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response!;
}

async function cookieNamed(context: BrowserContext, name: string): Promise<Cookie | undefined> {
  return (await context.cookies()).find((cookie) => cookie.name === name);
}

/** The spec's defaults; `session`: no expiry (the browser drops it at the session's end). */
function expectDefaults(cookie: Cookie | undefined, session: boolean) {
  expect(cookie).toBeDefined();
  expect(cookie).toMatchObject({ path: '/', secure: true, sameSite: 'Lax', httpOnly: false });
  if (session) expect(cookie!.expires).toBe(-1);
  else expect(cookie!.expires).toBeGreaterThan(Date.now() / 1000 + 24 * 60 * 60);
}

async function allow(context: BrowserContext, categories: string) {
  await context.addCookies([
    consentCookie('localhost', categories),
    consentCookie('127.0.0.1', categories),
  ]);
}

test('?edition=us sets fly_preferred_edition on the answer, kept a year', async ({
  page,
  context,
}) => {
  const response = await open(page, `${base()}/news/?edition=us`);
  expect(await response.headerValue('set-cookie')).toMatch(/fly_preferred_edition=us;/);
  const cookie = await cookieNamed(context, 'fly_preferred_edition');
  expectDefaults(cookie, false);
  expect(cookie?.value).toBe('us');
});

test('?preferredEdition of no configured edition sets no edition from the address; the browser sets us', async ({
  page,
  context,
}) => {
  const response = await open(page, `${base()}/news/?preferredEdition=zz`);
  expect((await response.headerValue('set-cookie')) ?? '').not.toMatch(/fly_preferred_edition/);
  await expect
    .poll(async () => (await cookieNamed(context, 'fly_preferred_edition'))?.value)
    .toBe('us');
  expectDefaults(await cookieNamed(context, 'fly_preferred_edition'), false);
});

test("fly_geo holds the CDN's country and region, a session cookie", async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ 'x-geo-country': 'US', 'x-geo-region': 'CA' });
  await open(page, `${base()}/news/?step=geo`);
  const cookie = await cookieNamed(context, 'fly_geo');
  expectDefaults(cookie, true);
  expect(cookie?.value).toBe('us-ca');
});

test('a hostile geo header sets no fly_geo', async ({ page, context }) => {
  await context.setExtraHTTPHeaders({ 'x-geo-country': 'U;S', 'x-geo-region': '<x>' });
  await open(page, `${base()}/news/?step=bad-geo`);
  expect(await cookieNamed(context, 'fly_geo')).toBeUndefined();
});

test("the brand's ad cookie holds one subsession from 1 to 6 for the session, once targeting is allowed", async ({
  page,
  context,
}) => {
  await open(page, `${base()}/news/?step=no-targeting`);
  expect(await cookieNamed(context, 'bytewire_ad')).toBeUndefined();

  await allow(context, 'C0001.C0004');
  await open(page, `${base()}/news/?step=targeting`);
  await expect
    .poll(async () => (await cookieNamed(context, 'bytewire_ad'))?.value)
    .toMatch(/^[1-6]$/);
  const first = await cookieNamed(context, 'bytewire_ad');
  expectDefaults(first, true);
  await open(page, `${base()}/reviews/`);
  expect((await cookieNamed(context, 'bytewire_ad'))?.value).toBe(first?.value);
});

test("pv counts the session's page views, with performance allowed", async ({ page, context }) => {
  await allow(context, 'C0001.C0002');
  await open(page, `${base()}/news/?step=pv`);
  await expect.poll(async () => (await cookieNamed(context, 'pv'))?.value).toBe('1');
  expectDefaults(await cookieNamed(context, 'pv'), true);
  const story = page.locator('main a[href^="/article/"]').first();
  await story.scrollIntoViewIfNeeded();
  await story.click();
  await expect(page).toHaveURL(/\/article\/[a-z0-9-]+\/$/);
  await expect.poll(async () => (await cookieNamed(context, 'pv'))?.value).toBe('2');
});

test('?jsDebug=1 sets the jsDebug session cookie, ?jsDebug=0 removes it, anything else is ignored', async ({
  page,
  context,
}) => {
  await open(page, `${base()}/news/?jsDebug=nonsense`);
  expect(await cookieNamed(context, 'jsDebug')).toBeUndefined();
  await open(page, `${base()}/news/?jsDebug=1`);
  await expect.poll(async () => (await cookieNamed(context, 'jsDebug'))?.value).toBe('1');
  expectDefaults(await cookieNamed(context, 'jsDebug'), true);
  await open(page, `${base()}/news/?jsDebug=0`);
  await expect.poll(async () => await cookieNamed(context, 'jsDebug')).toBeUndefined();
});

test('signing in sets fly_user and the previous login; logging out removes fly_user only', async ({
  page,
  context,
}) => {
  const email = `cookies.${randomBytes(5).toString('hex')}@example.com`;
  await open(page, `${SITE}/news/`);
  expect(await cookieNamed(context, 'fly_user')).toBeUndefined();
  await page.locator('[data-menu="sign-in"]').click();
  await page.getByRole('dialog').getByLabel('Email address').fill(email);
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Create a password').fill('Str0ng!pass');
  await page.getByLabel('I agree to the Terms & Conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${SITE}/news/`);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  const user = await cookieNamed(context, 'fly_user');
  expectDefaults(user, false);
  expect(user?.value).toBe('1');
  expect((await cookieNamed(context, 'fly_prev_login'))?.value).toBe('1');

  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await page.waitForURL(`${SITE}/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(await cookieNamed(context, 'fly_user')).toBeUndefined();
  expect((await cookieNamed(context, 'fly_prev_login'))?.value).toBe('1');
});
