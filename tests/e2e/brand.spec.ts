// The brand through the whole cluster: the header's logo link draws the SVG wordmark and is
// named by the publication's name; the icons the head names answer images; the structured
// data's logos (home page and an article) are PNGs of exactly the size stated beside them; the
// footer's art answers SVGs without text. The files come from web/public/brand and the build's
// brand-rasters.mjs, served by render at /brand/ through the gateway.
import { DEFAULT_PUBLICATION_NAME } from '@bytewire/site';
import type { APIRequestContext } from '@playwright/test';
import { expect, test, type Page } from '../support/test';
import { anArticle } from '../support/corpus';

const base = () => process.env.BASE_URL as string;

const FOOTER_ART = ['/brand/footer-desktop.svg', '/brand/footer-mobile.svg'];

interface Logo {
  url: string;
  width: number;
  height: number;
}

async function open(page: Page, path: string): Promise<void> {
  const response = await page.goto(`${base()}${path}`);
  expect(response?.status(), path).toBe(200);
}

/** Every `logo` object in the page's JSON-LD blocks, however deep. */
async function jsonLdLogos(page: Page): Promise<Logo[]> {
  const logos: Logo[] = [];
  const visit = (value: unknown): void => {
    if (Array.isArray(value)) return value.forEach(visit);
    if (value === null || typeof value !== 'object') return;
    for (const [key, inner] of Object.entries(value)) {
      if (key === 'logo') logos.push(inner as Logo);
      visit(inner);
    }
  };
  for (const text of await page.locator('script[type="application/ld+json"]').allTextContents()) {
    visit(JSON.parse(text));
  }
  return logos;
}

/** The width and height a PNG's IHDR chunk states (bytes 16 and 20, after the signature). */
async function pngSize(request: APIRequestContext, url: string): Promise<[number, number]> {
  const res = await request.get(url);
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type'], url).toBe('image/png');
  const body = await res.body();
  expect(body.subarray(0, 8).toString('hex'), url).toBe('89504e470d0a1a0a');
  expect(body.subarray(12, 16).toString('ascii'), url).toBe('IHDR');
  return [body.readUInt32BE(16), body.readUInt32BE(20)];
}

test("the header's logo link draws the wordmark and is named by the publication", async ({
  page,
}) => {
  await open(page, '/');
  const logo = page.getByTestId('header-logo');
  await expect(logo).toHaveAccessibleName(DEFAULT_PUBLICATION_NAME);
  await expect(logo.getByTestId('brand-wordmark')).toBeVisible();
  await expect(logo.getByTestId('brand-mark')).toBeVisible();
  await expect(logo.locator('svg text')).toHaveCount(0);
  await expect(page.getByRole('link', { name: DEFAULT_PUBLICATION_NAME, exact: true })).toHaveCount(
    1,
  );
  const box = await logo.getByTestId('brand-wordmark').boundingBox();
  expect(box?.width).toBeGreaterThan(60);
});

test('the icons the head names answer images', async ({ page, request }) => {
  await open(page, '/');
  const icons = await page
    .locator('head link[rel="icon"], head link[rel="apple-touch-icon"]')
    .evaluateAll((links) => links.map((link) => (link as HTMLLinkElement).href));
  expect(icons.length).toBeGreaterThanOrEqual(3);
  for (const href of icons) {
    expect(href).not.toMatch(/^data:/);
    const res = await request.get(href);
    expect(res.status(), href).toBe(200);
    expect(res.headers()['content-type'], href).toMatch(/^image\/(svg\+xml|png)/);
  }
  const manifest = await page.locator('head link[rel="manifest"]').getAttribute('href');
  const res = await request.get(`${base()}${manifest}`);
  expect(res.status()).toBe(200);
  for (const icon of (await res.json()).icons as { src: string; sizes: string }[]) {
    if (!icon.src.endsWith('.png')) continue;
    expect((await pngSize(request, `${base()}${icon.src}`)).join('x')).toBe(icon.sizes);
  }
});

test('the structured data names PNG logos of exactly their stated sizes', async ({
  page,
  request,
}) => {
  const seen = new Set<string>();
  for (const path of ['/', (await anArticle()).path]) {
    await open(page, path);
    const logos = await jsonLdLogos(page);
    expect(logos.length, path).toBeGreaterThan(0);
    for (const { url, width, height } of logos) {
      expect(new URL(url).pathname).toBe(`/brand/logo-${width}x${height}.png`);
      expect(await pngSize(request, url)).toEqual([width, height]);
      seen.add(`${width}x${height}`);
    }
  }
  expect([...seen].sort()).toEqual(['120x84', '310x310']);
});

test("the footer's art answers SVGs without text", async ({ page, request }) => {
  await open(page, '/');
  const sources = await page
    .getByTestId('site-footer-background')
    .evaluate((picture) => [
      picture.querySelector('source')?.getAttribute('srcset'),
      picture.querySelector('img')?.getAttribute('src'),
    ]);
  expect(sources.sort()).toEqual([...FOOTER_ART].sort());
  for (const path of FOOTER_ART) {
    const res = await request.get(`${base()}${path}`);
    expect(res.status(), path).toBe(200);
    expect(res.headers()['content-type'], path).toMatch(/^image\/svg\+xml/);
    const svg = await res.text();
    expect(svg).toMatch(/^<svg[\s>]/);
    expect(svg).not.toMatch(/<text\b/);
  }
});
