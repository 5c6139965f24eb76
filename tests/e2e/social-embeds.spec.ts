// Social posts embedded in articles (issue 9, spec 001 s8) in Chromium: a post shows as a quote
// from the server's render; the network's widget script (a social, C0005 tag) sits inert until
// the reader allows social cookies, and loads after. The network's host is outside this
// machine, so the test answers for it with a stand-in that marks the posts it enhanced.
import { expect, test, type Page } from '../support/test';
import { NO_CONSENT_CHOICE } from '../support/consent';
import { anArticleWithSocialPost } from '../support/corpus';

test.use({ storageState: NO_CONSENT_CHOICE });

const SITE = process.env.SITE_PUBLIC_URL ?? '';
const WIDGETS = 'https://platform.twitter.com/widgets.js';

/** The stand-in widget script, and the requests made for it. */
async function serveWidgets(page: Page): Promise<string[]> {
  const requests: string[] = [];
  await page.route(WIDGETS, (route) => {
    requests.push(route.request().url());
    return route.fulfill({
      contentType: 'text/javascript',
      body: `document.querySelectorAll('blockquote.twitter-tweet').forEach(function (post) {
        post.setAttribute('data-enhanced', 'stand-in');
      });`,
    });
  });
  return requests;
}

test('a social post loads its network script only once social cookies are allowed', async ({
  page,
}) => {
  const requests = await serveWidgets(page);
  const article = await anArticleWithSocialPost();
  expect((await page.goto(`${SITE}${article.path}`))?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const post = page.locator('main blockquote.twitter-tweet');
  await expect(post).toContainText('Following this live');
  const tag = page.locator('script#twitter-widgets');
  await expect(tag).toHaveAttribute('type', 'text/plain');
  await expect(tag).toHaveAttribute('class', 'optanon-category-C0005');
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  await expect(post).not.toHaveAttribute('data-enhanced');

  await page
    .getByRole('region', { name: 'Your privacy choices' })
    .getByRole('button', { name: 'Accept all' })
    .click();
  await expect(post).toHaveAttribute('data-enhanced', 'stand-in');
  expect(requests).toEqual([WIDGETS]);
});

test('refusing social cookies keeps the post a plain quote', async ({ page }) => {
  const requests = await serveWidgets(page);
  const article = await anArticleWithSocialPost();
  await page.goto(`${SITE}${article.path}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await page
    .getByRole('region', { name: 'Your privacy choices' })
    .getByRole('button', { name: 'Reject all' })
    .click();
  await page.waitForTimeout(500);
  expect(requests).toEqual([]);
  await expect(page.locator('script#twitter-widgets')).toHaveAttribute('type', 'text/plain');
});
