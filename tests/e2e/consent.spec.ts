// The consent banner and preferences dialog (issue 9, spec 001 s8) in Chromium, for a reader
// who has not chosen: the banner asks after hydration and nothing of the discussion service
// (functional) loads before a choice; 'Accept all' lets the comments load and the banner does
// not come back; 'Reject all' keeps strictly necessary alone; the dialog keeps exactly what is
// switched on; the footer's 'Cookie settings' reopens the dialog on the choice made.
import { expect, test, type BrowserContext, type Page } from '../support/test';
import { NO_CONSENT_CHOICE } from '../support/consent';
import { anArticle } from '../support/corpus';
import { discussionRequests, EMBED, serveFakeEmbed } from '../support/discussion-embed';

test.use({ storageState: NO_CONSENT_CHOICE });

const SITE = process.env.SITE_PUBLIC_URL ?? '';

const banner = (page: Page) => page.getByRole('region', { name: 'Your privacy choices' });
const comments = (page: Page) => page.getByRole('region', { name: 'Comments', exact: true });

async function openArticle(page: Page): Promise<void> {
  const article = await anArticle();
  const response = await page.goto(`${SITE}${article.path}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

async function consentCookie(context: BrowserContext): Promise<string | undefined> {
  const cookies = await context.cookies(SITE);
  return cookies.find((cookie) => cookie.name === 'bytewire_consent')?.value;
}

test('a reader who has not chosen is asked; Accept all lets the comments load', async ({
  page,
}) => {
  const requests = discussionRequests(page);
  await serveFakeEmbed(page);
  await openArticle(page);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page)).toContainText('uses cookies');
  await comments(page).scrollIntoViewIfNeeded();
  await expect(comments(page)).toContainText('needs functional cookies');
  expect(requests).toEqual([]);

  await banner(page).getByRole('button', { name: 'Accept all' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(page.context())).toBe('C0001.C0002.C0003.C0004.C0005');
  // The section hears of the choice and loads the discussion at once.
  await expect(page.locator('#disqus_thread')).toContainText('Discussion of ');
  expect(requests).toEqual([EMBED]);

  // The choice is kept: the next page does not ask.
  await openArticle(page);
  await page.waitForTimeout(500);
  await expect(banner(page)).toHaveCount(0);
});

test('Reject all keeps strictly necessary alone, and the banner does not come back', async ({
  page,
}) => {
  const requests = discussionRequests(page);
  await openArticle(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(page.context())).toBe('C0001');
  await comments(page).scrollIntoViewIfNeeded();
  await expect(comments(page)).toContainText('needs functional cookies');
  await openArticle(page);
  await page.waitForTimeout(500);
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('the preferences dialog keeps exactly what is switched on', async ({ page }) => {
  await serveFakeEmbed(page);
  await openArticle(page);
  await banner(page).getByRole('button', { name: 'Manage preferences' }).click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Strictly necessary' })).toBeChecked();
  await expect(dialog.getByRole('checkbox', { name: 'Strictly necessary' })).toBeDisabled();
  await expect(dialog.getByRole('checkbox', { name: 'Targeting' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Functional' }).check();
  await dialog.getByRole('checkbox', { name: 'Performance' }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(banner(page)).toHaveCount(0);
  expect(await consentCookie(page.context())).toBe('C0001.C0002.C0003');
  await comments(page).scrollIntoViewIfNeeded();
  await expect(page.locator('#disqus_thread')).toContainText('Discussion of ');
});

test("the footer's 'Cookie settings' reopens the preferences on the choice made", async ({
  page,
}) => {
  await openArticle(page);
  await banner(page).getByRole('button', { name: 'Reject all' }).click();
  await expect(banner(page)).toHaveCount(0);
  // The terms notice covers the foot of the page until the reader closes it.
  await page.getByRole('button', { name: 'Close terms of use notice' }).click();
  const settings = page.locator('footer').getByRole('button', { name: 'Cookie settings' });
  await settings.click();
  const dialog = page.getByRole('dialog', { name: 'Cookie preferences' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('checkbox', { name: 'Functional' })).not.toBeChecked();
  await dialog.getByRole('checkbox', { name: 'Targeting' }).check();
  await dialog.getByRole('button', { name: 'Save my choices' }).click();
  await expect(dialog).toHaveCount(0);
  expect(await consentCookie(page.context())).toBe('C0001.C0004');
  // Allowing targeting starts the ads at once: the ad network's tag runs.
  await expect(page.locator('script#house-ads')).toHaveAttribute('type', 'text/javascript');
  // Opened again, the dialog shows the new choice.
  await settings.click();
  await expect(dialog.getByRole('checkbox', { name: 'Targeting' })).toBeChecked();
});
