// A reader joining through the local identity provider, for suites that need a signed-in reader.
import { randomBytes } from 'node:crypto';
import { expect, type Page } from './test';

export const PASSWORD = 'Str0ng!pass';

export const newEmail = (label: string) => `${label}.${randomBytes(5).toString('hex')}@example.com`;

/** From the sign-in or join modal to the provider's address step, for `email`. */
export async function startSignIn(page: Page, email: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: /^Sign in or join/ });
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByLabel('Email address')).toHaveValue(email);
  await page.getByRole('button', { name: 'Continue' }).click();
}

/**
 * From a member page's "Sign in or join" prompt (the page is open, signed out), joins as a new
 * reader with `email` and waits to be back on `returnTo`.
 */
export async function joinFromMemberPage(
  page: Page,
  email: string,
  returnTo: string,
): Promise<void> {
  await page.getByRole('button', { name: 'Sign in or join' }).click();
  await startSignIn(page, email);
  await page.getByLabel('Create a password').fill(PASSWORD);
  await page.getByLabel('I agree to the Terms & Conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await page.waitForURL(returnTo);
}
