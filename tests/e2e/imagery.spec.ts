// Issue 25's sweep: 40 pages of every type at 1280 and 390 px (AMP copies aside: their amp-img
// needs the AMP runtime from its CDN, which this machine cannot reach). No page asks for a
// labelled placeholder (/placeholder/{w}x{h}), and no picture it shows carries a size label: an
// SVG's source has no such text, and a raster's pixels, read by OCR (tesseract), spell none. The
// OCR is checked first on a labelled picture of the old kind, so a blind reader cannot pass.
// Also: a product's review card, hero and search thumbnail show the same picture.
import { execFile, execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import sharp from 'sharp';
import { expect, test, type APIRequestContext, type Page } from '../support/test';
import { composerPage } from '../support/corpus';
import { sitemapEntries } from '../support/samples';

const base = () => process.env.BASE_URL as string;
const PLACEHOLDER = /\/placeholder\/\d+x\d+/;
/** "1200×675", "1200 x 675", "00×675": what the old placeholders wrote across themselves. */
const SIZE_LABEL = /\d{2,4}\s*[x×X*]\s*\d{2,4}/;

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 390, height: 844 },
] as const;

/** 40 pages: every door and page type, several of each kind of story. */
async function samplePages(): Promise<string[]> {
  const fixed = [
    '/',
    '/news/',
    '/reviews/',
    '/how-to/',
    '/pictures/',
    '/video/',
    '/topic/',
    '/search/?q=laptop',
    '/members/preferences/',
    '/about/',
  ];
  const take = async (sitemap: string, count: number) =>
    (await sitemapEntries(sitemap))
      .map((entry) => new URL(entry.url, 'http://site').pathname)
      .filter((p, i, all) => all.indexOf(p) === i)
      .slice(0, count);
  // Articles of several kinds: the sitemap lists news, how-tos, lists, deals and features.
  const articles = (await take('articles', 400)).filter((_, i) => i % 29 === 0).slice(0, 7);
  const pages = [
    ...fixed,
    '/feature/best-of-the-year/',
    ...(await tagAndCollection(articles)),
    ...articles,
    ...(await take('reviews', 5)),
    ...(await take('galleries', 5)),
    ...(await take('videos', 4)),
    ...(await take('topics', 3)),
    ...(await take('authors', 3)),
  ];
  expect(pages.length).toBeGreaterThanOrEqual(40);
  return pages.slice(0, 40);
}

/** A tag page and a collection page, from the first of these articles that name one. */
async function tagAndCollection(articles: readonly string[]): Promise<string[]> {
  let tag: string | undefined;
  let collection: string | undefined;
  for (const article of articles) {
    const slug = /^\/article\/([a-z0-9-]+)\/$/.exec(article)?.[1];
    if (!slug) continue;
    const page = (await composerPage('article', slug)) as unknown as {
      components: { item?: { tags?: { slug: string }[]; primaryCollection?: { slug: string } } }[];
    };
    const item = page.components.find((c) => c.item)?.item;
    tag ??= item?.tags?.[0] && `/tags/${item.tags[0].slug}/`;
    collection ??= item?.primaryCollection && `/collection/${item.primaryCollection.slug}/`;
    if (tag && collection) return [tag, collection];
  }
  throw new Error('none of the sampled articles names both a tag and a collection');
}

/** Brings every lazy image of the served page in, then waits for the network to settle. */
async function loadImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const height = Math.min(document.body.scrollHeight, 12_000);
    for (let y = 0; y < height; y += window.innerHeight) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 40));
    }
  });
  await page.waitForLoadState('networkidle');
}

/** The pictures a page shows: every <img>'s chosen file and every CSS background image. */
async function picturesOf(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const urls = new Set<string>();
    for (const img of Array.from(document.images)) if (img.currentSrc) urls.add(img.currentSrc);
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('*'))) {
      const background = getComputedStyle(element).backgroundImage;
      for (const match of background.matchAll(/url\("([^"]+)"\)/g)) urls.add(match[1]);
    }
    return [...urls].filter((url) => !url.startsWith('data:'));
  });
}

/** Pictures read at once: one tesseract a core (the 2-core machine). */
const READERS = 2;
let readings = 0;
const execFileAsync = promisify(execFile);

/**
 * The words tesseract reads in a picture (as PNG, scaled up for small thumbnails). One thread
 * each (OMP_THREAD_LIMIT): its OpenMP threads spin on two busy cores, and READERS of them run
 * side by side instead.
 */
async function ocr(picture: Buffer, scratch: string): Promise<string> {
  const file = path.join(scratch, `picture-${(readings += 1)}.png`);
  const meta = await sharp(picture).metadata();
  const scale = Math.max(1, Math.ceil(600 / Math.max(meta.width ?? 600, 1)));
  await sharp(picture)
    .resize({ width: (meta.width ?? 600) * scale })
    .flatten({ background: '#ffffff' })
    .png()
    .toFile(file);
  const { stdout } = await execFileAsync('tesseract', [file, 'stdout', '--psm', '11'], {
    encoding: 'utf8',
    timeout: 20_000,
    env: { ...process.env, OMP_THREAD_LIMIT: '1' },
  });
  return stdout;
}

async function fetchPicture(request: APIRequestContext, url: string) {
  const response = await request.get(url, {
    headers: { accept: 'image/avif,image/webp,image/png,image/*;q=0.8' },
  });
  expect(response.status(), url).toBe(200);
  return { type: response.headers()['content-type'] ?? '', body: await response.body() };
}

function tesseractAnswers(): boolean {
  try {
    execFileSync('tesseract', ['--version'], { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
}

test('no page shows a size label or asks for a labelled placeholder, at 1280 and 390 px', async ({
  browser,
  request,
}) => {
  test.setTimeout(600_000);
  expect(tesseractAnswers(), 'tesseract (apt-get install tesseract-ocr) reads the pictures').toBe(
    true,
  );
  const scratch = mkdtempSync(path.join(tmpdir(), 'imagery-'));
  try {
    // The reader works: a picture of the old kind, its size written across it, is caught.
    const labelled = await sharp(
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" width="456" height="306"><rect width="456" height="306" fill="#4a6a8a"/>' +
          '<text x="50%" y="50%" text-anchor="middle" dominant-baseline="middle" font-family="sans-serif" font-size="38" fill="#ffffff">1200×675</text></svg>',
      ),
    )
      .jpeg()
      .toBuffer();
    expect(await ocr(labelled, scratch)).toMatch(SIZE_LABEL);

    const pages = await samplePages();
    const pictures = new Map<string, string>();
    const placeholders: string[] = [];
    for (const viewport of WIDTHS) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      page.on('request', (req) => {
        if (PLACEHOLDER.test(req.url())) placeholders.push(`${req.url()} from ${page.url()}`);
      });
      for (const pathname of pages) {
        const response = await page.goto(`${base()}${pathname}`);
        expect(response?.status(), pathname).toBe(200);
        await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
        await loadImages(page);
        for (const url of await picturesOf(page))
          if (!pictures.has(url)) pictures.set(url, pathname);
      }
      await context.close();
    }
    expect(placeholders, 'requests for labelled placeholders').toEqual([]);
    expect(pictures.size).toBeGreaterThan(80);

    // One reading per picture (each image path once: its sizes are the same picture), READERS
    // at a time.
    const read = new Set<string>();
    const labelledPictures: string[] = [];
    const queue = [...pictures];
    const reader = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [url, pathname] = next;
        const { type, body } = await fetchPicture(request, url);
        if (type.startsWith('image/svg')) {
          const source = body.toString('utf8');
          if (/<text[\s>]/.test(source) && SIZE_LABEL.test(source)) {
            labelledPictures.push(`${url} on ${pathname}`);
          }
          continue;
        }
        const key = new URL(url).pathname.replace(/^\/resize\/[0-9a-f]{40}/, '');
        if (read.has(key)) continue;
        read.add(key);
        const words = await ocr(body, scratch);
        if (SIZE_LABEL.test(words)) labelledPictures.push(`${url} on ${pathname}: ${words.trim()}`);
      }
    };
    await Promise.all(Array.from({ length: READERS }, reader));
    expect(read.size).toBeGreaterThan(60);
    expect(labelledPictures, 'pictures that carry a size label').toEqual([]);
  } finally {
    rmSync(scratch, { recursive: true, force: true });
  }
});

/**
 * The storage path a resize URL, the signing redirect to one (client-side navigations) or an
 * original shows: the picture, whatever its size.
 */
function picturePath(url: string): string {
  return new URL(url).pathname.replace(/^\/(resize\/[0-9a-f]{40}|images\/sign|originals)/, '');
}

test("a review's card, hero and search thumbnail show the same picture", async ({ page }) => {
  test.setTimeout(60_000);
  const [review] = await sitemapEntries('reviews');
  const reviewPath = new URL(review.url, 'http://site').pathname;
  await page.goto(`${base()}${reviewPath}`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const hero = await page.locator('main img').first().getAttribute('src');
  expect(hero).toBeTruthy();

  await page.goto(`${base()}/reviews/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  const card = page.locator(`[data-testid="story-card"]:has(a[href$="${reviewPath}"]) img`).first();
  await card.scrollIntoViewIfNeeded();
  const cardSrc = await card.getAttribute('src');

  const name = (review.title ?? '').replace(/ review.*$/, '').split(':')[0];
  await page.locator('header button[data-menu="search"]').click();
  const panel = page.locator('#menu-panel-search');
  await panel.getByRole('searchbox', { name: 'Search the site' }).fill(name);
  const thumb = panel
    .locator(`[data-testid="search-panel-item"]:has(a[href$="${reviewPath}"]) img`)
    .first();
  await expect(thumb).toBeVisible({ timeout: 15_000 });
  const thumbSrc = await thumb.getAttribute('src');

  expect(picturePath(new URL(cardSrc ?? '', base()).href)).toBe(
    picturePath(new URL(hero ?? '', base()).href),
  );
  expect(picturePath(new URL(thumbSrc ?? '', base()).href)).toBe(
    picturePath(new URL(hero ?? '', base()).href),
  );
});
