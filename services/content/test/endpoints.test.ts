import { URL_TYPES, type SeamlessItem, type VanityResponse } from '@bytewire/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import sharp from 'sharp';
import request from 'supertest';
import { internalHandler } from '@bytewire/service-kit';
import { parse as parseYaml } from 'yaml';
import { CorpusIndex } from '../src/corpus/corpus-index';
import { createApp, get } from './helpers/app';

let app: NestFastifyApplication;
let index: CorpusIndex;
beforeAll(async () => {
  app = await createApp();
  index = app.get(CorpusIndex);
});
afterAll(async () => {
  await app.close();
});

const ARTICLE = 'how-to-set-up-a-mesh-wi-fi-network';

describe('seamless', () => {
  it('answers the next three items after an article by default', async () => {
    const res = await get(
      app,
      `/api/neutron/seamless/bytewire/${ARTICLE}/web?componentName=seamless&componentDisplayName=Seamless&componentType=Seamless`,
    );
    expect(res.status).toBe(200);
    const items = res.body.data.items as SeamlessItem[];
    expect(items).toHaveLength(3);
    for (const item of items) {
      expect(item).toEqual({
        id: expect.any(String),
        slug: expect.any(String),
        source: 'latest',
        title: expect.any(String),
        type: expect.stringMatching(/^(article|review|video)$/),
        url: expect.stringMatching(/^\//),
      });
      expect(item.slug).not.toBe(ARTICLE);
    }
    // Older than the current item: the sequence reads back in time.
    const current = index.find('article', ARTICLE)!;
    expect(index.bySlugAnyKind(items[0].slug)!.published).toBeLessThanOrEqual(current.published);
  });

  it('honours limit up to 10 and rejects more', async () => {
    expect(
      (await get(app, `/api/neutron/seamless/bytewire/${ARTICLE}/web?limit=10`)).body.data.items,
    ).toHaveLength(10);
    expect((await get(app, `/api/neutron/seamless/bytewire/${ARTICLE}/web?limit=11`)).status).toBe(
      400,
    );
    expect((await get(app, `/api/neutron/seamless/bytewire/${ARTICLE}/web?limit=0`)).status).toBe(
      400,
    );
  });

  it('finds the item by contentId, which wins over the slug', async () => {
    const other = index.find('article', 'how-to-pick-the-right-cash-back-credit-card')!;
    const byId = await get(app, `/api/neutron/seamless/bytewire/web?contentId=${other.item.id}`);
    expect(byId.status).toBe(200);
    const both = await get(
      app,
      `/api/neutron/seamless/bytewire/${ARTICLE}/web?contentId=${other.item.id}`,
    );
    expect(both.body).toEqual(byId.body);
  });

  it('follows a collection when given one', async () => {
    const slugs = index.corpus.collectionItems['cybersecurity-awareness'];
    const members = slugs.filter((s) => index.bySlugAnyKind(s)?.kind !== 'gallery');
    const res = await get(
      app,
      `/api/neutron/seamless/bytewire/${members[0]}/web?collectionId=cybersecurity-awareness`,
    );
    expect(res.body.data.items.map((i: SeamlessItem) => i.slug)).toEqual(members.slice(1, 4));
    expect(res.body.data.items[0].source).toBe('collection');
  });

  it('needs a slug or a contentId (400) that exists (404)', async () => {
    expect((await get(app, '/api/neutron/seamless/bytewire/web')).status).toBe(400);
    expect((await get(app, '/api/neutron/seamless/bytewire/no-such-story/web')).status).toBe(404);
  });
});

describe('finder', () => {
  it('autosuggests topics, content and videos for a lowercased term', async () => {
    const res = await get(
      app,
      '/api/neutron/finder/bytewire/autosuggest/wi-fi?componentType=SmartSearch&componentName=autosuggest',
    );
    expect(res.status).toBe(200);
    const { topics, content, videos } = res.body.data.item;
    expect(content.length).toBeGreaterThan(0);
    expect(content.length).toBeLessThanOrEqual(3);
    expect(videos.length).toBeLessThanOrEqual(3);
    expect(topics.length).toBeLessThanOrEqual(8);
    expect(content[0]).toMatchObject({
      id: expect.any(String),
      slug: expect.any(String),
      title: expect.stringMatching(/wi-fi/i),
      image: { alt: expect.any(String) },
    });
    expect(content[0].topics[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      slug: expect.any(String),
    });
    const security = await get(app, '/api/neutron/finder/bytewire/autosuggest/secur');
    expect(security.body.data.item.topics.map((t: { slug: string }) => t.slug)).toContain(
      'security',
    );
    const uppercase = await get(app, '/api/neutron/finder/bytewire/autosuggest/LAPTOP');
    expect(uppercase.body).toEqual(
      (await get(app, '/api/neutron/finder/bytewire/autosuggest/laptop')).body,
    );
  });

  it('answers empty lists for a term with no match', async () => {
    const res = await get(app, '/api/neutron/finder/bytewire/autosuggest/zzzzqqq');
    expect(res.body.data.item).toEqual({ topics: [], content: [], videos: [] });
  });

  it('searches with paging', async () => {
    const res = await get(app, '/api/neutron/finder/bytewire/search/laptop?limit=5&offset=5');
    expect(res.status).toBe(200);
    expect(res.body.data.items).toHaveLength(5);
    expect(res.body.data.paging).toEqual({ limit: 5, offset: 5, total: expect.any(Number) });
    expect((await get(app, '/api/neutron/finder/bytewire/search/laptop?limit=500')).status).toBe(
      400,
    );
  });
});

describe('sitemaps', () => {
  it('lists the sitemaps in the index and pages each one', async () => {
    const res = await get(app, '/api/neutron/sitemaps/index');
    expect(res.body.data.items.map((i: { name: string }) => i.name)).toEqual(
      expect.arrayContaining([
        'articles',
        'reviews',
        'galleries',
        'videos',
        'news',
        'topics',
        'authors',
        'pages',
      ]),
    );
    const articles = await get(app, '/api/neutron/sitemaps/articles?offset=10&limit=25');
    expect(articles.body.data.items).toHaveLength(25);
    expect(articles.body.data.paging).toEqual({
      limit: 25,
      offset: 10,
      total: index.corpus.articles.length,
    });
    expect(articles.body.data.items[0]).toEqual({
      url: expect.stringMatching(/^\//),
      title: expect.any(String),
      lastModified: expect.any(String),
      topics: expect.arrayContaining([expect.objectContaining({ slug: expect.any(String) })]),
    });
    expect((await get(app, '/api/neutron/sitemaps/news')).body.data.items.length).toBeGreaterThan(
      0,
    );
    expect((await get(app, '/api/neutron/sitemaps/unknown')).status).toBe(404);
    expect((await get(app, '/api/neutron/sitemaps/constructor')).status).toBe(404);
  });

  it('gives each topic entry its topic with the ancestors, root first (the restricted state reads them)', async () => {
    const topics = (await get(app, '/api/neutron/sitemaps/topics?limit=1000')).body.data.items as {
      url: string;
      topics: { slug: string; topicPath?: { slug: string }[] }[];
    }[];
    const entry = (url: string) => topics.find((t) => t.url === url);
    expect(entry('/topic/smart-watches/')?.topics).toEqual([
      expect.objectContaining({
        slug: 'smart-watches',
        topicPath: [
          expect.objectContaining({ slug: 'tech' }),
          expect.objectContaining({ slug: 'wearables' }),
        ],
      }),
    ]);
    // A root topic has no ancestors to list.
    expect(entry('/topic/health/')?.topics).toEqual([
      expect.not.objectContaining({ topicPath: expect.anything() }),
    ]);
    expect(entry('/topic/health/')?.topics[0].slug).toBe('health');
  });

  it('gives each story entry the topics it is filed under, with their ancestors', async () => {
    const reviews = (await get(app, '/api/neutron/sitemaps/reviews?limit=1000')).body.data
      .items as { url: string; topics: { slug: string; topicPath?: { slug: string }[] }[] }[];
    const watch = reviews.find((r) => r.topics.some((t) => t.slug === 'smart-watches'));
    expect(
      watch?.topics.find((t) => t.slug === 'smart-watches')?.topicPath?.map((a) => a.slug),
    ).toEqual(['tech', 'wearables']);
  });

  it('titles the static pages with the publication name filled in', async () => {
    const pages = (await get(app, '/api/neutron/sitemaps/pages')).body.data.items as {
      url: string;
      title: string;
    }[];
    expect(pages.find((p) => p.url === '/about/')?.title).toBe('About Bytewire');
    expect(pages.filter((p) => /[{}]/.test(p.title))).toEqual([]);
  });
});

describe('vanity', () => {
  it('has a dictionary of 29 entries covering every urlType and target form, hostile ones too', async () => {
    const res = await get(app, '/api/neutron/vanity/bytewire/dictionary');
    const items = res.body.data.items as VanityResponse[];
    expect(items).toHaveLength(29);
    expect(new Set(items.map((i) => i.urlType))).toEqual(new Set(URL_TYPES));
    const targets = items.flatMap((i) => i.targets ?? i.data?.targets ?? []);
    expect(targets.some((t) => t.targetType === 'url' && typeof t.target === 'string')).toBe(true);
    expect(
      targets.some(
        (t) => typeof t.target === 'object' && t.target.slug && t.target.availableOn?.length,
      ),
    ).toBe(true);
    expect(items.some((i) => i.enabled === true)).toBe(true);
    expect(items.some((i) => i.enabled === false)).toBe(true);
    expect(items.some((i) => i.enabled === undefined)).toBe(true);
    const anchor = new Date('2026-06-01T12:00:00Z').getTime();
    const expiries = items.flatMap((i) =>
      i.dateExpired?.date
        ? [Date.parse(`${i.dateExpired.date.replace(' ', 'T').slice(0, 19)}Z`)]
        : [],
    );
    expect(expiries.some((t) => t < anchor)).toBe(true);
    expect(expiries.some((t) => t > anchor)).toBe(true);
  });

  it('looks up an entry by path, ignoring case, the trailing slash and ignored parameters', async () => {
    for (const path of ['/tips/', '/TIPS', '/tips/?utm_email=x&setDevice=mobile']) {
      const res = await get(
        app,
        `/api/neutron/vanity/bytewire/web?path=${encodeURIComponent(path)}&edition=us`,
      );
      expect(res.status).toBe(200);
      expect(res.body.data.item).toMatchObject({ urlPath: '/tips/', urlType: 'OK' });
    }
  });

  it('looks up an entry by content type and slug', async () => {
    const res = await get(
      app,
      '/api/neutron/vanity/bytewire/web?contentType=collection&slug=holiday-gift-guide',
    );
    expect(res.body.data.item.urlPath).toBe('/gift-guide/');
  });

  it('answers a miss as an entry with an error, never as NOT_FOUND', async () => {
    const res = await get(app, '/api/neutron/vanity/bytewire/web?path=/article/some-story/');
    expect(res.status).toBe(200);
    expect(res.body.data.item).toMatchObject({ urlType: 'OK', targets: [], error: { code: 404 } });
    expect((await get(app, '/api/neutron/vanity/bytewire/web')).status).toBe(400);
  });

  it('keys a path as the vanity lookup does: kept parameters sorted', async () => {
    const res = await get(
      app,
      `/api/neutron/vanity/bytewire/web?path=${encodeURIComponent('/TIPS?sort=new&utm_email=x&page=2')}`,
    );
    expect(res.body.data.item).toMatchObject({ urlPath: '/tips/?page=2&sort=new', targets: [] });
  });
});

describe('captions, placeholders and the OpenAPI document', () => {
  it('serves WebVTT captions of corpus videos', async () => {
    const video = index.corpus.videos[0];
    const res = await get(app, `/api/neutron/videos/bytewire/captions/webvtt/${video.slug}.vtt`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/vtt/);
    expect(res.text).toMatch(
      /^WEBVTT\n\n1\n\d{2}:\d{2}:\d{2}\.\d{3} --> \d{2}:\d{2}:\d{2}\.\d{3}\n/,
    );
  });

  it('answers 404 for other videos, formats and file names', async () => {
    for (const path of [
      'webvtt/no-such-video.vtt',
      'srt/what-is-wi-fi-7-and-do-you-need-it.srt',
      'webvtt/what-is-wi-fi-7-and-do-you-need-it.srt',
      'webvtt/.vtt',
    ]) {
      const res = await get(app, `/api/neutron/videos/bytewire/captions/${path}`);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
    }
  });

  it('serves each corpus image at its own size at its imageUrl, in the format the browser takes', async () => {
    const image = app.get(CorpusIndex).corpus.authors[0].image;
    expect(image?.imageUrl).toBe(`/originals${image?.path}`);
    const url = image?.imageUrl ?? '';
    const jpeg = await request(app.getHttpServer()).get(url).buffer(true);
    expect(jpeg.status).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    expect(jpeg.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(jpeg.headers.vary).toBe('Accept');
    expect(await sharp(jpeg.body as Buffer).metadata()).toMatchObject({
      width: image?.width,
      height: image?.height,
    });
    const avif = await request(app.getHttpServer())
      .get(url)
      .set('accept', 'image/avif,image/webp,*/*')
      .buffer(true);
    expect(avif.headers['content-type']).toBe('image/avif');
    const webp = await request(app.getHttpServer()).get(url).set('accept', 'image/webp,*/*');
    expect(webp.headers['content-type']).toBe('image/webp');
    for (const bad of ['/originals/2026/01/01/none.jpg', '/originals/']) {
      expect((await request(app.getHttpServer()).get(bad)).status).toBe(404);
    }
    expect((await request(app.getHttpServer()).get(`${url}?width=10`)).status).toBe(400);
    expect((await request(app.getHttpServer()).get('/placeholder/1200x675.svg')).status).toBe(404);
  });

  it('serves the OpenAPI document naming every route', async () => {
    const res = await request(internalHandler(app)).get('/openapi.yaml');
    expect(res.headers['content-type']).toMatch(/^application\/yaml/);
    // Valid YAML: another product's generator reads it (an unquoted brace once broke it).
    const document = parseYaml(res.text) as { openapi: string; paths: Record<string, unknown> };
    expect(document.openapi).toMatch(/^3\./);
    expect(Object.keys(document.paths)).toContain('/originals/{path}');
    for (const path of [
      '/api/neutron/composer/{site}/pages/{type}/{slug}/{platform}',
      '/api/neutron/composer/{site}/components/{type}/{slug}/{componentName}',
      '/api/neutron/seamless/{site}/{slug}/web',
      '/api/neutron/finder/{site}/autosuggest/{term}',
      '/api/neutron/finder/{site}/search/{term}',
      '/api/neutron/sitemaps/{path}',
      '/api/neutron/vanity/{site}/dictionary',
      '/api/neutron/vanity/{site}/web',
      '/api/neutron/videos/{site}/captions/{format}/{file}',
      '/originals/{path}',
    ]) {
      expect(res.text).toContain(`${path}:`);
    }
  });
});
