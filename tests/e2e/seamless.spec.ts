// Seamless scrolling through the gateway in Chromium (spec 000 s2, s7, s9): scrolling past an
// article adds the next stories of the content API's listing, the address bar and the title
// follow the story being read, the listing is asked for once and no page twice; crawlers get
// none of it.
import { expect, test, type Page, type Request } from '../support/test';
import { DEFAULT_SITE_ID } from '@bytewire/site';
import { injectAxe } from '../support/axe';
import { composerPage } from '../support/corpus';

const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PUBLICATION = 'Bytewire';

interface StoryItem {
  id: string;
  slug: string;
  headline?: string;
  title?: string;
  titleTag?: string;
  primaryCollection?: { id: string; collectionType?: { slug: string }; typeSlug?: string };
}

interface ListingItem {
  id: string;
  slug: string;
  source: string;
  title: string;
  type: string;
  url: string;
}

function env(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the global setup starts the cluster`);
  return value;
}

/** The story component's item of a composer page. */
async function storyOf(type: string, slug: string): Promise<StoryItem> {
  const page = (await composerPage(type, slug)) as unknown as {
    components: { meta: { componentType: string }; item?: StoryItem }[];
  };
  const item = page.components.find((c) =>
    ['Article', 'Review', 'Video'].includes(c.meta.componentType),
  )?.item;
  if (!item) throw new Error(`no story on the ${type} page ${slug}`);
  return item;
}

function isSpecialFeature(story: StoryItem): boolean {
  const collection = story.primaryCollection;
  return (
    collection?.collectionType?.slug === 'special-feature' ||
    collection?.typeSlug === 'special-feature'
  );
}

interface Landing {
  path: string;
  story: StoryItem;
}

/** Plain /article/ pages of a page of the news door, with their stories, in door order. */
async function newsArticles(pageNumber = 1): Promise<Landing[]> {
  const door = await composerPage('door', 'news', `?pageNumber=${pageNumber}`);
  const paths = door.components
    .flatMap((c) => c.items ?? [])
    .map((item) => item.url ?? '')
    .filter((url) => /^\/article\/[a-z0-9-]+\/$/.test(url));
  return Promise.all(
    paths.map(async (path) => ({ path, story: await storyOf('article', path.split('/')[2]) })),
  );
}

/** The first article of the news door (its first pages) that fits. */
async function newsArticle(fits: (story: StoryItem) => boolean, what: string): Promise<Landing> {
  for (let pageNumber = 1; pageNumber <= 5; pageNumber += 1) {
    const found = (await newsArticles(pageNumber)).find(({ story }) => fits(story));
    if (found) return found;
  }
  throw new Error(`the news door's first pages list no ${what}`);
}

/** What the content API lists after a story, asked as the site asks. */
async function listingAfter(story: StoryItem, limit: number): Promise<ListingItem[]> {
  const url = new URL(
    `${env('CONTENT_URL')}/api/neutron/seamless/${DEFAULT_SITE_ID}/${story.slug}/web`,
  );
  url.searchParams.set('contentId', story.id);
  url.searchParams.set('limit', String(limit));
  const res = await fetch(url, { headers: { 'x-api-key': env('CONTENT_API_KEY') } });
  if (!res.ok) throw new Error(`content API answered ${res.status} for ${url.toString()}`);
  return ((await res.json()) as { data: { items: ListingItem[] } }).data.items;
}

/** The title the page shows for a listed story: its title tag, else its headline. */
async function titleOf(item: ListingItem): Promise<string> {
  const story = await storyOf(item.type, item.slug);
  const own =
    item.type === 'video'
      ? story.title || story.headline || ''
      : story.titleTag || story.headline || '';
  return own.includes(PUBLICATION) ? own : `${own} | ${PUBLICATION}`;
}

function watchApi(page: Page): { seamless: Request[]; composer: string[] } {
  const seen = { seamless: [] as Request[], composer: [] as string[] };
  page.on('request', (req) => {
    const { pathname } = new URL(req.url());
    if (pathname.startsWith('/api/neutron/seamless/')) seen.seamless.push(req);
    if (pathname.startsWith('/api/neutron/composer/')) seen.composer.push(pathname);
  });
  return seen;
}

async function openArticle(page: Page, path: string): Promise<void> {
  const res = await page.goto(`${env('BASE_URL')}${path}`);
  expect(res?.status()).toBe(200);
  await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
}

const added = (page: Page) => page.locator('article[data-seamless-path]');
// The live feed's loader: its code loads once the page has hydrated and the server's loader
// comes within two screens of the viewport (issue 33), and replaces the server's.
const loader = (page: Page) => page.locator('[data-seamless-feed] [data-seamless-loader]');

/** Scrolls to the end of the story: the feed's code loads and the feed takes the place. */
async function reachFeed(page: Page): Promise<void> {
  await page.locator('[data-seamless-loader]').first().scrollIntoViewIfNeeded();
  await expect(page.locator('[data-seamless-feed]')).toBeAttached();
}

async function seriousViolations(page: Page): Promise<string[]> {
  await injectAxe(page);
  return page.evaluate(async () => {
    const axe = (
      window as unknown as {
        axe: {
          run: (ctx: Document) => Promise<{ violations: { id: string; impact?: string }[] }>;
        };
      }
    ).axe;
    const { violations } = await axe.run(document);
    return violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => `${v.impact}: ${v.id}`);
  });
}

test('scrolling past an article adds the next stories; the address bar and the title follow', async ({
  page,
}) => {
  const landing = await newsArticle(
    (story) => !isSpecialFeature(story),
    'article outside a special feature',
  );
  const listing = await listingAfter(landing.story, 3);
  expect(listing).toHaveLength(3);
  const errors: string[] = [];
  page.on('pageerror', (err) => errors.push(err.message));
  const api = watchApi(page);

  await openArticle(page, landing.path);
  const landingTitle = await page.title();
  await page.evaluate(() => {
    const events: unknown[] = [];
    (window as unknown as { seamlessEvents: unknown[] }).seamlessEvents = events;
    window.addEventListener('bytewire:seamless-page', (e) =>
      events.push((e as CustomEvent).detail),
    );
  });
  // Keyboard focus on the header: adding pages must not move it.
  await page.getByTestId('header-logo').focus();
  await expect(added(page)).toHaveCount(0);

  // Near the end of the article, the first listed story is added below it.
  await reachFeed(page);
  const first = added(page).first();
  await expect(first).toHaveAttribute('data-seamless-path', listing[0].url);
  await expect(first.locator('h2').first()).toBeVisible();
  await expect(page.locator('h1')).toHaveCount(1);
  expect(await page.evaluate(() => document.activeElement?.closest('header') !== null)).toBe(true);

  // Reading it: the address bar and the title (template "%s | Bytewire") follow.
  await first.evaluate((el) => el.scrollIntoView({ block: 'start' }));
  await expect(page).toHaveURL(`${env('BASE_URL')}${listing[0].url}`);
  await expect(page).toHaveTitle(await titleOf(listing[0]));
  // Tracking data: direction.position, page number, program source and contentaboutcontent.
  await expect(first).toHaveAttribute('data-track-link-tag', 'down.1');
  await expect(first).toHaveAttribute('data-track-click-text', 'down.1');
  await expect(first).toHaveAttribute('data-track-page-number', '2');
  await expect(first).toHaveAttribute('data-track-program-source', listing[0].source);
  await expect(first).toHaveAttribute('data-track-program-type', 'contentaboutcontent');

  // Back up to the landing story: its address and title come back.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(page).toHaveURL(`${env('BASE_URL')}${landing.path}`);
  await expect(page).toHaveTitle(landingTitle);
  const events = await page.evaluate(
    () =>
      (window as unknown as { seamlessEvents: { path: string; linkTag: string }[] }).seamlessEvents,
  );
  expect(events.map((e) => [e.path, e.linkTag])).toEqual([
    [listing[0].url, 'down.1'],
    [landing.path, 'up.0'],
  ]);

  // Reading on to the end of the listing adds each listed story once, then nothing more.
  for (let n = 2; n <= listing.length && (await loader(page).count()) > 0; n += 1) {
    await loader(page).scrollIntoViewIfNeeded();
    await expect.poll(() => added(page).count()).toBeGreaterThanOrEqual(n);
  }
  await expect(loader(page)).toHaveCount(0);
  await expect(added(page)).toHaveCount(listing.length);
  expect(await added(page).evaluateAll((els) => els.map((el) => el.dataset.seamlessPath))).toEqual(
    listing.map((item) => item.url),
  );

  // One listing request, as spec 000 s7 words it; no page requested twice; none for the
  // landing page, which the server rendered.
  expect(api.seamless).toHaveLength(1);
  const asked = new URL(api.seamless[0].url());
  expect(asked.pathname).toBe(`/api/neutron/seamless/${DEFAULT_SITE_ID}/${landing.story.slug}/web`);
  expect(Object.fromEntries(asked.searchParams)).toMatchObject({
    contentId: landing.story.id,
    componentName: 'seamless',
    limit: '3',
  });
  expect(new Set(api.composer).size).toBe(api.composer.length);
  expect(api.composer.some((p) => p.includes(`/${landing.story.slug}/`))).toBe(false);
  for (const item of listing) {
    expect(api.composer.filter((p) => p.includes(`/${item.slug}/`))).toHaveLength(1);
  }

  expect(await seriousViolations(page)).toEqual([]);
  expect(errors).toEqual([]);
});

test('a story of a special-feature collection asks for 10 stories of that collection', async ({
  page,
}) => {
  const landing = await newsArticle(isSpecialFeature, 'article of a special feature');
  const api = watchApi(page);
  await openArticle(page, landing.path);
  await reachFeed(page);
  await expect.poll(() => api.seamless.length).toBe(1);
  const asked = new URL(api.seamless[0].url());
  expect(asked.searchParams.get('limit')).toBe('10');
  expect(asked.searchParams.get('collectionId')).toBe(landing.story.primaryCollection?.id);
});

test.describe('for a crawler', () => {
  test.use({ userAgent: GOOGLEBOT });

  test('Googlebot gets no seamless loader, no listing request and no added story', async ({
    page,
  }) => {
    const [landing] = await newsArticles();
    const api = watchApi(page);
    const res = await page.goto(`${env('BASE_URL')}${landing.path}`);
    expect(res?.status()).toBe(200);
    expect(await res?.text()).not.toContain('data-seamless-loader');
    await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');

    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await page.waitForLoadState('networkidle');
    await expect(loader(page)).toHaveCount(0);
    await expect(added(page)).toHaveCount(0);
    expect(api.seamless).toHaveLength(0);
    await expect(page).toHaveURL(`${env('BASE_URL')}${landing.path}`);
  });
});
