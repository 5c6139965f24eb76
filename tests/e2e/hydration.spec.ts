// An article loaded through the gateway in Chromium: the server HTML hydrates, and following a
// link navigates client-side (the page's JavaScript state survives: no full page load).
import { expect, test } from '../support/test';
import { anArticle } from '../support/corpus';

test('an article hydrates and a link is followed without a full page load', async ({ page }) => {
  const article = await anArticle();
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const documents: string[] = [];
  page.on('request', (req) => {
    if (req.resourceType() === 'document') documents.push(req.url());
  });

  await page.goto(`${process.env.BASE_URL}${article.path}`);
  await expect(page.locator('h1')).toHaveText(article.headline);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

  // A marker on window survives only if the next page is rendered by the client router.
  await page.evaluate(
    () => ((window as unknown as { __marker: string }).__marker = 'same-document'),
  );
  const documentsBefore = documents.length;
  // The client router loads the next page's data through the gateway's API proxy.
  const pageData = page.waitForResponse((res) => res.url().includes('/api/neutron/composer/'));
  await page.getByTestId('header-logo').click();
  expect((await pageData).status()).toBe(200);
  await expect(page).toHaveURL(`${process.env.BASE_URL}/`);
  // The client router rendered the home page in place of the article.
  await expect(page.locator('main h1').first()).not.toHaveText(article.headline);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
    'same-document',
  );
  expect(documents.length).toBe(documentsBefore);
  expect(errors).toEqual([]);
});
