// Structured data (spec 000 s9) through the whole cluster in Chromium: every JSON-LD block of the
// home page, an article, a review, a gallery, a video, an author and a door parses and has the
// schema type the page's rules give; images are signed resize URLs that serve the width and
// height the JSON-LD states (4x3, 16x9 and 1x1 for articles and gallery covers), and the logos
// are 310x310 (publisher) and 120x84 (the site's Organization).
import { expect, test, type Page } from '../support/test';
import { anArticle } from '../support/corpus';
import { aGallery, aReview, aVideo } from '../support/samples';
import { anAuthorWithoutAt } from '../support/screens-corpus';

const base = () => process.env.BASE_URL as string;

const ARTICLE_TYPES = ['NewsArticle', 'Article', 'AdvertiserContentArticle'];
const RESIZE_URL = /^https?:\/\/[^/]+\/resize\/[0-9a-f]{40}\/[^?]+\?/;

type Block = Record<string, unknown>;

interface Sized {
  url: string;
  width: number;
  height: number;
}

/** Opens `path` and parses every JSON-LD block (a block that is not JSON fails the test). */
async function jsonLd(page: Page, path: string): Promise<Block[]> {
  const res = await page.goto(`${base()}${path}`);
  expect(res?.status(), path).toBe(200);
  const texts = await page.locator('script[type="application/ld+json"]').allTextContents();
  return texts.map((text) => {
    const block = JSON.parse(text) as Block;
    expect(block['@context'], path).toBe('https://schema.org');
    return block;
  });
}

const typesOf = (blocks: Block[]) => blocks.map((block) => block['@type']);

/** The pixel size of each URL as Chromium decodes it (0x0 when it does not load). */
async function naturalSizes(page: Page, urls: string[]): Promise<string[]> {
  return page.evaluate(
    (list) =>
      Promise.all(
        list.map(
          (url) =>
            new Promise<string>((resolve) => {
              const image = new Image();
              image.onload = () => resolve(`${image.naturalWidth}x${image.naturalHeight}`);
              image.onerror = () => resolve('0x0');
              image.src = url;
            }),
        ),
      ),
    urls,
  );
}

/**
 * Each image is a resize URL whose width and height parameters are the width and height it
 * states, and the file it serves has that size; returns the stated sizes.
 */
async function expectResized(page: Page, images: Sized[]): Promise<string[]> {
  const stated = images.map(({ url, width, height }) => {
    expect(url).toMatch(RESIZE_URL);
    const params = new URL(url).searchParams;
    expect(`${params.get('width')}x${params.get('height')}`).toBe(`${width}x${height}`);
    return `${width}x${height}`;
  });
  expect(
    await naturalSizes(
      page,
      images.map((image) => image.url),
    ),
  ).toEqual(stated);
  return stated;
}

/** A logo ImageObject of the stated size whose file has that size. */
async function expectLogo(page: Page, logo: unknown, size: string): Promise<void> {
  const { url, width, height } = logo as Sized;
  expect(`${width}x${height}`).toBe(size);
  expect(await naturalSizes(page, [url])).toEqual([size]);
}

test('home: the WebSite with its search and the Organization with its 120x84 logo', async ({
  page,
}) => {
  const blocks = await jsonLd(page, '/');
  expect(typesOf(blocks)).toEqual(['WebSite', 'Organization']);
  const [website, organization] = blocks;
  const searchTemplate = (website.potentialAction as { target: { urlTemplate: string } }).target
    .urlTemplate;
  expect(searchTemplate).toMatch(/\/search\/\?q=\{search_term_string\}$/);
  await expectLogo(page, organization.logo, '120x84');
});

test('an article: its schema type, FAQ page at most, the image at 4x3, 16x9 and 1x1', async ({
  page,
}) => {
  const { path, headline } = await anArticle();
  const blocks = await jsonLd(page, path);
  const articles = blocks.filter((b) => ARTICLE_TYPES.includes(b['@type'] as string));
  expect(articles).toHaveLength(1);
  for (const type of typesOf(blocks)) expect([...ARTICLE_TYPES, 'FAQPage']).toContain(type);
  const [article] = articles;
  expect(article).toMatchObject({
    headline,
    mainEntityOfPage: expect.stringMatching(new RegExp(`${path}$`)),
    publisher: { '@type': 'Organization' },
  });
  expect(await expectResized(page, article.image as Sized[])).toEqual([
    '1200x900',
    '1200x675',
    '1200x1200',
  ]);
  await expectLogo(page, (article.publisher as { logo: unknown }).logo, '310x310');
});

test('a review: the Review of its product, rated on the 0 to 10 scale, image at 3 sizes', async ({
  page,
}) => {
  const path = await aReview();
  const blocks = await jsonLd(page, path);
  expect(typesOf(blocks)).toEqual(['Review']);
  const [review] = blocks;
  const shown = (await page.getByTestId('review-rating-score').first().textContent()) ?? '';
  const rating = review.reviewRating as { ratingValue: number; bestRating: number };
  expect(rating).toMatchObject({ '@type': 'Rating', bestRating: 10, worstRating: 0 });
  expect(shown).toContain(String(rating.ratingValue));
  expect(review.itemReviewed).toMatchObject({ '@type': 'Product', name: expect.any(String) });
  expect(review.name).toBe(await page.locator('h1').textContent());
  expect(await expectResized(page, review.image as Sized[])).toEqual([
    '1200x900',
    '1200x675',
    '1200x1200',
  ]);
  await expectLogo(page, (review.publisher as { logo: unknown }).logo, '310x310');
});

test('a gallery: the ImageGallery, its cover at 4x3, 16x9 and 1x1, its photos at their size', async ({
  page,
}) => {
  const blocks = await jsonLd(page, await aGallery());
  expect(typesOf(blocks)).toEqual(['ImageGallery']);
  const [gallery] = blocks;
  expect((gallery.headline as string).length).toBeLessThanOrEqual(106);
  expect(await expectResized(page, gallery.image as Sized[])).toEqual([
    '1200x900',
    '1200x675',
    '1200x1200',
  ]);
  const photos = (gallery.associatedMedia as (Omit<Sized, 'url'> & { contentUrl: string })[]).map(
    ({ contentUrl, width, height }) => ({ url: contentUrl, width, height }),
  );
  expect(photos.length).toBe(gallery.numberOfItems);
  const sizes = await expectResized(page, photos);
  expect(new Set(sizes)).toEqual(new Set(['1200x675']));
  await expectLogo(page, (gallery.publisher as { logo: unknown }).logo, '310x310');
});

test('a video: the VideoObject, its thumbnail a resize URL at 16x9', async ({ page }) => {
  const blocks = await jsonLd(page, await aVideo());
  expect(typesOf(blocks)).toEqual(['VideoObject']);
  const [thumbnail] = blocks[0].thumbnailUrl as string[];
  expect(thumbnail).toMatch(RESIZE_URL);
  const params = new URL(thumbnail).searchParams;
  expect(`${params.get('width')}x${params.get('height')}`).toBe('1200x675');
  expect(await naturalSizes(page, [thumbnail])).toEqual(['1200x675']);
});

test('an author: the ProfilePage of the Person, the headshot at 256x256', async ({ page }) => {
  const author = await anAuthorWithoutAt();
  const blocks = await jsonLd(page, author.path);
  expect(typesOf(blocks)).toEqual(['ProfilePage']);
  const person = blocks[0].mainEntity as { '@type': string; name: string; image: Sized };
  expect(person).toMatchObject({
    '@type': 'Person',
    name: `${author.firstName} ${author.lastName}`,
  });
  expect(await expectResized(page, [person.image])).toEqual(['256x256']);
});

test('a door: the CollectionPage listing the stories it shows', async ({ page }) => {
  const blocks = await jsonLd(page, '/news/');
  expect(typesOf(blocks)).toEqual(['CollectionPage']);
  const list = blocks[0].mainEntity as { itemListElement: { url: string }[] };
  const shown = await page
    .locator('main a[href]')
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
  expect(list.itemListElement.length).toBeGreaterThan(0);
  for (const item of list.itemListElement) expect(shown).toContain(new URL(item.url).pathname);
});
