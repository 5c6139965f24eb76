// The client bundle in Chromium: screens are chunks of their own. A first load of each page
// type fetches its own screen's chunk (named in the head by the server) and no other screen's,
// neither the content client (zod), hls.js nor DOMPurify (upstream HTML hydrates from the
// server's markup, issue 33), and hydrates with no error and no server node replaced, also when
// the screen's chunk arrives late. A client navigation fetches the next screen's chunk and the
// sanitiser with its data. An article's JavaScript, with what loads after hydration by itself,
// stays within its budget.
import { expect, test, type Page } from '../support/test';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { constants, gzipSync } from 'node:zlib';
import { NO_CONSENT_CHOICE } from '../support/consent';
import { anArticle, composerPage } from '../support/corpus';
import { aReview, aVideo } from '../support/samples';

const base = () => process.env.BASE_URL ?? '';

/** Script chunks the page requested, by file name (`ArticleScreen-abc123.js`). */
function scriptRequests(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/assets/') && pathname.endsWith('.js')) {
      scripts.push(pathname.slice('/assets/'.length));
    }
  });
  return scripts;
}

interface HydrationWatch {
  errors: string[];
  /** Elements removed from the document before hydration finished. */
  removed(): Promise<string[]>;
  /** Script chunks the page had fetched when it hydrated. */
  scriptsAtHydration(): Promise<string[]>;
}

interface Watched {
  __removed: string[];
  __scriptsAtHydration?: string[];
}

/**
 * Errors of the page (hydration mismatches are reported as errors) and, from before the first
 * script runs, every element removed from the document before hydration finished: React
 * replaces server markup it cannot hydrate, which the reader sees as a flash. When hydration
 * ends (the `data-hydrated` flag), the scripts fetched so far are noted.
 */
async function watchHydration(page: Page): Promise<HydrationWatch> {
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  page.on('console', (msg) => {
    if (msg.type() === 'error') errors.push(msg.text());
  });
  await page.addInitScript(() => {
    const watched = window as unknown as Watched;
    watched.__removed = [];
    const scripts = () =>
      performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name).pathname)
        .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'))
        .map((path) => path.slice('/assets/'.length));
    new MutationObserver((records) => {
      for (const record of records) {
        if (record.type === 'attributes' && document.documentElement.dataset.hydrated) {
          watched.__scriptsAtHydration ??= scripts();
        }
        if (document.documentElement.dataset.hydrated) continue;
        for (const node of Array.from(record.removedNodes)) {
          if (node instanceof Element) watched.__removed.push(node.outerHTML.slice(0, 120));
        }
      }
    }).observe(document, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['data-hydrated'],
    });
  });
  return {
    errors,
    removed: () => page.evaluate(() => (window as unknown as Watched).__removed),
    scriptsAtHydration: () =>
      page.evaluate(() => (window as unknown as Watched).__scriptsAtHydration ?? []),
  };
}

interface FirstLoad {
  screen: string;
  source: string;
  files: string[];
}

/** The client build's manifest entry of the product modules (see web/src/body/product-modules.ts). */
const PRODUCT_MODULES = 'src/body/product-modules.ts';

/**
 * Whether a story's page holds listicles or review cards, as the content API says: then it
 * loads the product modules' chunk before hydrating too.
 */
async function holdsProductModules(pagePath: string): Promise<boolean> {
  const match = /^\/(article|product)\/([a-z0-9-]+)\/$/.exec(pagePath);
  if (!match) return false;
  const type = match[1] === 'article' ? 'article' : 'review';
  const { components } = await composerPage(type, match[2]!);
  return components.some((c) => {
    const item = c.item as { listicles?: unknown[]; reviewCards?: unknown[] } | undefined;
    return (item?.listicles?.length ?? 0) > 0 || (item?.reviewCards?.length ?? 0) > 0;
  });
}

/**
 * What the client build says each screen's first load needs (scripts/lib/bundle-size.mjs reads
 * the manifest of the build the cluster serves): file names without `assets/`.
 */
async function expectedFirstLoad(screen: string, withProducts: boolean): Promise<string[]> {
  const { firstLoads, staticClosure, readManifest } =
    (await import('../../scripts/lib/bundle-size.mjs')) as {
      firstLoads(clientDir: string): { pages: FirstLoad[] };
      readManifest(clientDir: string): Record<string, { file: string }>;
      staticClosure(manifest: unknown, key: string, into?: Set<string>): Set<string>;
    };
  const load = firstLoads(CLIENT_DIR).pages.find((page) => page.screen === screen);
  if (!load) throw new Error(`the client build has no chunk for ${screen}`);
  const manifest = readManifest(CLIENT_DIR);
  const parts = withProducts ? [...staticClosure(manifest, PRODUCT_MODULES)] : [];
  const files = new Set([...load.files, ...parts.map((key) => manifest[key]!.file)]);
  return [...files].map((file) => file.slice('assets/'.length)).sort();
}

const CLIENT_DIR = path.resolve(__dirname, '../../web/dist/client');

const PAGE_TYPES: {
  name: string;
  screen: string;
  pathOf: () => Promise<string>;
  /** Holds upstream HTML (an article body): hydrated without DOMPurify all the same. */
  body?: boolean;
}[] = [
  { name: 'home', screen: 'HomeScreen', pathOf: async () => '/' },
  {
    name: 'article',
    screen: 'ArticleScreen',
    pathOf: async () => (await anArticle()).path,
    body: true,
  },
  { name: 'review', screen: 'ReviewScreen', pathOf: aReview, body: true },
  { name: 'video', screen: 'VideoScreen', pathOf: aVideo },
];

for (const { name, screen, pathOf, body } of PAGE_TYPES) {
  test(`a first load of the ${name} page fetches its own screen and hydrates cleanly`, async ({
    page,
  }) => {
    const watch = await watchHydration(page);
    const pagePath = await pathOf();
    await page.goto(`${base()}${pagePath}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    const scripts = await watch.scriptsAtHydration();
    if (body) await expect(page.locator('.article__body[data-safe-html]')).toHaveCount(1);

    const preloaded = await page
      .locator('head link[rel="modulepreload"]')
      .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
    expect(preloaded.some((href) => href.startsWith(`/assets/${screen}-`))).toBe(true);

    // Exactly the entry's chunks and the screen's: no other screen, not the content client
    // (zod), not hls.js, not DOMPurify, also on a page holding upstream HTML.
    expect([...new Set(scripts)].sort()).toEqual(
      await expectedFirstLoad(screen, await holdsProductModules(pagePath)),
    );
    expect(
      scripts.filter((file) => /^(hls|browser-content-client|dompurify-sanitiser)/.test(file)),
    ).toEqual([]);
    expect(await watch.removed()).toEqual([]);
    expect(watch.errors).toEqual([]);
  });
}

test('hydration waits for a screen chunk that arrives late, and keeps the server markup', async ({
  page,
}) => {
  const article = await anArticle();
  const watch = await watchHydration(page);
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/ArticleScreen-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });

  await page.goto(`${base()}${article.path}`, { waitUntil: 'domcontentloaded' });
  // The server's article is on screen while its code is held back, and not yet hydrated.
  await expect(page.locator('h1')).toHaveText(article.headline);
  expect(await page.locator('html').getAttribute('data-hydrated')).toBeNull();

  release();
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  await expect(page.locator('h1')).toHaveText(article.headline);
  expect(await watch.removed()).toEqual([]);
  expect(watch.errors).toEqual([]);
});

test("a client navigation fetches the next screen's chunk with its data", async ({ page }) => {
  const watch = await watchHydration(page);
  const scripts = scriptRequests(page);
  await page.goto(`${base()}/`);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
  expect(scripts.filter((file) => file.startsWith('ArticleScreen-'))).toEqual([]);

  const link = page.locator('main a[href^="/article/"]').first();
  const href = await link.getAttribute('href');
  await page.evaluate(() => ((window as unknown as { __marker: string }).__marker = 'kept'));
  await link.click();
  await expect(page).toHaveURL(`${base()}${href}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  expect(scripts.filter((file) => file.startsWith('ArticleScreen-'))).toHaveLength(1);
  // The content client (with zod) and the sanitiser (DOMPurify) came with the first navigation,
  // and the article's body is on the page.
  expect(scripts.some((file) => file.startsWith('browser-content-client-'))).toBe(true);
  expect(scripts.some((file) => file.startsWith('dompurify-sanitiser-'))).toBe(true);
  await expect(page.locator('main [data-safe-html] p').first()).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { __marker?: string }).__marker)).toBe(
    'kept',
  );
  expect(watch.errors).toEqual([]);
});

test.describe('a new reader of an article', () => {
  // As the bench's Lighthouse run meets it: no consent choice yet, nothing done but waiting.
  test.use({ storageState: NO_CONSENT_CHOICE });

  test('fetches at most ARTICLE_TOTAL_BUDGET_KB of JavaScript, first load and what follows by itself', async ({
    page,
  }) => {
    const { ARTICLE_TOTAL_BUDGET_KB } = (await import('../../scripts/lib/bundle-size.mjs')) as {
      ARTICLE_TOTAL_BUDGET_KB: number;
    };
    const watch = await watchHydration(page);
    const scripts = scriptRequests(page);
    await page.goto(`${base()}${(await anArticle()).path}`);
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    // What starts after hydration by itself: the after-hydration chunk at once, the A/B test
    // event 5 s after DOM ready; then the network stays quiet.
    await page.waitForTimeout(6000);
    await page.waitForLoadState('networkidle');
    const atHydration = new Set(await watch.scriptsAtHydration());
    const files = [...new Set(scripts)];
    // Each file gzipped once, at level 9 as the bench counts it.
    const sizes = new Map(
      files.map((file) => [
        file,
        gzipSync(readFileSync(path.join(CLIENT_DIR, 'assets', file)), {
          level: constants.Z_BEST_COMPRESSION,
        }).length,
      ]),
    );
    const sizeOf = (file: string) => sizes.get(file) ?? 0;
    const first = files.filter((file) => atHydration.has(file));
    const after = files.filter((file) => !atHydration.has(file));
    const kb = (list: string[]) => list.reduce((sum, file) => sum + sizeOf(file), 0) / 1024;
    const total = kb(files);
    process.stdout.write(
      `article JavaScript: ${total.toFixed(1)} KB gzipped in ${files.length} scripts ` +
        `(before hydrating ${kb(first).toFixed(1)} KB in ${first.length}, after ${kb(after).toFixed(1)} KB in ${after.length}: ` +
        `${after.map((file) => `${file} ${(sizeOf(file) / 1024).toFixed(1)}`).join(', ')}); budget ${ARTICLE_TOTAL_BUDGET_KB} KB\n`,
    );
    expect(after.length).toBeGreaterThan(0);
    // What a new reader does not need until the reader acts, scrolls or consents: sign-in's
    // actions (nothing remembered), the recommendations and seamless scrolling's feed (the
    // story's end is screens away), the consent preferences dialog (the banner is enough until
    // the reader reaches for 'Manage preferences'), and the code that fills ad slots and
    // partner containers (nothing is asked of an ad network before targeting is allowed).
    const deferred = [
      'auth-actions',
      'Recommendations',
      'SeamlessFeed',
      'ConsentPreferences',
      'ModalDialog',
      'run-page-ads',
      'partner-ads',
    ];
    const chunkOf = (name: string) => (file: string) =>
      file.startsWith(`${name}-`) && file.endsWith('.js');
    // Each is a chunk of the build, so that a renamed one fails here instead of passing unseen.
    const built = readdirSync(path.join(CLIENT_DIR, 'assets'));
    expect(deferred.filter((name) => !built.some(chunkOf(name)))).toEqual([]);
    expect(files.filter((file) => deferred.some((name) => chunkOf(name)(file)))).toEqual([]);
    expect(total).toBeLessThanOrEqual(ARTICLE_TOTAL_BUDGET_KB);
    expect(watch.errors).toEqual([]);
  });
});
