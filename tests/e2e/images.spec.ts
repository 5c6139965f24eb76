// Images through the whole cluster in Chromium (spec 000 s7): pages render signed resize URLs
// (/resize/{signature}{path}?{sorted params}), the gateway passes them to the content service,
// which resizes for real. The browser holds no key: it hydrates with the signatures the page
// carries, and loads the images of client-side navigations through the signing redirect.
import { expect, test, type Locator, type Page } from '../support/test';

const base = () => process.env.BASE_URL as string;
const ARTICLE = '/article/how-to-set-up-a-mesh-wi-fi-network/';
const RESIZE_URL = /^https?:\/\/[^/]+\/resize\/[0-9a-f]{40}\/\d{4}\/\d{2}\/\d{2}\/[^?]+\.jpg\?/;
const SIGN_REDIRECT_URL = /^https?:\/\/[^/]+\/images\/sign\/\d{4}\/\d{2}\/\d{2}\/[^?]+\.jpg\?/;

interface Loaded {
  src: string;
  currentSrc: string;
  /** Pixels of the file the browser chose (its naturalWidth is scaled by the srcset density). */
  fileWidth: number;
  fileHeight: number;
}

/** Scrolls a (lazy) image into view and waits until it has loaded or failed. */
async function loaded(image: Locator): Promise<Loaded> {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.currentSrc !== ''))
    .toBe(true);
  return image.evaluate(async (img: HTMLImageElement) => {
    // The chosen file alone (from the cache), for its own pixel size; 0 when it failed.
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode().catch(() => undefined);
    return {
      src: img.src,
      currentSrc: img.currentSrc,
      fileWidth: file.naturalWidth,
      fileHeight: file.naturalHeight,
    };
  });
}

function param(url: string, name: string): number {
  return Number(new URL(url).searchParams.get(name));
}

/**
 * Every image in the main content loads from a resize URL (or, after a client-side navigation,
 * the signing redirect to one) at the width it asked for.
 */
async function expectResizedImages(page: Page, minimum: number, url = RESIZE_URL): Promise<void> {
  const images = page.locator('main img');
  const count = await images.count();
  expect(count).toBeGreaterThanOrEqual(minimum);
  for (let i = 0; i < count; i += 1) {
    const image = await loaded(images.nth(i));
    expect(image.src).toMatch(url);
    expect(image.currentSrc).toMatch(url);
    // A refused signature or a failed resize leaves the size at 0.
    expect(image.fileWidth).toBe(param(image.currentSrc, 'width'));
    const height = param(image.currentSrc, 'height');
    if (height > 0) expect(image.fileHeight).toBe(height);
  }
}

test('an article shows its hero through a signed resize URL at 1200x675, as AVIF (auto=webp: the most compact format Chromium takes)', async ({
  page,
}) => {
  const images: { url: string; status: number; type: string; cache: string }[] = [];
  page.on('response', (res) => {
    if (res.url().includes('/resize/')) {
      const headers = res.headers();
      images.push({
        url: res.url(),
        status: res.status(),
        type: headers['content-type'] ?? '',
        cache: headers['cache-control'] ?? '',
      });
    }
  });
  await page.goto(`${base()}${ARTICLE}`);
  const hero = page.locator('figure[data-testid="hero"] img');
  const loadedHero = await loaded(hero);
  // col_12_wide: 1200x675, offered at 600w and 1200w; a 1280 px window picks 1200w.
  expect(loadedHero.src).toMatch(RESIZE_URL);
  expect({
    width: param(loadedHero.src, 'width'),
    height: param(loadedHero.src, 'height'),
  }).toEqual({ width: 1200, height: 675 });
  expect(new URL(loadedHero.src).searchParams.get('auto')).toBe('webp');
  expect(loadedHero.fileWidth).toBe(param(loadedHero.currentSrc, 'width'));
  expect(loadedHero.fileWidth).toBeGreaterThan(0);
  expect(await hero.getAttribute('srcset')).toMatch(/ 600w, .+ 1200w$/);

  const heroAnswer = images.find((image) => image.url === loadedHero.currentSrc);
  expect(heroAnswer).toMatchObject({
    status: 200,
    type: 'image/avif',
    cache: 'public, max-age=31536000, immutable',
  });
  await expectResizedImages(page, 1);
});

test('a resize URL with a changed size is refused (403) through the gateway', async ({
  page,
  request,
}) => {
  await page.goto(`${base()}${ARTICLE}`);
  const src = (await page.locator('figure[data-testid="hero"] img').getAttribute('src')) as string;
  const path = new URL(src);
  const ok = await request.get(`${base()}${path.pathname}${path.search}`);
  expect(ok.status()).toBe(200);
  const tampered = await request.get(
    `${base()}${path.pathname}${path.search.replace('width=1200', 'width=2400')}`,
  );
  expect(tampered.status()).toBe(403);
  expect(await tampered.json()).toEqual({
    statusCode: 403,
    message: 'The signature of this resize URL is not valid',
  });
});

test('after a client-side navigation the images load through the signing redirect', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const redirects: { status: number; location: string }[] = [];
  page.on('response', (res) => {
    if (new URL(res.url()).pathname.startsWith('/images/sign/')) {
      redirects.push({ status: res.status(), location: res.headers().location ?? '' });
    }
  });
  const response = await page.goto(`${base()}${ARTICLE}`);
  // The server-rendered page needs no redirect: its images are signed already, and hydration
  // prints the same URLs. (The next story seamless scrolling loads below it is rendered in the
  // browser: its images do go through the redirect.)
  expect(await response?.text()).not.toContain('/images/sign/');
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expectResizedImages(page, 1);

  const pageData = page.waitForResponse((res) => res.url().includes('/api/neutron/composer/'));
  await page.getByTestId('header-logo').click();
  expect((await pageData).status()).toBe(200);
  await expect(page).toHaveURL(`${base()}/`);
  // The home page's story cards, rendered in the browser: the lead at col_8_wide (770x433),
  // the others at col_4_wide (370x208), each through the redirect to its signed URL.
  await expect(page.locator('main [data-testid="story-card"] img').nth(2)).toBeAttached();
  await expectResizedImages(page, 3, SIGN_REDIRECT_URL);
  const size = async (image: Locator) => {
    const { src } = await loaded(image);
    return { width: param(src, 'width'), height: param(src, 'height') };
  };
  expect(
    await size(page.locator('section[aria-label="Lead story"] > [data-testid="story-card"] img')),
  ).toEqual({
    width: 770,
    height: 433,
  });
  expect(
    await size(
      page.locator('main [data-testid="story-list"] [data-testid="story-card"] img').first(),
    ),
  ).toEqual({
    width: 370,
    height: 208,
  });
  expect(redirects.length).toBeGreaterThanOrEqual(3);
  for (const redirect of redirects) {
    expect(redirect.status).toBe(302);
    expect(redirect.location).toMatch(RESIZE_URL);
  }
  expect(errors).toEqual([]);
});

/**
 * The file the browser chose for a card and the device pixels the card shows it at: the file
 * must be at least that wide, or the image is upscaled and looks soft.
 */
async function shownAndFile(image: Locator): Promise<{ shown: number; file: number }> {
  const { fileWidth } = await loaded(image);
  const shown = await image.evaluate(
    (img: HTMLImageElement) => img.getBoundingClientRect().width * window.devicePixelRatio,
  );
  return { shown: Math.round(shown), file: fileWidth };
}

test('at 1280 px no story card image on the home page is upscaled; the lead shows ~672 px wide', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`${base()}/`);
  const lead = await shownAndFile(
    page.locator('section[aria-label="Lead story"] > [data-testid="story-card"] img'),
  );
  // 3fr of the 3fr 2fr grid: (1152 - 32) * 0.6; the file is col_8_wide's 770 px.
  expect(lead.shown).toBeGreaterThan(600);
  expect(lead.file).toBeGreaterThanOrEqual(lead.shown);
  const cards = page.locator('main [data-testid="story-card"] img');
  const count = await cards.count();
  expect(count).toBeGreaterThan(3);
  for (let i = 0; i < count; i += 1) {
    const card = await shownAndFile(cards.nth(i));
    expect(card.file, `card image ${i}`).toBeGreaterThanOrEqual(card.shown);
  }
});

for (const width of [390, 900, 1100, 1500]) {
  test(`at ${width} px the lead and the first listed card are not upscaled`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(`${base()}/`);
    for (const image of [
      page.locator('section[aria-label="Lead story"] > [data-testid="story-card"] img'),
      page.locator('main [data-testid="story-list"] [data-testid="story-card"] img').first(),
      page
        .locator('main [data-testid="story-list"][data-dense] [data-testid="story-card"] img')
        .first(),
    ]) {
      const { shown, file } = await shownAndFile(image);
      expect(file).toBeGreaterThanOrEqual(shown);
    }
  });
}
