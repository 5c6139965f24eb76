// The screens of the static pages, author profiles, topics, tags, collections, search and
// feature pages, through the gateway in Chromium, checked against what spec 000 says each
// shows and against the content API's own data.
import { twitterHandle } from '@bytewire/contracts';
import { expect, test, type Page } from '../support/test';
import { aPagedTag, anAuthorWithoutAt, apiPage, named } from '../support/screens-corpus';

const base = () => process.env.BASE_URL ?? '';

/** Opens a path, expects 200 and a hydrated page, and collects the page's script errors. */
async function open(page: Page, path: string): Promise<string[]> {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const res = await page.goto(`${base()}${path}`);
  expect(res?.status(), path).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  return errors;
}

async function jsonLdTypes(page: Page): Promise<unknown[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as unknown);
}

test('about: the audience figures of spec 000 s1', async ({ page }) => {
  const errors = await open(page, '/about/');
  await expect(page.locator('h1')).toHaveText('About Bytewire');
  const metrics = page.locator('main .audience-metrics li');
  await expect(metrics).toHaveText([
    /130M\s+annual global visits/,
    /85M\s+annual visits in the US/,
    /1\.1M\s+social following/,
    /1\.8X\s+IT decision makers/,
    /1\.9X\s+early adopters/,
  ]);
  await expect(page.locator('main')).toContainText(
    'Our audience includes IT decision makers 1.8X and early adopters 1.9X more often than others.',
  );
  expect(errors).toEqual([]);
});

test('every static page answers with its title as the one h1', async ({ page }) => {
  const pages: [string, string][] = [
    ['/editorial-guidelines/', 'editorial-guidelines'],
    ['/newsletters/', 'newsletters'],
    ['/reprints/', 'reprints'],
    ['/privacy-policy/', 'privacy-policy'],
    ['/do-not-sell-or-share-my-personal-information/', 'do-not-sell'],
    ['/meet-the-team/', 'meet-the-team'],
    ['/rssfeeds/', 'rssfeeds'],
    ['/advertise/', 'advertise'],
  ];
  for (const [path, slug] of pages) {
    const { meta } = await apiPage('static', slug);
    await open(page, path);
    await expect(page.locator('h1'), path).toHaveText(meta.title);
    await expect(page.locator('main [data-testid="rich-text"]'), path).not.toBeEmpty();
  }
});

test('the HTML sitemap links every section, topic and about page under its heading', async ({
  page,
}) => {
  const sections = named(await apiPage('static', 'sitemap'), 'sections').items as {
    label: string;
    linkText: string;
    linkUrl: string;
  }[];
  await open(page, '/sitemap/');
  await expect(page.locator('h1')).toHaveText('Sitemap');
  for (const label of ['Sections', 'Topics', 'About us']) {
    const group = page.locator('main section[data-testid="editorial-links-group"]', {
      has: page.locator('h2', { hasText: label }),
    });
    const expected = sections.filter((s) => s.label === label);
    expect(expected.length).toBeGreaterThan(0);
    await expect(group.locator('a')).toHaveText(expected.map((s) => s.linkText));
    expect(
      await group.locator('a').evaluateAll((as) => as.map((a) => a.getAttribute('href'))),
    ).toEqual(expected.map((s) => s.linkUrl));
  }
});

test('an author profile: image, name, title, bio, bureau, expertise, @twitter, stories', async ({
  page,
}) => {
  const author = await anAuthorWithoutAt();
  const name = `${author.firstName} ${author.lastName}`;
  const errors = await open(page, author.path);
  const profile = page.locator('main').getByTestId('author-profile');
  await expect(profile.locator('h1')).toHaveText(name);
  await expect(profile.locator('img')).toHaveAttribute('alt', /.+/);
  await expect(profile.getByTestId('author-profile-title')).toHaveText(author.title ?? '');
  await expect(profile.locator('dt', { hasText: 'Bureau' }).locator('+ dd')).toHaveText(
    author.bureau ?? '',
  );
  await expect(profile.locator('dt', { hasText: 'Expertise' }).locator('+ dd')).toHaveText(
    author.profile?.expertise ?? '',
  );
  await expect(profile.getByTestId('author-profile-bio')).toHaveText(author.bio ?? '');
  // Spec 000 s3: the handle comes without its @ here, and is shown with it.
  const handle = twitterHandle(author.socialProfileIds?.twitter) ?? '';
  expect(handle.startsWith('@')).toBe(true);
  await expect(profile.getByRole('link', { name: handle, exact: true })).toHaveAttribute(
    'href',
    `https://twitter.com/${handle.slice(1)}`,
  );
  await expect(page.locator('main [data-testid="story-card"]').first()).toBeVisible();
  const person = (await jsonLdTypes(page)).find(
    (b) => (b as { '@type'?: string })['@type'] === 'ProfilePage',
  ) as { mainEntity: { '@type': string; name: string } };
  expect(person.mainEntity).toMatchObject({ '@type': 'Person', name });
  expect(errors).toEqual([]);
});

test('a topic lists its stories as the content API does, under breadcrumbs', async ({ page }) => {
  const api = await apiPage('topic', 'laptops');
  const stories = named(api, 'topic').items ?? [];
  expect(stories.length).toBeGreaterThan(0);
  await open(page, '/topic/laptops/');
  await expect(page.locator('h1')).toHaveText('Laptops');
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).locator('a')).toHaveText([
    'Topics',
    'Tech',
  ]);
  // The topic's own stories: its first listing (reviews and videos follow).
  const titles = page
    .locator('main .load-more-listing')
    .first()
    .locator('[data-testid="story-card"] :is(h2, h3)');
  await expect(titles).toHaveText(stories.map((s) => s.title ?? ''));
});

test('all topics: each root topic with its subtopics', async ({ page }) => {
  const roots = named(await apiPage('topics', 'topics'), 'topics').items ?? [];
  await open(page, '/topic/');
  await expect(page.locator('h1')).toHaveText('All topics');
  await expect(page.locator('main .topic-group h2')).toHaveText(roots.map((r) => r.title ?? ''));
});

test('a tag: load more follows the next link and appends the items in place', async ({ page }) => {
  const tag = await aPagedTag(['editors-choice', 'deals', 'how-to']);
  const errors = await open(page, tag.path);
  await expect(page.locator('h1')).toHaveText(tag.name);
  const cards = page.locator('main .load-more-listing [data-testid="story-card"]');
  await expect(cards).toHaveCount(tag.firstPage);
  const next = page.waitForResponse((res) =>
    res.url().includes('/api/neutron/composer/bytewire/components/'),
  );
  await page.getByRole('link', { name: 'Load more stories' }).click();
  expect((await next).status()).toBe(200);
  await expect(cards).toHaveCount(Math.min(tag.total, tag.firstPage * 2));
  await expect(page.locator('main [data-testid="listing-status"]')).toContainText(
    `of ${tag.total}`,
  );
  // Appended in place: the address did not change, and focus moved to the first new story.
  await expect(page).toHaveURL(`${base()}${tag.path}`);
  await expect(cards.nth(tag.firstPage).locator('a').first()).toBeFocused();
  expect(errors).toEqual([]);
});

test('a collection shows its stories and the other collections', async ({ page }) => {
  const api = await apiPage('collection', 'holiday-gift-guide');
  const stories = named(api, 'collection').items ?? [];
  await open(page, '/collection/holiday-gift-guide/');
  await expect(page.locator('h1')).toHaveText(api.meta.title);
  await expect(
    page
      .locator('main .load-more-listing')
      .first()
      .locator('[data-testid="story-card"] :is(h2, h3)'),
  ).toHaveText(stories.map((s) => s.title ?? ''));
  await expect(page.getByRole('heading', { name: 'More collections' })).toBeVisible();
});

test('search: a real query shows the results the content API finds', async ({ page }) => {
  const results = named(await apiPage('search', 'results', '?q=laptop'), 'searchResults');
  const total = results.paging?.total ?? 0;
  expect(total).toBeGreaterThan(0);
  const errors = await open(page, '/search/');
  await expect(page.locator('h1')).toHaveText('Search');
  // Searching from the form: labelled input, submitted with Enter.
  await page.getByRole('searchbox', { name: 'Search stories, reviews and videos' }).fill('laptop');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${base()}/search/?q=laptop`);
  await expect(page.locator('h1')).toHaveText('Search results for “laptop”');
  await expect(page.getByRole('status')).toHaveText(`${total} results for “laptop”`);
  await expect(page.locator('main [data-testid="story-card"] :is(h2, h3)').first()).toHaveText(
    results.items?.[0]?.title ?? '',
  );
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  expect(errors).toEqual([]);
});

test('search: a query with markup is shown as text and never runs', async ({ page }) => {
  const query = '<script>alert(1)</script><img src=x onerror=alert(2)>';
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  const errors = await open(page, `/search/?q=${encodeURIComponent(query)}`);
  await expect(page.locator('h1')).toHaveText(`Search results for “${query}”`);
  await expect(page.getByRole('searchbox')).toHaveValue(query);
  await expect(page.locator('main img[src="x"]')).toHaveCount(0);
  expect(await page.locator('main script').count()).toBe(0);
  expect(dialogs).toEqual([]);
  expect(errors).toEqual([]);
});

test('a feature page lays out its rows on the grid by colspan', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const errors = await open(page, '/innovation-index/');
  await expect(page.locator('h1')).toHaveText('Innovation Index');
  const row = page.locator('main [data-testid="feature-row"]', {
    has: page.locator('h2', { hasText: 'Trends to watch' }),
  });
  const wide = row.locator('[data-testid="feature-column"][data-colspan="8"]').first();
  const narrow = row.locator('[data-testid="feature-column"][data-colspan="4"]').first();
  const [w, n] = [await wide.boundingBox(), await narrow.boundingBox()];
  if (!w || !n) throw new Error('the feature columns are not laid out');
  // Side by side, the 8-column cell about twice as wide as the 4-column one (gaps aside).
  expect(Math.abs(w.y - n.y)).toBeLessThan(1);
  expect(n.x).toBeGreaterThan(w.x + w.width - 1);
  expect(w.width / n.width).toBeGreaterThan(1.9);
  expect(w.width / n.width).toBeLessThan(2.3);
  // A full-width cell spans the row.
  const rowBox = await row.getByTestId('feature-row-columns').first().boundingBox();
  expect(rowBox && Math.abs(w.width + n.width - rowBox.width)).toBeLessThan(64);
  expect(errors).toEqual([]);
});

test('a dynamic feature (/feature/{slug}/) answers with its title and grid', async ({ page }) => {
  const api = await apiPage('feature', 'best-of-the-year');
  await open(page, '/feature/best-of-the-year/');
  await expect(page.locator('h1')).toHaveText(api.meta.title);
  await expect(page.locator('main [data-testid="feature-column"]').first()).toBeVisible();
});
