// One URL of every route of the route table, through the gateway in Chromium: each answers
// with its route's status and cache policy, shows its screen (one h1, the content's own title
// where the content API names one), hydrates (AMP pages excepted: they carry no app script),
// and throws no error in the page. A route added to the table without a sample here fails.
import { expect, test } from '../support/test';
import { cacheControlFor, matchPath, ROUTES, type RouteName } from '@bytewire/routes';
import { composerPage } from '../support/corpus';
import { sitemapEntries } from '../support/samples';

interface Sample {
  path: string;
  /** Text the page's h1 holds, when the content API names it. */
  heading?: string;
}

const FIXED: Partial<Record<RouteName, Sample>> = {
  'front-door': { path: '/' },
  'auth-flow': { path: '/auth/flow/terms-of-service/' },
  // Reached without a code: it renders, then says the sign-in is incomplete.
  'auth-callback': { path: '/auth/callback/' },
  member: { path: '/members/preferences/' },
  'static-error': { path: '/_error/static/' },
  search: { path: '/search/?q=wi-fi' },
  'video-door': { path: '/video/' },
  'innovation-index': { path: '/innovation-index/' },
  topics: { path: '/topic/' },
  // Signed out, it renders, then goes on to the front page.
  'user-logout': { path: '/user/logout/' },
  recommends: { path: '/recommends/' },
  contact: { path: '/contact/', heading: 'Contact us' },
};

/** Samples from the content API's own sitemaps, each classified by the route table. */
async function collectSamples(): Promise<Map<RouteName, Sample>> {
  const samples = new Map<RouteName, Sample>(Object.entries(FIXED) as [RouteName, Sample][]);
  const add = (path: string, heading?: string) => {
    const match = matchPath(new URL(path, 'http://x').pathname);
    if (match.kind === 'page' && !samples.has(match.route.name)) {
      samples.set(match.route.name, { path, heading });
    }
  };
  for (const name of ['articles', 'reviews', 'galleries', 'videos', 'topics', 'authors', 'pages']) {
    for (const entry of await sitemapEntries(name)) add(entry.url, entry.title);
  }
  // Variants the sitemaps do not list: AMP copies, a gallery's second page, shared and
  // sponsored videos, a tag and a collection of an article, a feature page.
  for (const [route, amp] of [
    ['article', 'article-amp'],
    ['article-topic', 'article-amp-topic'],
    ['gallery', 'gallery-amp'],
    ['review', 'review-amp'],
  ] as const) {
    const plain = samples.get(route);
    if (plain && !samples.has(amp)) add(`/google-amp${plain.path}`, plain.heading);
  }
  const gallery = samples.get('gallery');
  if (gallery) add(`${gallery.path}2/`);
  const video = samples.get('video');
  if (video) {
    const slug = video.path.split('/')[2];
    add(`/video/share/${slug}/`, video.heading);
    add(`/paid-content/video/${slug}/`, video.heading);
  }
  // A tag and a collection, from the first articles that have one.
  for (const entry of (await sitemapEntries('articles')).slice(0, 40)) {
    if (samples.has('tag') && samples.has('collection')) break;
    const match = matchPath(entry.url);
    const slug = match.kind === 'page' ? match.params.slug : undefined;
    if (!slug) continue;
    const page = (await composerPage('article', slug)) as unknown as {
      components: { item?: { tags?: { slug: string }[]; primaryCollection?: { slug: string } } }[];
    };
    const item = page.components.find((c) => c.item)?.item;
    if (item?.tags?.[0]) add(`/tags/${item.tags[0].slug}/`);
    if (item?.primaryCollection) add(`/collection/${item.primaryCollection.slug}/`);
  }
  add('/feature/best-of-the-year/');
  return samples;
}

let samples: Map<RouteName, Sample>;

test.beforeAll(async () => {
  samples = await collectSamples();
});

test('every route of the table has a sample page', () => {
  const missing = ROUTES.map((r) => r.name).filter((name) => !samples.has(name));
  expect(missing).toEqual([]);
});

for (const route of ROUTES) {
  test(`${route.name} (${route.path}) renders its screen through the gateway`, async ({ page }) => {
    const sample = samples.get(route.name);
    expect(sample, `a sample page for ${route.name}`).toBeDefined();
    if (!sample) return;
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));

    const response = await page.goto(`${process.env.BASE_URL}${sample.path}`);
    expect(response?.status(), sample.path).toBe(200);
    expect(response?.headers()['cache-control'], sample.path).toBe(cacheControlFor(route));
    if (!route.amp) {
      await expect(page.locator('html')).toHaveAttribute('data-hydrated', 'true');
    }
    const heading = page.locator('h1');
    await expect(heading, sample.path).toHaveCount(1);
    await expect(heading).not.toHaveText('');
    if (sample.heading) await expect(heading).toContainText(sample.heading);
    expect(errors, sample.path).toEqual([]);
  });
}
