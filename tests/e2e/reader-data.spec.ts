// What the corpus says about a story's people and products, as readers see it in Chromium on
// real corpus pages found through the content API: a byline with a co-author and an editor,
// the author's bio, a review's specs table (TechProduct: manufacturer, family, price, specs),
// a review card's Innovation Award and a best list's credit card offers (spec 000 s3, spec
// 001 s2 and s3).
import { expect, test, type Page } from '../support/test';
import { findArticle, type SampleArticle } from '../support/article-samples';
import { aReview, composerPage } from '../support/corpus';

interface Person {
  id: string;
  firstName: string;
  lastName: string;
  bio?: string;
  authorBio?: string;
  profile?: { byline?: string; authorBio?: string };
}

/** The fields of an article this suite reads, which SampleArticle does not name. */
interface PeopleAndProducts {
  author?: Person;
  moreAuthors?: Person[];
  editors?: Person[];
  suppressBio?: boolean;
  listicles: { uuid: string; hed: string; creditCardData?: Record<string, unknown> }[];
  reviewCards: {
    uuid: string;
    productName: string;
    innovationAward?: boolean;
    innovationYear?: number;
    innovationMonth?: number;
  }[];
}

const detailsOf = (article: SampleArticle) => article as unknown as PeopleAndProducts;

/** The name a byline prints (the profile's byline, else the full name). */
const bylineName = (person: Person) =>
  person.profile?.byline?.trim() || `${person.firstName} ${person.lastName}`.trim();

const bioOf = (person: Person | undefined) =>
  person?.bio || person?.profile?.authorBio || person?.authorBio || undefined;

async function open(page: Page, path: string, headline: string): Promise<void> {
  const res = await page.goto(`${process.env.BASE_URL}${path}`);
  expect(res?.status(), path).toBe(200);
  await expect(page.locator('h1')).toHaveText(headline);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

test('the byline names the co-author after the author, and the editor', async ({ page }) => {
  const article = await findArticle('a story with a co-author and an editor', (a) => {
    const { author, moreAuthors = [], editors = [] } = detailsOf(a);
    const authors = new Set([author?.id, ...moreAuthors.map((m) => m.id)]);
    return moreAuthors.some((m) => m.id !== author?.id) && editors.some((e) => !authors.has(e.id));
  });
  const { author, moreAuthors = [], editors = [] } = detailsOf(article);
  const coAuthor = moreAuthors.find((m) => m.id !== author?.id)!;
  // The first editor who is not also an author: the byline names nobody twice.
  const authorIds = new Set([author?.id, ...moreAuthors.map((m) => m.id)]);
  const editor = editors.find((e) => !authorIds.has(e.id))!;
  await open(page, article.path, article.headline);

  const byline = page.locator('p', { has: page.getByTestId('byline-author') }).first();
  await expect(byline.getByTestId('byline-author')).toHaveText(bylineName(author!));
  await expect(byline.getByTestId('byline-coauthor').first()).toHaveText(bylineName(coAuthor));
  await expect(byline).toContainText(`By ${bylineName(author!)}`);
  await expect(byline.getByTestId('byline-editors')).toContainText(
    `Edited by ${bylineName(editor)}`,
  );
});

test("a story ends with its author's bio", async ({ page }) => {
  const article = await findArticle(
    'a story whose author has a bio',
    (a) => !!bioOf(detailsOf(a).author) && detailsOf(a).suppressBio !== true,
    /^\/article\//,
  );
  const { author } = detailsOf(article);
  await open(page, article.path, article.headline);

  const box = page.getByTestId('author-bio');
  await expect(box).toBeVisible();
  await expect(box.getByRole('heading', { level: 2 })).toHaveText(/^About the authors?$/);
  await expect(box.getByRole('heading', { level: 3 }).first()).toHaveText(bylineName(author!));
  await expect(box).toContainText(bioOf(author)!);
});

test("a review tables its product's manufacturer, price and specs", async ({ page }) => {
  const review = await aReview();
  const slug = review.path.split('/')[2];
  const data = (await composerPage('review', slug)) as unknown as {
    components: {
      meta: { componentType: string };
      item?: {
        techProduct?: {
          manufacturer?: { name: string };
          family?: { name: string };
          specs?: { name: string; val: string }[];
        };
      };
    }[];
  };
  const product = data.components.find((c) => c.meta.componentType === 'Review')?.item?.techProduct;
  expect(product, `the review ${review.path} has product data`).toBeTruthy();
  await open(page, review.path, review.headline);

  const table = page.getByTestId('product-specs');
  await expect(table).toBeVisible();
  const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const row = (name: string) => table.getByRole('row', { name: new RegExp(`^${escaped(name)} `) });
  await expect(table.getByRole('rowheader', { name: 'Manufacturer' })).toBeVisible();
  await expect(row('Manufacturer').getByRole('cell')).toHaveText(product!.manufacturer!.name);
  if (product!.family?.name) {
    await expect(row('Product family').getByRole('cell')).toHaveText(product!.family.name);
  }
  await expect(row('Price').getByRole('cell')).toHaveText(/^(\$[\d,.]+( to \$[\d,.]+)?|Free)$/);
  for (const spec of product!.specs ?? []) {
    await expect(table.getByRole('rowheader', { name: spec.name, exact: true })).toBeVisible();
    await expect(row(spec.name).getByRole('cell')).toHaveText(spec.val);
  }
});

test('a review card of an award winner shows the Innovation Award in words', async ({ page }) => {
  const article = await findArticle('a story with an Innovation Award review card', (a) =>
    detailsOf(a).reviewCards.some((card) => card.innovationAward === true),
  );
  const card = detailsOf(article).reviewCards.find((c) => c.innovationAward === true)!;
  await open(page, article.path, article.headline);

  const region = page.getByRole('region', { name: card.productName, exact: true }).first();
  // With the month and year it was given, in words ("Innovation Award, March 2026").
  const month = new Date(Date.UTC(2000, (card.innovationMonth ?? 0) - 1, 1)).toLocaleString(
    'en-US',
    { month: 'long', timeZone: 'UTC' },
  );
  expect(card.innovationYear, 'the corpus dates its awards').toBeDefined();
  await expect(region.getByTestId('innovation-award')).toHaveText(
    new RegExp(`^Innovation Award, ${month} ${card.innovationYear}`),
  );
  await expect(region.getByTestId('innovation-award')).toBeVisible();
});

test("a best list of credit cards shows each card's offer", async ({ page }) => {
  const article = await findArticle('a best list of credit cards', (a) =>
    detailsOf(a).listicles.some((l) => !!l.creditCardData),
  );
  const cards = detailsOf(article).listicles.filter((l) => !!l.creditCardData);
  await open(page, article.path, article.headline);

  await expect(page.getByTestId('credit-card-offer')).toHaveCount(cards.length);
  const first = cards[0];
  const offer = page
    .getByRole('region', { name: first.hed, exact: true })
    .first()
    .getByTestId('credit-card-offer');
  await expect(offer).toBeVisible();
  const annualFee = first.creditCardData?.annualFee;
  if (typeof annualFee === 'string') {
    const term = offer.getByRole('term').filter({ hasText: /^Annual fee$/ });
    await expect(term).toHaveCount(1);
    await expect(
      offer.getByRole('definition').filter({ hasText: annualFee }).first(),
    ).toBeVisible();
  }
  await expect(offer.getByRole('term').filter({ hasText: /^Regular APR$/ })).toHaveCount(
    typeof first.creditCardData?.apr === 'string' ? 1 : 0,
  );
});
