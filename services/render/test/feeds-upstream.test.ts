/**
 * RSS feeds and XML sitemaps when the content API misbehaves (a stand-in on loopback): hostile
 * text and links never break the XML or leave the site, renamed topics redirect, and failures
 * answer 404, 502 or 504 with a short text, within the timeout.
 */
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import {
  startContentStandIn,
  type ContentStandIn,
  type StandInAnswer,
} from './support/content-stand-in';
import { API_KEY, createRenderApp } from './support/render-app';
import { parseXml } from './support/xml';

const ORIGIN = 'https://www.bytewire.example';
const UPSTREAM_TIMEOUT_MS = 300;
const PAGES = '/api/neutron/composer/bytewire/pages';
const SITEMAPS = '/api/neutron/sitemaps';

function envelope(components: unknown[]) {
  return {
    json: {
      data: {
        pageType: 'topic',
        id: 'p',
        queryParams: {},
        meta: { title: 'T' },
        isSeamless: false,
        components,
      },
    },
  };
}

function component(extra: Record<string, unknown>, type = 'ContentList') {
  return {
    name: 'topic',
    fetcherName: 'contentListFetcher',
    status: 200,
    errors: [],
    required: true,
    meta: { componentName: 'topic', componentDisplayName: 'Topic', componentType: type },
    ...extra,
  };
}

const PUBLISHED = { date: '2026-01-05 09:30:00.000000', timezone: 'UTC' };

/**
 * Two usable items among hostile ones, each with a slug (the page's check leaves out what is
 * no content link, a slug and a title, before the feed's own rules).
 */
const HOSTILE_ITEMS = [
  {
    slug: 'hostile',
    title: 'Fish & <chips> ]]> tonight',
    url: '/article/fish-and-chips/',
    description: 'Crisp ]]> <b>batter</b> & "salt"\u0000\u0007',
    datePublished: PUBLISHED,
    topics: [{ name: 'Food & drink' }],
  },
  { slug: 'hostile', title: 'Script', url: 'javascript:alert(1)', datePublished: PUBLISHED },
  {
    slug: 'hostile',
    title: 'Protocol-relative',
    url: '//evil.example/x/',
    datePublished: PUBLISHED,
  },
  {
    slug: 'hostile',
    title: 'Other host',
    url: 'https://evil.example/x/',
    datePublished: PUBLISHED,
  },
  { slug: 'hostile', title: 'Backslash', url: '/\\evil.example/', datePublished: PUBLISHED },
  { slug: 'hostile', url: '/article/no-title/', datePublished: PUBLISHED },
  {
    slug: 'hostile',
    title: 'From the future',
    url: '/article/future/',
    datePublished: { date: '2999-01-01 00:00:00' },
  },
  { slug: 'hostile', title: 'No date', url: '/article/no-date/' },
  { slug: 'hostile', title: '\u0001\u0002', url: '/article/control/', datePublished: PUBLISHED },
  { slug: 'hostile', title: 42, url: '/article/number/', datePublished: PUBLISHED },
  'junk',
  {
    slug: 'hostile',
    title: 'New York minute',
    url: '/article/new-york-minute/',
    datePublished: { date: '2026-01-05 09:30:00', timezone: 'America/New_York' },
  },
];

const ANSWERS: Record<string, StandInAnswer> = {
  [`${PAGES}/topic/hostile/web`]: envelope([
    component({ items: HOSTILE_ITEMS, list: { title: 'Hostile & <Topic>\u0000', description: 7 } }),
  ]),
  [`${PAGES}/topic/renamed/web`]: envelope([
    component({
      status: 301,
      errors: [
        {
          code: 301,
          message: 'the slug has changed',
          context: { availableOn: [{ edition: 'us', slug: 'new-topic' }] },
        },
      ],
    }),
  ]),
  [`${PAGES}/topic/renamed-badly/web`]: envelope([
    component({
      status: 301,
      errors: [{ code: 301, context: { availableOn: [{ edition: 'us', slug: '../etc' }] } }],
    }),
  ]),
  [`${PAGES}/topic/gone/web`]: envelope([component({ status: 404, errors: [{ code: 404 }] })]),
  [`${PAGES}/topic/failing/web`]: envelope([component({ status: 500, errors: [{ code: 500 }] })]),
  [`${PAGES}/topic/listless/web`]: envelope([component({ item: { content: '<p>x</p>' } }, 'Text')]),
  [`${PAGES}/topic/slow/web`]: { hang: true },
  [`${PAGES}/topic/garbage/web`]: { raw: '<html>not json</html>' },
  [`${PAGES}/topic/erroring/web`]: { json: { message: 'boom' }, status: 500 },
  [`${SITEMAPS}/index`]: {
    json: {
      data: {
        items: [
          { name: 'articles', total: 1500, lastModified: '2026-01-05T09:30:00.000Z' },
          { name: '../etc', total: 3 },
          { name: 'empty', total: 0 },
          { name: 'news', total: 3, lastModified: 'not a date' },
        ],
      },
    },
  },
  [`${SITEMAPS}/articles`]: {
    json: {
      data: {
        items: [
          { url: '/a/', lastModified: '2026-01-05T09:30:00.000Z' },
          { url: 'https://evil.example/' },
          { url: '//evil.example/' },
          { url: '/b/?x=1&y=<2>', lastModified: 'Tuesday' },
          { url: 7 },
          { url: '/c/\u0001' },
        ],
        paging: { limit: 1000, offset: 0, total: 1500 },
      },
    },
  },
  [`${SITEMAPS}/news`]: {
    json: {
      data: {
        items: [
          { url: '/n/', title: 'N & <1> ]]>\u0000', publicationDate: '2026-01-05T09:30:00.000Z' },
          { url: '/m/', publicationDate: '2026-01-05T09:30:00.000Z' },
          { url: '/o/', title: 'O', publicationDate: 'yesterday' },
        ],
        paging: { limit: 1000, offset: 0, total: 3 },
      },
    },
  },
  [`${SITEMAPS}/broken`]: { json: { data: { items: [] } } },
};

let contentApi: ContentStandIn;
let app: NestFastifyApplication;

beforeAll(async () => {
  contentApi = await startContentStandIn(API_KEY, ANSWERS);
  app = await createRenderApp({
    CONTENT_API_URL: contentApi.url,
    CONTENT_API_TIMEOUT_MS: String(UPSTREAM_TIMEOUT_MS),
    PUBLIC_URL: ORIGIN,
  });
});

afterAll(async () => {
  await app?.close();
  await contentApi?.close();
});

beforeEach(() => {
  contentApi.requests.length = 0;
});

const get = (path: string) => request(app.getHttpServer()).get(path);

describe('RSS feeds from a hostile content API', () => {
  it('keeps the XML well-formed and the links on the site, leaving out unusable items', async () => {
    const res = await get('/topic/hostile/rss.xml')
      .set('x-request-id', 'req-hostile-1')
      .expect(200);
    expect(res.text).not.toMatch(/evil\.example|javascript:/);
    const { channel } = parseXml(res.text).rss;
    expect(channel.title).toBe('Bytewire: Hostile & <Topic>');
    // A description that is no string is not used: the title stands in.
    expect(channel.description).toBe('Bytewire: Hostile & <Topic>');
    expect(channel.item).toEqual([
      {
        title: 'Fish & <chips> ]]> tonight',
        link: `${ORIGIN}/article/fish-and-chips/`,
        guid: `${ORIGIN}/article/fish-and-chips/`,
        pubDate: 'Mon, 05 Jan 2026 09:30:00 GMT',
        description: 'Crisp ]]> <b>batter</b> & "salt"',
        category: ['Food & drink'],
      },
      {
        title: 'New York minute',
        link: `${ORIGIN}/article/new-york-minute/`,
        guid: `${ORIGIN}/article/new-york-minute/`,
        pubDate: 'Mon, 05 Jan 2026 14:30:00 GMT',
        description: 'New York minute',
      },
    ]);

    // The key and the request id go to the content API, the header and footer are not asked for.
    const [call] = contentApi.requests;
    expect(call.url).toBe(`${PAGES}/topic/hostile/web?contentOnly=true&edition=us`);
    expect(call.headers['x-api-key']).toBe(API_KEY);
    expect(call.headers['x-request-id']).toBe('req-hostile-1');
    expect(res.text).not.toContain(API_KEY);
  });

  it('redirects the feed of a renamed topic (component 301) to the new topic feed', async () => {
    const res = await get('/topic/renamed/rss.xml').expect(301);
    expect(res.headers.location).toBe('/topic/new-topic/rss.xml');
    expect(res.headers['cache-control']).toBe('no-cache');
  });

  it.each([
    ['a topic the content API reports missing (component 404)', '/topic/gone/rss.xml'],
    ['a topic renamed to an unusable slug', '/topic/renamed-badly/rss.xml'],
    [
      'a topic slug that breaks the slug rule, without asking the content API',
      '/topic/Bad_Slug/rss.xml',
    ],
  ])('answers %s with 404', async (_what, path) => {
    const res = await get(path).expect(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    if (path.includes('Bad_Slug')) expect(contentApi.requests).toEqual([]);
  });

  it.each([
    ['a component error other than 404 or 301', '/topic/failing/rss.xml'],
    ['a page with no content list', '/topic/listless/rss.xml'],
    ['an answer that is not JSON', '/topic/garbage/rss.xml'],
    ['an error status', '/topic/erroring/rss.xml'],
  ])('answers %s with 502 text, not cached', async (_what, path) => {
    const res = await get(path).expect(502);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe('The feed could not be built right now. Please try again in a moment.');
  });

  it('answers 504 when the content API does not answer within its timeout', async () => {
    const res = await get('/topic/slow/rss.xml').expect(504);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.text).toMatch(/did not answer/);
  });
});

describe('XML sitemaps from a hostile content API', () => {
  it('splits a sitemap into files of 1000 URLs and leaves out unusable names and empty sitemaps', async () => {
    const { sitemapindex } = parseXml((await get('/sitemaps/').expect(200)).text);
    expect(sitemapindex.sitemap).toEqual([
      { loc: `${ORIGIN}/sitemaps/articles.xml`, lastmod: '2026-01-05T09:30:00.000Z' },
      { loc: `${ORIGIN}/sitemaps/articles/2.xml`, lastmod: '2026-01-05T09:30:00.000Z' },
      { loc: `${ORIGIN}/sitemaps/news.xml` },
    ]);
  });

  it('asks for each file by offset and limit, and answers 404 past the end', async () => {
    await get('/sitemaps/articles.xml').expect(200);
    await get('/sitemaps/articles/2.xml').expect(200);
    await get('/sitemaps/articles/3.xml').expect(404);
    expect(contentApi.requests.map((r) => r.url)).toEqual([
      `${SITEMAPS}/articles?offset=0&limit=1000`,
      `${SITEMAPS}/articles?offset=1000&limit=1000`,
      `${SITEMAPS}/articles?offset=2000&limit=1000`,
    ]);
  });

  it('keeps only URLs on the site, escaped, with valid dates', async () => {
    const res = await get('/sitemaps/articles.xml').expect(200);
    expect(res.text).not.toContain('evil.example');
    expect(parseXml(res.text).urlset.url).toEqual([
      { loc: `${ORIGIN}/a/`, lastmod: '2026-01-05T09:30:00.000Z' },
      { loc: `${ORIGIN}/b/?x=1&y=%3C2%3E` },
    ]);
  });

  it('writes news entries only with a title and a publication date, text made XML-safe', async () => {
    const { urlset } = parseXml((await get('/sitemaps/news.xml').expect(200)).text);
    expect(urlset.url).toEqual([
      {
        loc: `${ORIGIN}/n/`,
        'news:news': {
          'news:publication': { 'news:name': 'Bytewire', 'news:language': 'en' },
          'news:publication_date': '2026-01-05T09:30:00.000Z',
          'news:title': 'N & <1> ]]>',
        },
      },
    ]);
  });

  it('answers a sitemap answer without paging with 502, an unknown one with 404', async () => {
    await get('/sitemaps/broken.xml').expect(502);
    await get('/sitemaps/unknown.xml').expect(404);
  });
});
