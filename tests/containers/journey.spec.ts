// A reader's journey through the containerised gateway (issue 31), in Chromium: the home page,
// an article, search suggestions, a vanity redirect, an A/B decision, joining through the
// identity provider's container, and the member area.
import { anArticle } from '../support/corpus';
import { experimentsAdmin, putAbTest } from '../support/experiments-admin';
import { joinFromMemberPage, newEmail } from '../support/members';
import { expect, test, type Page } from '../support/test';
import { skipReason } from './stack';

const SITE = () => process.env.SITE_PUBLIC_URL ?? '';
const TEST_ID = 'containers_ab';

test.beforeAll(() => test.skip(!!skipReason(), skipReason()));

async function open(page: Page, path: string) {
  const response = await page.goto(`${SITE()}${path}`);
  expect(response?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return response!;
}

test('home, an article and search suggestions', async ({ page }) => {
  await open(page, '/');
  await expect(page.getByTestId('header-logo')).toBeVisible();

  const article = await anArticle();
  await open(page, article.path);
  await expect(page.locator('h1').first()).toHaveText(article.headline);

  await page.locator('header button[data-menu="search"]').click();
  const panel = page.locator('#menu-panel-search');
  const suggestions = page.waitForResponse((r) => /\/autosuggest\//.test(r.url()));
  await panel.getByRole('searchbox', { name: 'Search the site' }).fill('laptop');
  expect((await suggestions).status()).toBe(200);
  await expect(
    panel.getByRole('region', { name: 'Stories' }).getByRole('listitem'),
  ).not.toHaveCount(0);
});

test('a vanity redirect', async () => {
  // The gateway reads the dictionary the vanity container copied from content's.
  await expect
    .poll(
      async () => {
        const res = await fetch(`${SITE()}/newsletter/`, { redirect: 'manual' });
        await res.body?.cancel();
        return [res.status, res.headers.get('location')];
      },
      { timeout: 30_000 },
    )
    .toEqual([301, '/newsletters/']);
});

test('an A/B decision: a new visitor is bucketed and keeps the bucket', async ({ page }) => {
  const created = await putAbTest(TEST_ID);
  expect([200, 201]).toContain(created.status);
  try {
    await expect
      .poll(async () => (await fetch(`${SITE()}/news/`)).headers.get('x-ab-test') ?? '', {
        timeout: 15_000,
      })
      .toContain(TEST_ID);
    const response = await open(page, '/news/');
    expect(response.headers()['x-ab-test']).toContain(TEST_ID);
    const cookie = async () =>
      decodeURIComponent(
        (await page.context().cookies()).find((c) => c.name === 'nemo_highlander')?.value ?? '',
      );
    const bucket = /containers_ab:1:([ab])/.exec(await cookie())?.[1];
    expect(['a', 'b']).toContain(bucket);
    await open(page, '/latest/');
    expect(await cookie()).toContain(`${TEST_ID}:1:${bucket}`);
  } finally {
    await experimentsAdmin(`/experiments/tests/${TEST_ID}`, { method: 'DELETE' });
  }
});

test('join through the identity provider, then the member area', async ({ page }) => {
  test.setTimeout(90_000);
  await open(page, '/members/newsletters/');
  await expect(page.getByText('You must be signed in to access this section.')).toBeVisible();
  await joinFromMemberPage(page, newEmail('containers'), `${SITE()}/members/newsletters/`);
  const first = page.getByTestId('newsletter-item').first();
  await expect(first.getByTestId('newsletter-state')).toHaveText('Not subscribed', {
    timeout: 15_000,
  });
  const name = (await first.getByRole('heading').textContent()) ?? '';
  await first.getByRole('button', { name: `Subscribe to ${name}` }).click();
  await expect(first.getByTestId('newsletter-state')).toHaveText('Subscribed');
});
