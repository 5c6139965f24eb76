import {
  resolveComponentErrors,
  type Article,
  type ContentLink,
  type Feature,
  type Gallery,
  type Page,
  type PageComponent,
  type RichText,
} from '@bytewire/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { componentOf, composerPage, createApp, get, pagePath } from './helpers/app';
import { ROUTES } from '@bytewire/routes';

let app: NestFastifyApplication;
let index: CorpusIndex;
beforeAll(async () => {
  app = await createApp();
  index = app.get(CorpusIndex);
});
afterAll(async () => {
  await app.close();
});

const page = (path: string): Promise<Page> => composerPage(app, path);

const component = componentOf;

/**
 * Every composer page with a fixed slug that a route of the table asks for (home, the doors,
 * static and feature pages, search, topics), so a route added to the table is covered here.
 */
const ROUTED_PAGES: [string, string][] = [
  ...new Map(
    ROUTES.flatMap((route) => {
      const { type, slug } = route.content;
      return typeof slug === 'string'
        ? [[`${type}/${slug}`, [type, slug] as [string, string]]]
        : [];
    }),
  ).values(),
];

describe('every page type answers a valid page', () => {
  const cases = (): [string, string][] => {
    const first = (kind: 'article' | 'review' | 'gallery' | 'video') =>
      index.entries.find((e) => e.kind === kind)!.item.slug;
    const author = [...index.profiles.keys()][0];
    return [
      ...ROUTED_PAGES,
      ['article', first('article')],
      ['gallery', first('gallery')],
      ['review', first('review')],
      ['video', first('video')],
      ['feature', 'innovation-index'],
      ['feature', 'best-of-the-year'],
      ['topic', 'laptops'],
      ['topic', 'home-and-office'],
      ['topics', 'all'],
      ['tag', 'faq-markup'],
      ['collection', 'holiday-gift-guide'],
      ['author', author],
      ['member', 'preferences'],
      ['auth-flow', 'terms-of-service'],
    ];
  };

  it('for each type and slug, with header, footer and meta, and no component errors', async () => {
    for (const [type, slug] of cases()) {
      const p = await page(pagePath(type, slug));
      expect(p.pageType).toBe(type);
      expect(p.meta.title).toBeTruthy();
      expect(p.header?.publicationName).toBe('Bytewire');
      expect(p.footer?.columns.alpha.length).toBeGreaterThan(0);
      expect(p.components.length).toBeGreaterThan(0);
      expect(resolveComponentErrors(p, 'us')).toEqual({ kind: 'ok' });
      for (const c of p.components) expect(c.status).toBe(200);
    }
  });

  it('defaults the platform to web and answers AMP for articles, galleries and reviews', async () => {
    const slug = index.entries.find((e) => e.kind === 'article')!.item.slug;
    expect((await page(`/api/neutron/composer/bytewire/pages/article/${slug}`)).platform).toBe(
      'web',
    );
    expect((await page(pagePath('article', slug, 'amp'))).platform).toBe('amp');
    expect(
      (
        await get(
          app,
          pagePath('video', index.entries.find((e) => e.kind === 'video')!.item.slug, 'amp'),
        )
      ).status,
    ).toBe(404);
  });
});

describe('article pages', () => {
  it('carry the article with body, author, dates, topics, related stories and the seamless queue', async () => {
    const entry = index.find('article', 'how-to-set-up-a-mesh-wi-fi-network')!;
    const p = await page(pagePath('article', entry.item.slug));
    expect(p.isSeamless).toBe(true);
    expect(p.id).toBe(entry.item.id);
    expect(p.meta.canonicalUrl).toBe('/article/how-to-set-up-a-mesh-wi-fi-network/');
    const article = component(p, 'article').item as Article;
    expect(component(p, 'article').required).toBe(true);
    expect(article.headline).toBe('How to set up a mesh Wi-Fi network');
    expect(article.dek).toBeTruthy();
    expect(article.author?.firstName).toBeTruthy();
    expect(article.datePublished?.date).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}/);
    expect(article.body).toMatch(/<p>.+<\/p>/);
    expect(article.body).toMatch(/<h2>/);
    expect(article.body).toContain('shortcode="image"');
    expect(article.topics?.[0]).toMatchObject({ slug: 'networking', primary: true });
    expect(article.relatedObjects?.length).toBe(5);
    expect(component(p, 'relatedContent').items).toHaveLength(5);
    const seamless = component(p, 'seamless');
    expect(seamless.meta.componentType).toBe('Seamless');
    expect(seamless.items).toHaveLength(3);
  });

  it('answer a topic-route article, and a bureau author profile link', async () => {
    const p = await page(pagePath('article', 'how-to-pick-the-right-cash-back-credit-card'));
    expect(p.meta.canonicalUrl).toBe(
      '/finance/credit-cards/how-to-pick-the-right-cash-back-credit-card/',
    );
  });

  it('give a missing slug the platform 404 component error', async () => {
    const p = await page(pagePath('article', 'no-such-story'));
    const article = component(p, 'article');
    expect(article.status).toBe(404);
    expect(article.errors).toEqual([{ code: 404, message: 'Content not found' }]);
    expect(article.item).toBeUndefined();
    expect(p.meta.noIndex).toBe(true);
    expect(resolveComponentErrors(p, 'us')).toEqual({
      kind: 'not-found',
      message: 'API responded with 404',
    });
  });

  it('give a renamed slug the platform 301 component error with the new slug', async () => {
    for (const kind of ['article', 'review', 'gallery', 'video'] as const) {
      const rename = index.corpus.renamed.find((r) => r.contentType === kind)!;
      const p = await page(pagePath(kind, rename.oldSlug));
      const main = p.components[0];
      expect(main.status).toBe(301);
      expect(main.errors).toEqual([
        {
          code: 301,
          message: 'the slug has changed',
          context: { availableOn: [{ edition: 'us', slug: rename.newSlug }] },
        },
      ]);
      expect(resolveComponentErrors(p, 'us')).toEqual({
        kind: 'redirect',
        slug: rename.newSlug,
        message: 'the slug has changed',
      });
    }
    const p = await page(pagePath('article', 'the-best-vpns-announced'));
    expect(p.components[0].errors[0].context?.availableOn?.[0].slug).toBe(
      'the-best-vpns-for-streaming',
    );
  });

  it.each([
    ['review', 'no-such-product'],
    ['gallery', 'no-such-gallery'],
    ['video', 'no-such-video'],
    ['topic', 'no-such-topic'],
    ['tag', 'no-such-tag'],
    ['collection', 'no-such-collection'],
    ['feature', 'no-such-feature'],
    ['author', 'no-such-person'],
  ])('give a missing %s the 404 component error', async (type, slug) => {
    const p = await page(pagePath(type, slug));
    expect(p.components[0].status).toBe(404);
    expect(resolveComponentErrors(p, 'us').kind).toBe('not-found');
  });

  it('have no author profile for authors without a bureau', async () => {
    const contributor = index.corpus.authors.find((a) => !a.bureau)!;
    const slug = `${contributor.firstName}-${contributor.lastName}`.toLowerCase();
    expect(resolveComponentErrors(await page(pagePath('author', slug)), 'us').kind).toBe(
      'not-found',
    );
  });
});

describe('doors', () => {
  it('page 20 items with paging, next link and rel links', async () => {
    const p = await page(pagePath('door', 'news'));
    const list = component(p, 'doorList');
    expect(list.paging).toEqual({
      limit: 20,
      offset: 0,
      total: index.articlesOfSubType('news').length,
    });
    expect(list.items).toHaveLength(20);
    expect(list.meta.links?.next?.href).toBe(
      '/api/neutron/composer/bytewire/components/door/news/doorList?pageNumber=2&edition=us',
    );
    expect(p.meta).toMatchObject({ canonicalUrl: '/news/', relNext: '/news/2/' });
    expect(p.meta.relPrev).toBeUndefined();

    const second = await page(`${pagePath('door', 'news')}?pageNumber=2`);
    expect(component(second, 'doorList').paging?.offset).toBe(20);
    expect(second.meta).toMatchObject({
      canonicalUrl: '/news/2/',
      relPrev: '/news/',
      relNext: '/news/3/',
    });
    const firstIds = (list.items as ContentLink[]).map((i) => i.id);
    for (const item of component(second, 'doorList').items as ContentLink[])
      expect(firstIds).not.toContain(item.id);
  });

  it('follow the next link to the following page of the component', async () => {
    const p = await page(pagePath('door', 'reviews'));
    const next = component(p, 'doorList').meta.links!.next!.href;
    const res = await get(app, next);
    expect(res.status).toBe(200);
    const nextComponent = res.body.data as PageComponent;
    expect(nextComponent.meta.componentName).toBe('doorList');
    expect(nextComponent.paging?.offset).toBe(20);
  });

  it('lets the news door take any pageNumber, reading non-digits as page 1', async () => {
    for (const value of ['abc', '0', '-3', '1.5', '%20', 'page2']) {
      const p = await page(`${pagePath('door', 'news')}?pageNumber=${value}`);
      expect(component(p, 'doorList').paging?.offset).toBe(0);
    }
    const far = await page(`${pagePath('door', 'news')}?pageNumber=999`);
    expect(component(far, 'doorList').items).toEqual([]);
    expect(far.meta.noIndex).toBe(true);
  });

  it('rejects a non-numeric pageNumber (400) and one out of range (404) on other doors', async () => {
    expect((await get(app, `${pagePath('door', 'reviews')}?pageNumber=abc`)).status).toBe(400);
    expect((await get(app, `${pagePath('door', 'reviews')}?pageNumber=0`)).status).toBe(404);
    expect((await get(app, `${pagePath('door', 'reviews')}?pageNumber=99`)).status).toBe(404);
    expect(
      (await get(app, `${pagePath('door', 'reviews')}?pageNumber=99999999999999999999999`)).status,
    ).toBe(404);
    expect((await get(app, `${pagePath('door', 'reviews')}?pageNumber=3`)).status).toBe(200);
  });

  it('answers 404 for a door that does not exist', async () => {
    expect((await get(app, pagePath('door', 'no-such-door'))).status).toBe(404);
  });

  it('lists videos on the video door as a VideoList', async () => {
    expect(component(await page(pagePath('door', 'video')), 'doorList').meta.componentType).toBe(
      'VideoList',
    );
  });
});

describe('other pages', () => {
  it('front door: lead story, top stories, latest, reviews, videos, editorial links', async () => {
    const p = await page(pagePath('front-door', 'home'));
    expect(component(p, 'leadStory').items).toHaveLength(1);
    expect(component(p, 'topStories').items).toHaveLength(8);
    expect(component(p, 'latest').paging?.limit).toBe(12);
    expect(component(p, 'reviews').items).toHaveLength(6);
    expect(component(p, 'videos').meta.componentType).toBe('VideoList');
    expect(component(p, 'editorialLinks').meta.componentType).toBe('EditorialLinks');
    expect(p.meta.canonicalUrl).toBe('/');
  });

  it('gallery: pageNumber picks the photo', async () => {
    const gallery = index.corpus.galleries[0];
    const p = await page(`${pagePath('gallery', gallery.slug)}?pageNumber=2`);
    const c = component(p, 'gallery');
    expect((c.item as Gallery).items.length).toBe(gallery.items.length);
    expect(c.paging).toEqual({ limit: 1, offset: 1, total: gallery.items.length });
    expect(p.meta).toMatchObject({
      canonicalUrl: `/pictures/${gallery.slug}/2/`,
      relPrev: `/pictures/${gallery.slug}/`,
    });
    expect(
      (
        await get(
          app,
          `${pagePath('gallery', gallery.slug)}?pageNumber=${gallery.items.length + 1}`,
        )
      ).status,
    ).toBe(404);
  });

  it('review: rating, label, sub-ratings, good, bad, bottom line and offers', async () => {
    const review = index.corpus.reviews[0];
    const item = component(await page(pagePath('review', review.slug)), 'review').item as Record<
      string,
      unknown
    >;
    for (const field of [
      'rating',
      'ratingLabel',
      'subRatings',
      'good',
      'bad',
      'bottomLine',
      'editorsChoice',
      'merchantOffers',
    ]) {
      expect(item[field]).toBeDefined();
    }
  });

  it('video: the video with its files', async () => {
    const video = index.corpus.videos[0];
    const item = component(await page(pagePath('video', video.slug)), 'video').item as {
      files: unknown[];
    };
    expect(item.files.length).toBeGreaterThan(0);
  });

  it('feature: rows of columns with colspan, labels, components and nested rows', async () => {
    const feature = component(await page(pagePath('feature', 'innovation-index')), 'feature')
      .item as Feature;
    expect(feature.rows.length).toBeGreaterThan(2);
    const columns = feature.rows.flatMap((r) => r.columns);
    expect(columns.every((c) => c.colspan >= 1 && c.colspan <= 12)).toBe(true);
    expect(columns.some((c) => c.label)).toBe(true);
    expect(columns.some((c) => (c.children ?? []).length > 0)).toBe(true);
    expect(columns.flatMap((c) => c.components).map((c) => c.meta.componentType)).toEqual(
      expect.arrayContaining(['Text', 'ContentList', 'VideoList', 'EditorialLinks']),
    );
    // Embedded components answer on the component endpoint too.
    const res = await get(
      app,
      '/api/neutron/composer/bytewire/components/feature/innovation-index/innovationIndexTrends',
    );
    expect(res.status).toBe(200);
    expect(res.body.data.meta.componentName).toBe('innovationIndexTrends');
  });

  it('topic: the listing carries the topic with its ancestors and subtopics', async () => {
    const c = component(await page(pagePath('topic', 'wearables')), 'topic');
    expect(c.list?.topic?.slug).toBe('wearables');
    expect(c.list?.topic?.topicPath?.map((t) => t.slug)).toEqual(['tech']);
    expect(c.list?.relatedItems?.map((t) => t.slug)).toContain('smart-watches');
    expect(c.paging?.total).toBeGreaterThan(0);
  });

  it('topics: roots with their subtopics as children', async () => {
    const items = component(await page(pagePath('topics', 'all')), 'topics').items as ContentLink[];
    expect(items.map((i) => i.slug)).toEqual(
      expect.arrayContaining([
        'tech',
        'innovation',
        'business',
        'security',
        'education',
        'finance',
        'home-and-office',
      ]),
    );
    expect(items.find((i) => i.slug === 'tech')?.children?.map((c) => c.slug)).toContain('laptops');
  });

  it("author: the profile and the author's content", async () => {
    const p = await page(pagePath('author', 'priya-raman'));
    expect(component(p, 'author').items).toEqual([
      expect.objectContaining({
        firstName: 'Priya',
        lastName: 'Raman',
        bureau: expect.any(String),
      }),
    ]);
    expect(component(p, 'authorContent').paging?.total).toBeGreaterThan(0);
    expect(p.meta.canonicalUrl).toBe('/meet-the-team/priya-raman/');
  });

  it("collection: the collection's items and other collections", async () => {
    const p = await page(pagePath('collection', 'holiday-gift-guide'));
    expect(component(p, 'collection').list?.collection?.slug).toBe('holiday-gift-guide');
    expect(component(p, 'relatedCollections').meta.componentType).toBe('RicochetCollections');
  });

  it('about: the audience figures of spec 000', async () => {
    const text = component(await page(pagePath('static', 'about')), 'text').item as RichText;
    for (const figure of ['130M', '85M', '1.1M', '1.8X', '1.9X'])
      expect(text.content).toContain(figure);
    expect(text.content).toMatch(/annual global visits/);
    expect(text.content).toMatch(/IT decision makers/);
    expect(text.content).toMatch(/early adopters/);
  });

  it('static: an unknown static page is a 404', async () => {
    expect((await get(app, pagePath('static', 'no-such-page'))).status).toBe(404);
    expect((await get(app, pagePath('static', 'constructor'))).status).toBe(404);
  });

  it('search: SmartSearchResults for q, never indexed', async () => {
    const p = await page(`${pagePath('search', 'results')}?q=laptop`);
    const results = component(p, 'searchResults');
    expect(results.meta.componentType).toBe('SmartSearchResults');
    expect(results.paging?.total).toBeGreaterThan(0);
    expect((results.items as ContentLink[])[0].title.toLowerCase()).toContain('laptop');
    expect(p.meta.noIndex).toBe(true);
    expect(component(await page(pagePath('search', 'results')), 'searchResults').items).toEqual([]);
  });
});

describe('envelope', () => {
  it('omits header and footer with contentOnly=true', async () => {
    const p = await page(`${pagePath('front-door', 'home')}?contentOnly=true`);
    expect(p.header).toBeUndefined();
    expect(p.footer).toBeUndefined();
    expect(p.components.length).toBeGreaterThan(0);
    expect(
      (await page(`${pagePath('front-door', 'home')}?contentOnly=false`)).header,
    ).toBeDefined();
  });

  it('echoes other query parameters, never the API key, with the edition', async () => {
    const res = await get(
      app,
      `${pagePath('front-door', 'home')}?utm_source=news&foo=bar&apiKey=whatever-else&contentOnly=true`,
    );
    expect(res.body.data.queryParams).toEqual({ utm_source: 'news', foo: 'bar', edition: 'us' });
  });

  it('rejects an unknown edition', async () => {
    const res = await get(app, `${pagePath('front-door', 'home')}?edition=fr`);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/edition/);
  });

  it('has the header menus and the footer of spec 001', async () => {
    const p = await page(pagePath('front-door', 'home'));
    expect(p.header?.menus.map((m) => m.label)).toEqual([
      'Tech',
      'Innovation',
      'Business',
      'Security',
      'Advice',
    ]);
    expect(p.header?.menus[0].links.map((l) => l.url)).toContain('/topic/laptops/');
    expect(p.header?.slogan).toBeTruthy();
    // No sister edition unless SISTER_EDITIONS configures them (chrome.test.ts).
    expect(p.header?.editions).toEqual([]);
    expect(p.footer?.columns.beta.map((l) => l.url)).toEqual([
      '/about/',
      '/meet-the-team/',
      '/sitemap/',
      '/reprints/',
    ]);
    expect(p.footer?.copyright).toMatch(/^© \d{4} Bytewire/);
    expect(p.footer?.policyLinks.every((l) => l.newTab)).toBe(true);
  });
});
