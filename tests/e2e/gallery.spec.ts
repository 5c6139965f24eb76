// A gallery through the whole cluster in Chromium: one photo per page in the order of the items'
// positions, "n of N", previous and next (links and rel prev/next), the numbered pages, and the
// 404 page past the last photo.
import { expect, test, type Page } from '../support/test';
import { composerPage } from '../support/corpus';
import { aGallery } from '../support/samples';

const base = () => process.env.BASE_URL as string;

interface GalleryData {
  title: string;
  items: { position: number; title?: string; headline?: string }[];
}

/** The gallery as the content API gives it, its photos' titles in reading order. */
async function galleryData(slug: string): Promise<{ title: string; photos: string[] }> {
  const page = (await composerPage('gallery', slug)) as unknown as {
    components: { meta: { componentType: string }; item?: GalleryData }[];
  };
  const gallery = page.components.find((c) => c.meta.componentType === 'Gallery')?.item;
  if (!gallery) throw new Error(`the content API has no Gallery component for ${slug}`);
  const photos = [...gallery.items]
    .sort((a, b) => a.position - b.position)
    .map((item) => item.title ?? item.headline ?? '');
  return { title: gallery.title, photos };
}

/** The path of page n of the gallery at `path` (page 1 is the gallery's own path). */
const pagePath = (path: string, n: number) => (n > 1 ? `${path}${n}/` : path);

/** An absolute URL ending in the path (gallery paths hold no regex metacharacters). */
const endingIn = (path: string) => new RegExp(`^https?://[^/]+${path}$`);

async function expectSlide(page: Page, path: string, n: number, photos: string[]) {
  const total = photos.length;
  await expect(page).toHaveURL(`${base()}${pagePath(path, n)}`);
  await expect(page.getByTestId('gallery-pager-position')).toHaveText(`Photo ${n} of ${total}`);
  await expect(page.getByTestId('gallery-slide').locator('h2')).toHaveText(photos[n - 1]);
  const head = (rel: string) => page.locator(`head link[rel="${rel}"]`);
  await expect(head('canonical')).toHaveAttribute('href', endingIn(pagePath(path, n)));
  if (n > 1) await expect(head('prev')).toHaveAttribute('href', endingIn(pagePath(path, n - 1)));
  else await expect(head('prev')).toHaveCount(0);
  if (n < total)
    await expect(head('next')).toHaveAttribute('href', endingIn(pagePath(path, n + 1)));
  else await expect(head('next')).toHaveCount(0);
}

/** The numbered pages the pager shows. */
async function pageNumbersShown(page: Page): Promise<number[]> {
  const texts = await page
    .getByRole('navigation', { name: 'Gallery pages' })
    .locator('ol > li')
    .allTextContents();
  return texts.map((text) => Number(text.replace('Photo ', '')));
}

/** Every page when there are at most 9, else 9 around the current page, kept within 1..total. */
function expectedWindow(current: number, total: number): number[] {
  const count = Math.min(9, total);
  const first = Math.min(Math.max(1, current - 4), total - count + 1);
  return Array.from({ length: count }, (_, i) => first + i);
}

test('a gallery shows one photo per page, moving by next, previous and page numbers', async ({
  page,
}) => {
  const path = await aGallery();
  const { title, photos } = await galleryData(path.split('/')[2]);
  expect(photos.length).toBeGreaterThanOrEqual(3);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));

  const res = await page.goto(`${base()}${path}`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('h1')).toHaveText(title);
  await expectSlide(page, path, 1, photos);

  const pager = page.getByRole('navigation', { name: 'Gallery pages' });
  await pager.getByRole('link', { name: 'Next →' }).click();
  await expectSlide(page, path, 2, photos);
  await pager.getByRole('link', { name: 'Next →' }).click();
  await expectSlide(page, path, 3, photos);
  await pager.getByRole('link', { name: '← Previous' }).click();
  await expectSlide(page, path, 2, photos);

  // The numbered pages: a window of at most 9 around the current page; jump to the end and back.
  const last = photos.length;
  let current = 2;
  while (current < last) {
    const shown = await pageNumbersShown(page);
    expect(shown).toEqual(expectedWindow(current, last));
    current = shown[shown.length - 1] === current ? current + 1 : shown[shown.length - 1];
    await pager.getByRole('link', { name: `Photo ${current}`, exact: true }).click();
    await expectSlide(page, path, current, photos);
  }
  await expect(pager.getByRole('link', { name: 'Next →' })).toHaveCount(0);
  await expect(pager.locator('[aria-current="page"]')).toHaveText(`Photo ${last}`);
  while (current > 1) {
    const shown = await pageNumbersShown(page);
    expect(shown).toEqual(expectedWindow(current, last));
    current = shown[0];
    await pager.getByRole('link', { name: `Photo ${current}`, exact: true }).click();
    await expectSlide(page, path, current, photos);
  }
  await expect(pager.getByRole('link', { name: '← Previous' })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a page number loaded directly shows that photo; 0 is the first; past the last photo is the 404 page', async ({
  page,
}) => {
  const path = await aGallery();
  const { photos } = await galleryData(path.split('/')[2]);
  const last = photos.length;

  const res = await page.goto(`${base()}${path}${last}/`);
  expect(res?.status()).toBe(200);
  await expectSlide(page, path, last, photos);

  // Page numbers are digits (spec 000 s5): 0 is the page before the first, moved to the first.
  const zero = await page.goto(`${base()}${path}0/`);
  expect(zero?.status()).toBe(200);
  expect(new URL(page.url()).pathname).toBe(path);

  for (const beyond of [`${last + 1}/`, '999999/']) {
    const missing = await page.goto(`${base()}${path}${beyond}`);
    expect(missing?.status(), beyond).toBe(404);
    await expect(page.getByText('This page could not be found')).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Gallery pages' })).toHaveCount(0);
  }
});
