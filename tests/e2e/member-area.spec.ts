// Issue 7's reader journeys in Chromium: a new reader joins through the local provider, signs
// in, subscribes to and unsubscribes from a newsletter in the member area, edits the profile
// (a bad email and a weak password show the spec's messages), signs out and lands on the root;
// and a reader resets a forgotten password from the outbox, then signs in with the new one.
import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '../support/test';
import { joinFromMemberPage, newEmail, PASSWORD, startSignIn } from '../support/members';

const SITE = process.env.SITE_PUBLIC_URL ?? '';

async function open(page: Page, path: string) {
  const response = await page.goto(`${SITE}${path}`);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function join(page: Page, email: string) {
  await page.locator('[data-menu="sign-in"]').click();
  await startSignIn(page, email);
  await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByLabel('I agree to the Terms & Conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
}

async function outboxLink(to: string): Promise<string> {
  const response = await fetch(
    `${process.env.IDENTITY_URL}/outbox?${new URLSearchParams({ to })}`,
    { headers: { 'x-api-key': process.env.IDENTITY_OUTBOX_KEY ?? '' } },
  );
  const { items } = (await response.json()) as { items: { text: string }[] };
  const link = /https?:\/\/\S+\/reset\/[\w-]{43}/.exec(items[0]?.text ?? '')?.[0];
  if (!link) throw new Error(`no reset mail to ${to}`);
  return link;
}

test('join, subscribe and unsubscribe, edit the profile, sign out to the root', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = newEmail('member');
  await open(page, '/members/newsletters/');
  await expect(page.getByText('You must be signed in to access this section.')).toBeVisible();
  await joinFromMemberPage(page, email, `${SITE}/members/newsletters/`);

  // Newsletters: the subscriptions arrive 2 s after the tab opens, then the buttons work.
  const first = page.getByTestId('newsletter-item').first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await expect(first.getByTestId('newsletter-state')).toHaveText('Not subscribed', {
    timeout: 10_000,
  });
  await first.getByRole('button', { name: `Subscribe to ${name}` }).click();
  await expect(first.getByTestId('newsletter-state')).toHaveText('Subscribed');
  // Still subscribed on a fresh load.
  await open(page, '/members/newsletters/');
  await expect(first.getByTestId('newsletter-state')).toHaveText('Subscribed', {
    timeout: 10_000,
  });
  await first.getByRole('button', { name: `Unsubscribe from ${name}` }).click();
  await expect(first.getByTestId('newsletter-state')).toHaveText('Not subscribed');

  // Preferences: the spec's messages for a bad address and a weak password.
  await page.getByRole('link', { name: 'Preferences' }).click();
  await expect(page.getByRole('heading', { name: 'Profile' })).toBeVisible();
  await expect(page.getByLabel('Email', { exact: true })).toHaveValue(email);
  await page.getByLabel('Email', { exact: true }).fill('not-an-address');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText('E-mail format invalid');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('New password', { exact: true }).fill('weak');
  await expect(
    page
      .getByRole('list', { name: 'Password requirements' })
      .getByRole('listitem')
      .filter({ hasText: '1 letter' }),
  ).toHaveAttribute('data-met', 'true');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'Your password must have 6 characters minimum, 1 number, 1 letter and 1 special character, and no spaces.',
  );
  await page.getByLabel('New password', { exact: true }).fill('');
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Username').fill(`ada_${randomBytes(3).toString('hex')}`);
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByRole('status')).toHaveText('Your profile has been saved.');
  await open(page, '/members/preferences/');
  await expect(page.getByLabel('First name')).toHaveValue('Ada');

  // Sign out: the provider ends its session and the reader lands on the root, signed out.
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await page.waitForURL(`${SITE}/`);
  await expect(page.locator('[data-menu="sign-in"]')).toBeVisible();
  await open(page, '/members/preferences/');
  await expect(page.getByText('You must be signed in to access this section.')).toBeVisible();
});

test('a forgotten password is reset from the outbox; the new one signs in', async ({ page }) => {
  test.setTimeout(60_000);
  const email = newEmail('forgetful');
  await open(page, '/news/');
  await join(page, email);
  await page.waitForURL(`${SITE}/news/`);
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await page.waitForURL(`${SITE}/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  await page.locator('[data-menu="sign-in"]').click();
  await startSignIn(page, email);
  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Send me a reset link' }).click();
  await expect(page.getByRole('status')).toContainText('we have sent it an email');

  await page.goto(await outboxLink(email));
  await page.getByLabel('New password').fill('N3w!password');
  await page.getByRole('button', { name: 'Save the new password' }).click();
  await expect(page.getByRole('status')).toHaveText(
    'Your password has been changed. You can sign in with it now.',
  );

  await open(page, '/news/');
  await page.locator('[data-menu="sign-in"]').click();
  await startSignIn(page, email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('alert')).toHaveText('Wrong email or password.');
  await page.getByLabel('Password').fill('N3w!password');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(`${SITE}/news/`);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
});

test('newsletter signup: the login modal first when signed out, then success, then the existing-subscriber variant', async ({
  page,
}) => {
  test.setTimeout(60_000);
  const email = newEmail('signup');
  await open(page, '/newsletters/');
  const first = page
    .getByRole('region', { name: 'Sign up', exact: true })
    .getByTestId('newsletter-item')
    .first();
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Sign up for ${name}` }).click();
  await expect(page.getByRole('dialog', { name: /^Sign in or join/ })).toBeVisible();
  await startSignIn(page, email);
  await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByLabel('I agree to the Terms & Conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(`${SITE}/newsletters/`);
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();

  // Signed in: no sign-in prompt, subscribe controls (issue 29).
  await expect(page.getByTestId('newsletter-signup-note')).toContainText(`Signed in as ${email}`);
  await expect(page.getByText('sign in or join to subscribe')).toHaveCount(0);
  await first.getByRole('button', { name: `Subscribe to ${name}` }).click();
  await expect(
    page.locator('[data-testid="newsletter-signup-outcome"][data-outcome="success"]'),
  ).toHaveText(`Thanks for signing up: ${name} is on its way to ${email}.`);
  await expect(first.getByTestId('newsletter-state')).toHaveText('Subscribed');
  await first.getByRole('button', { name: `Subscribe to ${name}` }).click();
  await expect(
    page.locator('[data-testid="newsletter-signup-outcome"][data-outcome="existing"]'),
  ).toHaveText(`You already get ${name}.`);
});
