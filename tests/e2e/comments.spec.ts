// The comments under an article (spec 001 s1, s3, s7, s8): the share bar's deep link leads to
// the comments section; nothing of the discussion service loads before the reader allows
// functional cookies; once allowed, its embed (a stand-in served for its host here, reading
// `disqus_config` as the real one does) gets the page data, a guest is asked to Log In to
// Comment, and a reader who signs in from there comes back to the comments with a signed
// sign-on token; their comments show in the member area's Community tab, and signing out of
// the site signs them out of the discussion service. A host that fails says so in place.
import { expect, test, type Page } from '../support/test';
import { createHmac, randomBytes } from 'node:crypto';
import { anArticle } from '../support/corpus';
import { discussionRequests, EMBED, serveFakeEmbed } from '../support/discussion-embed';
import { FAKE_COMMENT_STORY } from '../support/fake-discussion-api';

// The site as readers reach it: the identity provider sends readers back to this origin.
const SITE = process.env.SITE_PUBLIC_URL ?? '';
/** The discussion service's short name, and the site id (both bytewire in the test cluster). */
const SHORTNAME = 'bytewire';

async function openArticle(page: Page, hash = ''): Promise<{ path: string; headline: string }> {
  const article = await anArticle();
  const response = await page.goto(`${SITE}${article.path}${hash}`);
  expect(response?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return article;
}

const comments = (page: Page) => page.getByRole('region', { name: 'Comments', exact: true });
const threadPage = async (page: Page) =>
  JSON.parse((await page.locator('#disqus_thread').getAttribute('data-page')) ?? '{}') as Record<
    string,
    string
  >;

test('the share bar’s comments link leads to the comments; nothing loads before consent', async ({
  page,
}) => {
  const requests = discussionRequests(page);
  await serveFakeEmbed(page);
  const article = await openArticle(page);
  const link = page.locator('a[data-share="comments"]').first();
  const href = (await link.getAttribute('href')) ?? '';
  expect(href).toMatch(new RegExp(`^${SITE}${article.path}#comments-.+$`));
  const id = href.split('#')[1] ?? '';
  await page.getByRole('button', { name: 'More sharing options' }).first().click();
  await link.click();
  await expect(page).toHaveURL(`${SITE}${article.path}#${id}`);
  const section = page.locator(`section[id="${id}"]`);
  await expect(section).toBeInViewport();
  await expect(section.getByRole('heading', { name: 'Comments' })).toBeVisible();
  await expect(section).toContainText('needs functional cookies');
  await expect(section.getByRole('button', { name: 'Log In to Comment' })).toHaveCount(0);
  expect(requests).toEqual([]);
});

test('allowing functional cookies loads the discussion with the page data; a guest may log in', async ({
  page,
}) => {
  const requests = discussionRequests(page);
  await serveFakeEmbed(page);
  const article = await openArticle(page);
  await comments(page).scrollIntoViewIfNeeded();
  await comments(page)
    .getByRole('button', { name: 'Allow functional cookies and show comments' })
    .click();
  await expect(page.locator('#disqus_thread')).toContainText('Discussion of ');
  expect(requests).toEqual([EMBED]);
  const data = await threadPage(page);
  expect(data.url).toBe(`${SITE}${article.path}`);
  expect(data.title).toBe(article.headline);
  expect(data.identifier).toMatch(/\S/);
  expect(data.remote_auth_s3).toBe('');
  await expect(comments(page).getByRole('button', { name: 'Log In to Comment' })).toBeVisible();

  // The choice is kept: the next visit loads the discussion as the section comes near.
  await openArticle(page);
  await comments(page).scrollIntoViewIfNeeded();
  await expect(page.locator('#disqus_thread')).toContainText('Discussion of ');
});

test('a reader who logs in to comment comes back to the comments with a signed token', async ({
  page,
}) => {
  // A whole sign-up through the identity provider and back (five page loads): 25-31 s on a
  // busy 2-core machine, against the default 30 s.
  test.setTimeout(60_000);
  await serveFakeEmbed(page);
  await page.context().addCookies([{ name: 'bytewire_consent', value: 'C0003', url: SITE }]);
  await openArticle(page);
  const sectionId = (await comments(page).getAttribute('id')) ?? '';
  await comments(page).scrollIntoViewIfNeeded();
  await comments(page).getByRole('button', { name: 'Log In to Comment' }).click();
  const email = `commenter.${randomBytes(5).toString('hex')}@example.com`;
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email address').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Create a password').fill('Str0ng!pass');
  await page.getByLabel('I agree to the Terms & Conditions').check();
  await page.getByRole('button', { name: 'Create account' }).click();

  // Back at the same story's comments (seamless scrolling may then move the address on).
  await expect(page.getByRole('button', { name: 'Account' })).toBeVisible();
  await expect(page.locator(`section[id="${sectionId}"] #disqus_thread`)).toHaveAttribute(
    'data-page',
    /remote_auth_s3":"\S/,
  );
  expect((await threadPage(page)).identifier).toBe(sectionId.replace(/^comments-/, ''));
  const [message, signature, timestamp] = (await threadPage(page)).remote_auth_s3!.split(' ');
  expect(JSON.parse(Buffer.from(message!, 'base64').toString('utf8'))).toMatchObject({ email });
  expect(signature).toBe(
    createHmac('sha1', process.env.DISCUSSION_SECRET_KEY ?? '')
      .update(`${message} ${timestamp}`)
      .digest('hex'),
  );
  await expect(comments(page).getByRole('button', { name: 'Log In to Comment' })).toHaveCount(0);

  // The member area's Community tab lists the reader's comments, asked for as the signed-on user.
  await page.goto(`${SITE}/members/preferences/`);
  await page.getByRole('button', { name: 'Community' }).click();
  const community = page.getByRole('region', { name: 'Recent comments', exact: true });
  await expect(community.getByRole('link', { name: FAKE_COMMENT_STORY })).toBeVisible();
  await expect(community).toContainText(`First comment of remote:${SHORTNAME}-`);

  // Signing out signs the reader out of the discussion service too: the next embed gets the
  // empty user's token.
  const logout = page.waitForRequest(
    (request) =>
      request.method() === 'POST' &&
      request.url().endsWith(`/api/neutron/users/${SHORTNAME}/${SHORTNAME}/logout`),
  );
  await page.getByRole('button', { name: 'Account' }).click();
  await page.getByRole('link', { name: 'Log out' }).click();
  await logout;
  await page.waitForURL(`${SITE}/`);
  await openArticle(page);
  await comments(page).scrollIntoViewIfNeeded();
  await expect(page.locator('#disqus_thread')).toHaveAttribute('data-page', /remote_auth_s3":"\S/);
  const signedOut = (await threadPage(page)).remote_auth_s3!.split(' ')[0]!;
  expect(JSON.parse(Buffer.from(signedOut, 'base64').toString('utf8'))).toEqual({});
  await expect(comments(page).getByRole('button', { name: 'Log In to Comment' })).toBeVisible();
});

test('a discussion host that fails says so in place; the article stays whole', async ({ page }) => {
  await page.route(EMBED, (route) => route.abort('connectionrefused'));
  await page.context().addCookies([{ name: 'bytewire_consent', value: 'C0003', url: SITE }]);
  await openArticle(page);
  await comments(page).scrollIntoViewIfNeeded();
  await expect(comments(page).getByRole('status')).toHaveText(
    'Comments could not be loaded. Please try again later.',
  );
  await expect(page.locator('article h1')).toBeVisible();
});
