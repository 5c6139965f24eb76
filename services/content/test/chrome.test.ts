import {
  parseContentDateTime,
  parseHeaderLinksResponse,
  parseTrendingResponse,
  type MenuItem,
  type TrendingItem,
} from '@bytewire/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { TOPIC_MENUS } from '../src/corpus/text/topics';
import { composerPage, createApp, get, pagePath, SITE } from './helpers/app';

let app: NestFastifyApplication;
let index: CorpusIndex;
beforeAll(async () => {
  app = await createApp();
  index = app.get(CorpusIndex);
});
afterAll(async () => {
  await app.close();
});

const HEADER_LINKS = `/api/neutron/composer/${SITE}/resources/header_links?edition=us&componentName=headerLinks&componentType=HeaderLinks`;
const TRENDING = `/api/neutron/composer/${SITE}/listings/trending?edition=us&componentName=searchTrending&componentType=MultiFilteredList`;

async function headerLinks(): Promise<MenuItem[]> {
  const res = await get(app, HEADER_LINKS);
  expect(res.status).toBe(200);
  return (res.body as { data: { items: MenuItem[] } }).data.items;
}

function item(items: MenuItem[], linkText: string): MenuItem {
  const found = items.find((i) => i.linkText === linkText);
  if (!found) throw new Error(`no menu item ${linkText}`);
  return found;
}

describe('GET composer/{site}/resources/header_links (spec 001 s2, s3, s7)', () => {
  it('answers the header menus in order', async () => {
    const items = await headerLinks();
    expect(items.map((i) => [i.linkText, i.data])).toEqual([
      ['Trending', 'trending'],
      ['Topics', 'topics'],
      ['Buying Guides', 'buying-guides'],
      ['More', 'more'],
      ['Search', 'search'],
      ['Menu', 'accordion'],
      ['Account', 'account'],
      ['Editions', 'editions'],
    ]);
  });

  it('leaves Trending without links: its stories come from the trending listing', async () => {
    expect(item(await headerLinks(), 'Trending')).toEqual({
      linkText: 'Trending',
      data: 'trending',
      trackingName: 'trending',
    });
  });

  it('has the Topics sections with topic-slug columns of at most 5, then editorial links', async () => {
    const topics = item(await headerLinks(), 'Topics');
    expect(topics.sections?.map((s) => s.linkText)).toEqual([
      'Tech',
      'Innovation',
      'Business',
      'Security',
      'Advice',
    ]);
    for (const section of topics.sections ?? []) {
      expect(section).toMatchObject({ mainTopic: true, trackingName: expect.any(String) });
      const columns = section.subNav ?? [];
      const editorial = columns[columns.length - 1];
      const topicColumns = columns.slice(0, -1);
      // The editorial column: plain links, no topic slugs.
      expect(editorial.length).toBeGreaterThan(0);
      for (const link of editorial) {
        expect(Object.keys(link).sort()).toEqual(['linkText', 'linkUrl']);
        expect(link.linkUrl).toMatch(/^\/[a-z0-9-/]+\/$/);
      }
      const slugs: string[] = [];
      for (const column of topicColumns) {
        expect(column.length).toBeGreaterThan(0);
        expect(column.length).toBeLessThanOrEqual(5);
        for (const link of column) {
          expect(Object.keys(link).sort()).toEqual(['hslugPath', 'linkText', 'topicSlug']);
          const topic = index.topics.get(link.topicSlug!);
          expect(topic).toBeDefined();
          expect(link.linkText).toBe(topic?.name);
          // Its place in the tree: the restricted state's rule reads a sub-topic's ancestry there.
          expect(link.hslugPath).toBe(topic?.hslugPath);
          expect(link.hslugPath?.split('/').at(-1)).toBe(link.topicSlug);
          slugs.push(link.topicSlug!);
        }
      }
      // Every topic of the menu, in its order; only the last column may be short.
      expect(slugs).toEqual(TOPIC_MENUS.find((m) => m.label === section.linkText)?.topics);
      topicColumns.slice(0, -1).forEach((column) => expect(column).toHaveLength(5));
    }
    const tech = topics.sections?.[0];
    expect(tech?.trackingName).toBe('tech');
    expect(tech?.subNav?.map((c) => c.length)).toEqual([5, 5, 3, 2]);
    expect(tech?.subNav?.[3]).toEqual([
      { linkText: 'Best products', linkUrl: '/best-products/' },
      { linkText: 'Reviews', linkUrl: '/reviews/' },
    ]);
  });

  it('has 8 buying guides of the corpus in 4 columns', async () => {
    const guides = item(await headerLinks(), 'Buying Guides');
    expect(guides.subNav).toHaveLength(4);
    const links = (guides.subNav ?? []).flat();
    expect(links).toHaveLength(8);
    for (const link of links) {
      expect(Object.keys(link).sort()).toEqual(['linkText', 'linkUrl']);
      const entry = index.editorial(['article']).find((e) => e.link.url === link.linkUrl);
      expect(entry?.kind === 'article' && entry.item.subType).toBe('best-list');
      expect(link.linkText).toBe(entry?.link.title);
    }
    // The same guides as the page header's, in the same order.
    const page = await get(app, `/api/neutron/composer/${SITE}/pages/front-door/home`);
    expect(links.map((l) => l.linkUrl)).toEqual(
      (page.body.data.header.buyingGuides as { url: string }[]).map((l) => l.url),
    );
  });

  it('has the More links by topic slug, route or editorial link', async () => {
    expect(item(await headerLinks(), 'More').sections).toEqual([
      { linkText: 'See all topics', route: 'topics' },
      { linkText: 'Finance', topicSlug: 'finance', hslugPath: 'finance' },
      { linkText: 'Education', topicSlug: 'education', hslugPath: 'education' },
      { linkText: 'Health', topicSlug: 'health', hslugPath: 'health' },
      { linkText: 'Special features', linkUrl: '/collection/holiday-gift-guide/' },
      { linkText: 'In depth', route: 'indepth-door' },
      { linkText: 'Recommends', linkUrl: '/recommends/' },
      { linkText: 'Newsletters', route: 'newsletters' },
      { linkText: 'Videos', route: 'video-door' },
      { linkText: 'Editorial guidelines', route: 'editorial_guidelines' },
    ]);
  });

  it('has the icon menus: Search, Menu, Account, Editions', async () => {
    const items = await headerLinks();
    expect(item(items, 'Search')).toEqual({
      linkText: 'Search',
      data: 'search',
      icon: 'search',
      hideText: true,
      clickToOpen: true,
    });
    expect(item(items, 'Menu')).toEqual({
      linkText: 'Menu',
      data: 'accordion',
      icon: 'menu',
      hideText: true,
      clickToOpen: true,
    });
    expect(item(items, 'Account')).toEqual({
      linkText: 'Account',
      data: 'account',
      icon: 'user',
      hideText: true,
      clickToOpen: true,
      sections: [
        { linkText: 'Preferences', route: 'member', activePage: 'preferences' },
        { linkText: 'Newsletters', route: 'member', activePage: 'newsletters' },
        { linkText: 'Log out', linkUrl: '/user/logout/', trackingName: 'logout' },
      ],
    });
    const editions = item(items, 'Editions');
    expect(editions).toMatchObject({ data: 'editions', icon: 'globe', clickToOpen: true });
    expect(editions.hideText).toBeUndefined();
    // This site's edition, to its front door (the header marks it current); no sister
    // edition, since none is configured (SISTER_EDITIONS): never a made-up address.
    expect(editions.sections).toEqual([
      { linkText: 'United States', data: 'us', route: 'front-door' },
    ]);
  });

  it('is the same without the optional query parameters (edition defaults to us)', async () => {
    const bare = await get(app, `/api/neutron/composer/${SITE}/resources/header_links`);
    expect(bare.status).toBe(200);
    expect(bare.body.data.items).toEqual(await headerLinks());
  });
});

describe('the configured sister editions (SISTER_EDITIONS, spec 000 s1)', () => {
  // Test values on the reserved .test domain: the spec gives no addresses.
  const SISTERS = [
    { code: 'fr', label: 'France', url: 'https://fr.sister-edition.test/' },
    { code: 'jp', label: 'Japan', url: 'https://jp.sister-edition.test/ja/' },
  ];
  let configured: NestFastifyApplication;
  beforeAll(async () => {
    configured = await createApp({
      SISTER_EDITIONS: SISTERS.map((e) => `${e.code}|${e.label}|${e.url}`).join(','),
    });
  });
  afterAll(async () => {
    delete process.env.SISTER_EDITIONS;
    await configured.close();
  });

  it("follow this site's edition in the Editions menu, in their order, as linkUrl", async () => {
    const res = await get(configured, HEADER_LINKS);
    expect(res.status).toBe(200);
    const { items } = parseHeaderLinksResponse(res.body).data;
    expect(item(items, 'Editions').sections).toEqual([
      { linkText: 'United States', data: 'us', route: 'front-door' },
      ...SISTERS.map((e) => ({ linkText: e.label, data: e.code, linkUrl: e.url })),
    ]);
  });

  it("are the page header's external editions; without configuration it has none", async () => {
    const path = pagePath('front-door', 'home');
    expect((await composerPage(configured, path)).header?.editions).toEqual(
      SISTERS.map((e) => ({ label: e.label, url: e.url, external: true })),
    );
    expect((await composerPage(app, path)).header?.editions).toEqual([]);
  });
});

describe('GET composer/{site}/listings/trending (spec 001 s3, spec 000 s7)', () => {
  it('answers 12 recent popular stories of the corpus, newest first', async () => {
    const res = await get(app, TRENDING);
    expect(res.status).toBe(200);
    const items = res.body.data.items as TrendingItem[];
    expect(items).toHaveLength(12);
    let previous = Infinity;
    for (const story of items) {
      expect(Object.keys(story).sort()).toEqual(
        ['contentType', 'datePublished', 'id', 'image', 'slug', 'title', 'url'].sort(),
      );
      expect(Object.keys(story.datePublished)).toEqual(['date']);
      const date = story.datePublished.date ?? '';
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
      const published = parseContentDateTime(story.datePublished)?.getTime();
      expect(published).toBe(Date.parse(date));
      expect(published).toBeLessThanOrEqual(previous);
      previous = published ?? -Infinity;
      const entry = index.byContentId(story.id);
      expect(entry).toBeDefined();
      expect(entry?.published).toBe(published);
      expect(story).toMatchObject({
        slug: entry?.item.slug,
        title: entry?.link.title,
        url: entry?.link.url,
        contentType: entry?.kind,
        image: { id: expect.any(String), path: expect.any(String) },
      });
      expect(['article', 'review']).toContain(story.contentType);
    }
    // Both kinds of the corpus's popular stories.
    expect(new Set(items.map((s) => s.contentType))).toEqual(new Set(['article', 'review']));
  });

  it('passes the contract check with every item', async () => {
    const res = await get(app, TRENDING);
    const parsed = parseTrendingResponse(res.body);
    expect(parsed.data.items).toHaveLength(12);
  });
});

describe('the contracts read both answers unchanged', () => {
  it('header_links', async () => {
    const res = await get(app, HEADER_LINKS);
    expect(parseHeaderLinksResponse(res.body)).toEqual(res.body);
  });

  it('trending', async () => {
    const res = await get(app, TRENDING);
    expect(parseTrendingResponse(res.body)).toEqual(res.body);
  });
});

describe('bad requests to the header calls', () => {
  const paths = { header_links: HEADER_LINKS, trending: TRENDING };

  it.each(Object.entries(paths))('%s: 401 without the API key', async (_name, path) => {
    const res = await request(app.getHttpServer()).get(path);
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ statusCode: 401, message: 'A valid API key is required' });
  });

  it.each(Object.entries(paths))('%s: 404 for an unknown site', async (_name, path) => {
    const res = await get(app, path.replace(`/${SITE}/`, '/othersite/'));
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ statusCode: 404, message: 'Unknown site "othersite"' });
  });

  it('404 for an unknown resource or listing, naming the ones that exist', async () => {
    const resource = await get(app, `/api/neutron/composer/${SITE}/resources/footer_links`);
    expect(resource.status).toBe(404);
    expect(resource.body).toEqual({
      statusCode: 404,
      message: 'Unknown resource "footer_links": the resources are header_links',
    });
    const listing = await get(app, `/api/neutron/composer/${SITE}/listings/latest`);
    expect(listing.status).toBe(404);
    expect(listing.body.message).toBe('Unknown listing "latest": the listings are trending');
    // Inherited members of the lookup table are not resources.
    for (const name of ['constructor', '__proto__', 'toString']) {
      expect((await get(app, `/api/neutron/composer/${SITE}/resources/${name}`)).status).toBe(404);
    }
  });

  it.each(Object.entries(paths))('%s: 400 for an edition other than us', async (_name, path) => {
    const res = await get(app, path.replace('edition=us', 'edition=fr'));
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      statusCode: 400,
      message: 'Unknown edition "fr": editions are us',
    });
    // The composer's rule, word for word.
    const page = await get(app, `/api/neutron/composer/${SITE}/pages/front-door/home?edition=fr`);
    expect(page.body.message).toBe(res.body.message);
    const long = await get(app, path.replace('edition=us', `edition=${'x'.repeat(17)}`));
    expect(long.status).toBe(400);
    expect(long.body.message).toBe('edition must be at most 16 characters');
  });

  it.each(Object.entries(paths))('%s: 400 for a repeated parameter', async (_name, path) => {
    for (const [repeated, message] of [
      ['edition=us', 'edition must be given once'],
      ['componentName=a', 'componentName must be given once'],
      ['componentType=a', 'componentType must be given once'],
      ['utm_source=a&utm_source=b', 'Query parameter "utm_source" must be given once'],
    ]) {
      const res = await get(app, `${path}&${repeated}`);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ statusCode: 400, message });
    }
  });

  it.each(Object.entries(paths))(
    '%s: 400 for a component name over 64 characters',
    async (_n, path) => {
      const long = await get(
        app,
        path.replace('componentName=', `componentName=${'a'.repeat(64)}`),
      );
      expect(long.status).toBe(400);
      expect(long.body.message).toBe('componentName must be at most 64 characters');
      const type = await get(
        app,
        `${path.replace(/&componentType=[^&]*/, '')}&componentType=${'T'.repeat(65)}`,
      );
      expect(type.status).toBe(400);
      expect(type.body.message).toBe('componentType must be at most 64 characters');
      const fits = await get(
        app,
        `${path.replace(/&componentType=[^&]*/, '')}&componentType=${'T'.repeat(64)}`,
      );
      expect(fits.status).toBe(200);
    },
  );
});

describe('the OpenAPI document', () => {
  it('describes both header calls', async () => {
    const res = await request(internalHandler(app)).get('/openapi.yaml').expect(200);
    expect(res.text).toContain('/api/neutron/composer/{site}/resources/{resource}:');
    expect(res.text).toContain('/api/neutron/composer/{site}/listings/{listing}:');
  });
});
