// Article bodies through the gateway in Chromium, on real corpus articles: every shortcode
// rendered (no <shortcode> element left), the link rules of spec 000 s5 (outbound links
// noopener nofollow, own links none, commerce links sponsored, mail links text), the sponsored
// disclosure, the long-form layout, Open Graph and Twitter meta, and a page that hydrates
// without a console error. The browser's sanitiser must print what the server's printed: a
// body rendered by a client-side navigation is compared with the server's.
import { expect, test, type Page } from '../support/test';
import { findArticle, shortcodeCount, type SampleArticle } from '../support/article-samples';
import { blockingViolations } from '../support/axe';

const COMMERCE_REL = 'sponsored noopener nofollow';
const OUTBOUND_REL = 'noopener nofollow';

/** Console errors and uncaught exceptions of a page, from now on. */
function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  return errors;
}

async function open(page: Page, article: SampleArticle): Promise<void> {
  const res = await page.goto(`${process.env.BASE_URL}${article.path}`);
  expect(res?.status(), article.path).toBe(200);
  await expect(page.locator('h1')).toHaveText(article.headline);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const body = (page: Page) => page.locator('article .article__body');

test('a product story renders its images and commerce links, and hydrates cleanly', async ({
  page,
}) => {
  const article = await findArticle(
    'a story with image and commercelink shortcodes',
    (a) => shortcodeCount(a.body, 'image') > 0 && shortcodeCount(a.body, 'commercelink') > 0,
    /^\/article\//,
  );
  const errors = collectErrors(page);
  await open(page, article);

  await expect(page.locator('shortcode')).toHaveCount(0);
  const figures = body(page).locator('figure[data-testid="body-figure"]');
  await expect(figures).toHaveCount(shortcodeCount(article.body, 'image'));
  await expect(figures.first().locator('img')).toBeVisible();
  await expect(figures.first().locator('figcaption')).not.toBeEmpty();

  // Every commercelink shortcode, and every pasted retailer link, is a sponsored link.
  const commerce = body(page).locator('a.commerce-link');
  expect(await commerce.count()).toBeGreaterThanOrEqual(
    shortcodeCount(article.body, 'commercelink'),
  );
  for (const rel of await commerce.evaluateAll((links) =>
    links.map((a) => a.getAttribute('rel')),
  )) {
    expect(rel).toBe(COMMERCE_REL);
  }
  expect(errors).toEqual([]);
});

test('outbound links get noopener nofollow, own links no rel, mail links become text', async ({
  page,
}) => {
  const article = await findArticle(
    'a story with an outside link and a link to the site',
    (a) => /<a href="https?:\/\/www\.example\.org\//.test(a.body) && /<a href="\//.test(a.body),
  );
  const errors = collectErrors(page);
  await open(page, article);

  const links = await body(page)
    .locator('a[href]')
    .evaluateAll((anchors) =>
      anchors.map((a) => ({ href: a.getAttribute('href') ?? '', rel: a.getAttribute('rel') })),
    );
  const outbound = links.filter((l) => /^https?:/.test(l.href));
  const own = links.filter((l) => l.href.startsWith('/'));
  expect(outbound.length).toBeGreaterThan(0);
  expect(own.length).toBeGreaterThan(0);
  for (const link of outbound) expect(link.rel ?? '', link.href).toContain(OUTBOUND_REL);
  for (const link of own) expect(link.rel, link.href).toBeNull();
  expect(links.filter((l) => !/^(https?:|\/|#)/.test(l.href))).toEqual([]);
  expect(errors).toEqual([]);
});

test('a mail link in a story is plain text', async ({ page }) => {
  const article = await findArticle('a story with a mail link', (a) =>
    a.body.includes('href="mailto:'),
  );
  await open(page, article);
  await expect(body(page).locator('a[href^="mailto:"]')).toHaveCount(0);
  await expect(body(page)).toContainText('Email our newsroom');
});

test('a best list renders its listicles and FAQ, a comparison its review cards', async ({
  page,
}) => {
  const bestList = await findArticle(
    'a best list with an FAQ',
    (a) => a.type === 'best-list' && a.listicles.some((l) => l.shortcodeType === 'faq'),
  );
  const errors = collectErrors(page);
  await open(page, bestList);
  await expect(page.locator('shortcode')).toHaveCount(0);
  const picks = bestList.listicles.filter((l) => l.shortcodeType !== 'faq');
  const faqs = bestList.listicles.filter((l) => l.shortcodeType === 'faq');
  await expect(body(page).locator('section[id^="listicle-"] h3')).toHaveText(
    picks.map((l) => l.hed),
  );
  await expect(body(page).locator('[data-testid="faq-entry"] h3')).toHaveText(
    faqs.map((l) => l.hed),
  );
  await expect(page.getByRole('navigation', { name: 'Our picks' }).locator('a')).toHaveCount(
    picks.length,
  );
  const offerRels = await body(page)
    .locator('[data-testid="offer-links"] a')
    .evaluateAll((links) => links.map((a) => a.getAttribute('rel')));
  expect(offerRels.length).toBeGreaterThan(0);
  for (const rel of offerRels) expect(rel).toBe(COMMERCE_REL);

  const comparison = await findArticle(
    'an article with review cards',
    (a) => a.reviewCards.length > 1,
  );
  await open(page, comparison);
  await expect(page.locator('shortcode')).toHaveCount(0);
  await expect(body(page).locator('section[data-testid="review-card"] h3')).toHaveText(
    comparison.reviewCards.map((c) => c.productName),
  );
  await expect(
    body(page).locator('section[data-testid="review-card"] [data-rating-label]'),
  ).toHaveCount(comparison.reviewCards.length);
  expect(errors).toEqual([]);
});

test('paid content shows its disclosure above the headline', async ({ page }) => {
  const sponsored = await findArticle('paid content', () => true, /^\/paid-content\/article\//);
  const errors = collectErrors(page);
  await open(page, sponsored);
  const disclosure = page.locator('article [data-sponsor-disclosure]');
  await expect(disclosure).toBeVisible();
  await expect(disclosure).toContainText('Paid content');
  await expect(disclosure).toContainText('paid for by an advertiser');
  const above = await page.evaluate(() => {
    const note = document.querySelector('article [data-sponsor-disclosure]');
    const h1 = document.querySelector('article h1');
    return (
      !!note && !!h1 && !!(note.compareDocumentPosition(h1) & Node.DOCUMENT_POSITION_FOLLOWING)
    );
  });
  expect(above).toBe(true);
  expect(errors).toEqual([]);
});

test('a long read gets the long-form layout, a plain story none of the variants', async ({
  page,
}) => {
  const longform = await findArticle(
    'a long read',
    () => true,
    /^\/in-depth\/[a-z0-9-]+\/[a-z0-9-]+\/$/,
  );
  await open(page, longform);
  await expect(page.locator('article.article--longform')).toHaveCount(1);
  await expect(page.locator('article').getByText('In depth', { exact: true })).toBeVisible();
  await expect(page.locator('article [data-sponsor-disclosure]')).toHaveCount(0);

  const topic = await findArticle(
    'a topic article',
    () => true,
    /^\/(education|finance|home-and-office)\//,
  );
  await open(page, topic);
  await expect(page.locator('article')).toHaveAttribute(
    'data-article-variant',
    /standard|best-list/,
  );
  await expect(page.locator('shortcode')).toHaveCount(0);
});

test('an article carries canonical, Open Graph and Twitter card meta', async ({ page }) => {
  const article = await findArticle(
    'a story with social meta',
    (a) => !!a.seoOgTitle && !!a.seoTwitterCreator,
  );
  await open(page, article);
  const metaOf = (key: string) =>
    page.locator(`head meta[property="${key}"], head meta[name="${key}"]`).getAttribute('content');
  const canonical = await page.locator('head link[rel="canonical"]').getAttribute('href');
  expect(canonical).toMatch(new RegExp(`^https?://[^/]+${article.path}$`));
  expect(await metaOf('og:title')).toBe(article.seoOgTitle);
  expect(await metaOf('og:description')).toBe(article.seoOgDescription);
  expect(await metaOf('og:type')).toBe('article');
  expect(await metaOf('og:url')).toBe(canonical);
  expect(await metaOf('og:site_name')).toBeTruthy();
  expect(await metaOf('og:image')).toMatch(/^https?:\/\//);
  expect(await metaOf('twitter:card')).toBe('summary_large_image');
  expect(await metaOf('twitter:creator')).toBe(
    `@${(article.seoTwitterCreator ?? '').replace(/^@/, '')}`,
  );
  await expect(page.locator('head meta[name="robots"]')).toHaveCount(0);
});

test("the browser's sanitiser prints the server's body on a client-side navigation", async ({
  page,
}) => {
  const from = await findArticle('a story with related stories', () => true, /^\/article\//);
  const errors = collectErrors(page);
  await open(page, from);
  const related = page.locator('[data-testid="related-stories"] a[href^="/article/"]').first();
  await expect(related).toBeVisible();
  const target = await related.getAttribute('href');
  expect(target).toMatch(/^\//);

  // The same body, rendered by the server on a fresh load ...
  const server = await page.context().newPage();
  await server.goto(`${process.env.BASE_URL}${target}`);
  await expect(server.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const runsOf = (p: Page) =>
    p.locator('article .article__body').evaluate((el) => {
      const runs = el.querySelectorAll('.safe-html__run');
      return runs.length > 0 ? Array.from(runs, (run) => run.innerHTML) : [el.innerHTML];
    });
  const serverRuns = await runsOf(server);
  expect(serverRuns.join('')).toContain('<p>');
  await server.close();

  // ... and by the client router after following the link (DOMPurify in the browser).
  await page.evaluate(
    () => ((window as unknown as { __marker: string }).__marker = 'same-document'),
  );
  await related.click();
  await expect(page).toHaveURL(`${process.env.BASE_URL}${target}`);
  await expect(page.locator('h1')).not.toHaveText(from.headline);
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
    'same-document',
  );
  expect(await runsOf(page)).toEqual(serverRuns);
  expect(errors).toEqual([]);
});

// Every variant and module: no serious or critical axe violation (issue 3's bar).
const VARIANTS: Record<string, () => Promise<SampleArticle>> = {
  'a product story (figures, commerce links)': () =>
    findArticle(
      'a product story',
      (a) => shortcodeCount(a.body, 'commercelink') > 0,
      /^\/article\//,
    ),
  'a best list (listicles, FAQ, picks)': () =>
    findArticle('a best list', (a) => a.type === 'best-list'),
  'an article with review cards': () =>
    findArticle('an article with review cards', (a) => a.reviewCards.length > 0),
  'paid content': () => findArticle('paid content', () => true, /^\/paid-content\/article\//),
  'a long read': () =>
    findArticle('a long read', () => true, /^\/in-depth\/[a-z0-9-]+\/[a-z0-9-]+\/$/),
};

for (const [name, sample] of Object.entries(VARIANTS)) {
  test(`axe finds no serious or critical violation on ${name}`, async ({ page }) => {
    const article = await sample();
    await open(page, article);
    expect(await blockingViolations(page), article.path).toEqual([]);
  });
}
