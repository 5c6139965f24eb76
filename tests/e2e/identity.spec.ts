// The local identity provider's screens in Chromium (spec 001 s2, s5): email first with a
// status while the address is checked, the two social options saying they are not configured,
// the password checklist following typing, the terms rule, and the way back to the site with an
// authorisation code. The screens run under a policy that allows no inline code: the page
// script and stylesheet must work all the same, with no violation reported.
import { expect, test, type Page } from '../support/test';
import { createHash, randomBytes } from 'node:crypto';
import { blockingViolations } from '../support/axe';

const IDENTITY_URL = process.env.IDENTITY_URL ?? '';
const SITE = process.env.SITE_PUBLIC_URL ?? '';

/** The site's authorisation request, as its sign-in button will make it. */
function authorisationUrl(state: string): string {
  const verifier = randomBytes(32).toString('base64url');
  const query = new URLSearchParams({
    client_id: 'bytewire-web',
    redirect_uri: `${SITE}/auth/callback/`,
    response_type: 'code',
    scope: 'openid email profile account',
    code_challenge: createHash('sha256').update(verifier).digest('base64url'),
    code_challenge_method: 'S256',
    state,
  });
  return `${IDENTITY_URL}/oidc/auth?${query}`;
}

const newEmail = () => `e2e.${randomBytes(5).toString('hex')}@example.com`;

/** Console errors and page errors (a CSP violation is reported as a console error). */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

test.describe('identity provider screens', () => {
  test('join: email first, a checking status, the live checklist, the terms, back to the site', async ({
    page,
  }) => {
    const errors = collectErrors(page);
    await page.goto(authorisationUrl('e2e-state'));
    await expect(page.getByRole('heading', { name: 'Sign in or join' })).toBeVisible();
    await expect(
      page.getByRole('button', { name: 'Google sign-in is not configured' }),
    ).toBeDisabled();
    await expect(
      page.getByRole('button', { name: 'Facebook sign-in is not configured' }),
    ).toBeDisabled();

    const email = newEmail();
    await page.getByLabel('Email address').fill(email);
    // The status as the form is sent (submit handlers run within requestSubmit), while the
    // address is checked: Playwright's locators would wait for the next screen instead.
    const status = await page.evaluate(() => {
      document.querySelector('form')?.requestSubmit();
      const shown = document.querySelector<HTMLElement>('[role="status"]');
      return shown && !shown.hidden ? shown.textContent : null;
    });
    expect(status).toBe('Checking your email address…');

    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    const password = page.getByLabel('Create a password');
    const item = (text: string) => page.locator('.checklist li', { hasText: text });
    await password.fill('abc');
    await expect(item('1 letter')).toHaveClass('met');
    await expect(item('1 number')).toHaveClass('unmet');
    await expect(item('6 characters minimum')).toHaveClass('unmet');
    await password.fill('abc12!');
    for (const text of ['6 characters minimum', '1 number', '1 letter', '1 special character']) {
      await expect(item(text)).toHaveClass('met');
    }

    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page.getByRole('alert')).toHaveText(
      'Please agree to the Terms & Conditions to continue.',
    );
    await page.getByLabel('Create a password').fill('abc12!');
    await page.getByLabel('I agree to the Terms & Conditions').check();
    await page.getByRole('button', { name: 'Create account' }).click();

    await page.waitForURL((url) => url.href.startsWith(`${SITE}/auth/callback/`));
    const callback = new URL(page.url());
    expect(callback.searchParams.get('state')).toBe('e2e-state');
    expect(callback.searchParams.get('code')).toMatch(/^[\w-]{20,}$/);
    // Nothing of the provider's screens was blocked or failed (the site's callback page is
    // not built yet: its 404 may log, so only the provider's own origin counts).
    expect(errors.filter((line) => line.includes(new URL(IDENTITY_URL).host))).toEqual([]);
  });
});

test.describe('identity provider screens, accessibility', () => {
  test('axe finds no serious or critical violation on the address and join screens', async ({
    page,
  }) => {
    await page.goto(authorisationUrl('axe'));
    await expect(page.getByRole('heading', { name: 'Sign in or join' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
    await page.getByLabel('Email address').fill(newEmail());
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('heading', { name: 'Create your account' })).toBeVisible();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
