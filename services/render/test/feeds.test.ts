/**
 * RSS feeds and XML sitemaps against the real content service (in-process, on loopback): every
 * output parses as XML and lists exactly what the content API lists, with absolute links on the
 * public origin.
 */
import { parseContentDate } from '@bytewire/contracts';
import { isRestrictedLink, leadsToRestricted } from '@bytewire/routes';
import { RESTRICTED_TOPIC_SLUGS } from '@bytewire/site';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import request from 'supertest';
import { startContentService, type ContentService } from './support/content-service';
import { createRenderApp } from './support/render-app';
import { RFC_822, parseXml } from './support/xml';

const ORIGIN = 'https://www.bytewire.example';

interface Listed {
  title: string;
  url: string;
  description?: string;
  datePublished?: { date?: string; timezone?: string };
}
interface ListComponent {
  name: string;
  required?: boolean;
  meta: { componentType: string };
  items?: Listed[];
}
interface SitemapIndexEntry {
  name: string;
  total: number;
  lastModified?: string;
}
interface SitemapUrl {
  url: string;
  title?: string;
  lastModified?: string;
  publicationDate?: string;
  /** The topics its page is of, each with its ancestors (root first). */
  topics?: { slug: string; topicPath?: { slug: string }[] }[];
}

let content: ContentService;
let app: NestFastifyApplication;

beforeAll(async () => {
  content = await startContentService();
  app = await createRenderApp({ CONTENT_API_URL: content.url, PUBLIC_URL: ORIGIN });
});

afterAll(async () => {
  await app?.close();
  await content?.close();
});

const get = (path: string) => request(app.getHttpServer()).get(path);

/** The main listing of a composer page, as the content API gives it. */
async function listing(type: string, slug: string): Promise<Listed[]> {
  const page = await content.data<{ components: ListComponent[] }>(
    `/api/neutron/composer/bytewire/pages/${type}/${slug}/web?contentOnly=true&edition=us`,
  );
  const list = page.components.find((c) => c.required && c.meta.componentType === 'ContentList');
  if (!list?.items) throw new Error(`${type}/${slug} has no required ContentList`);
  return list.items;
}

describe('RSS feeds (spec 000 s2: /news/rss.xml, /topic/{slug}/rss.xml)', () => {
  it('/news/rss.xml is RSS 2.0 of the news door: channel, self link and every listed item', async () => {
    const res = await get('/news/rss.xml').set('x-request-id', 'req-news-rss').expect(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, max-age=300');

    const { rss } = parseXml(res.text);
    expect(rss['@version']).toBe('2.0');
    const { channel } = rss;
    expect(channel.title).toBe('Bytewire: News');
    expect(channel.link).toBe(`${ORIGIN}/news/`);
    expect(channel.description).toBe('The latest technology news.');
    expect(channel['atom:link']).toMatchObject({
      '@href': `${ORIGIN}/news/rss.xml`,
      '@rel': 'self',
      '@type': 'application/rss+xml',
    });

    const listed = await listing('door', 'news');
    expect(listed.length).toBe(20);
    expect(channel.item).toHaveLength(listed.length);
    channel.item.forEach((item: Record<string, string>, i: number) => {
      const source = listed[i];
      expect(item.title).toBe(source.title);
      expect(item.link).toBe(`${ORIGIN}${source.url}`);
      expect(item.guid).toBe(item.link);
      expect(item.description).toBe(source.description);
      expect(item.pubDate).toMatch(RFC_822);
      expect(new Date(item.pubDate).getTime()).toBe(
        parseContentDate(source.datePublished)?.setMilliseconds(0),
      );
    });
  });

  it('/topic/{slug}/rss.xml lists that topic page and nothing else', async () => {
    const res = await get('/topic/laptops/rss.xml').expect(200);
    const { channel } = parseXml(res.text).rss;
    expect(channel.title).toBe('Bytewire: Laptops');
    expect(channel.link).toBe(`${ORIGIN}/topic/laptops/`);
    expect(channel['atom:link']['@href']).toBe(`${ORIGIN}/topic/laptops/rss.xml`);

    const listed = await listing('topic', 'laptops');
    expect(listed.length).toBeGreaterThan(3);
    expect(channel.item.map((i: { link: string }) => i.link)).toEqual(
      listed.map((l) => `${ORIGIN}${l.url}`),
    );
    // Another topic's feed shares none of its items.
    const other = parseXml((await get('/topic/printers/rss.xml').expect(200)).text).rss.channel;
    const laptops = new Set(channel.item.map((i: { link: string }) => i.link));
    expect(other.item.length).toBeGreaterThan(0);
    expect(other.item.filter((i: { link: string }) => laptops.has(i.link))).toEqual([]);
  });

  it('answers a topic the content API does not know with 404 text, not cached', async () => {
    const res = await get('/topic/no-such-topic/rss.xml').expect(404);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.text).toBe('There is no feed or sitemap at this address.');
  });

  it('answers HEAD with the headers and no body', async () => {
    const res = await request(app.getHttpServer()).head('/news/rss.xml').expect(200);
    expect(res.headers['content-type']).toBe('application/rss+xml; charset=utf-8');
    expect(res.text ?? '').toBe('');
  });
});

describe('XML sitemaps (spec 000 s2 /sitemaps/, s7 sitemaps call)', () => {
  it('/sitemaps/ and /sitemaps/index.xml list one file per non-empty sitemap of the content API', async () => {
    const entries = await content.data<{ items: SitemapIndexEntry[] }>(
      '/api/neutron/sitemaps/index',
    );
    const expected = entries.items
      .filter((e) => e.total > 0)
      .map((e) => ({
        loc: `${ORIGIN}/sitemaps/${e.name}.xml`,
        ...(e.lastModified ? { lastmod: e.lastModified } : {}),
      }));
    expect(expected.length).toBeGreaterThanOrEqual(8);

    for (const path of ['/sitemaps/', '/sitemaps/index.xml']) {
      const res = await get(path).expect(200);
      expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(res.headers['cache-control']).toBe('private, max-age=300');
      const { sitemapindex } = parseXml(res.text);
      expect(sitemapindex['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      expect(sitemapindex.sitemap).toEqual(expected);
    }
  });

  it.each(['articles', 'reviews', 'galleries', 'videos', 'topics', 'authors', 'pages'])(
    '/sitemaps/%s.xml lists every URL of that sitemap, absolute',
    async (name) => {
      const { items } = await content.data<{ items: SitemapUrl[] }>(
        `/api/neutron/sitemaps/${name}?limit=1000`,
      );
      const res = await get(`/sitemaps/${name}.xml`).expect(200);
      const { urlset } = parseXml(res.text);
      expect(urlset['@xmlns']).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      expect(urlset.url).toEqual(
        items.map((u) => ({
          loc: `${ORIGIN}${u.url}`,
          ...(u.lastModified ? { lastmod: u.lastModified } : {}),
        })),
      );
    },
  );

  it('/sitemaps/news.xml is a Google News sitemap of the news the content API lists', async () => {
    const { items } = await content.data<{ items: SitemapUrl[] }>('/api/neutron/sitemaps/news');
    expect(items.length).toBeGreaterThan(0);
    const { urlset } = parseXml((await get('/sitemaps/news.xml').expect(200)).text);
    expect(urlset['@xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
    expect(urlset.url).toEqual(
      items.map((u) => ({
        loc: `${ORIGIN}${u.url}`,
        lastmod: u.lastModified,
        'news:news': {
          'news:publication': { 'news:name': 'Bytewire', 'news:language': 'en' },
          'news:publication_date': u.publicationDate,
          'news:title': u.title,
        },
      })),
    );
  });

  it('answers an unknown sitemap and a page past the end with 404', async () => {
    await get('/sitemaps/no-such-map.xml').expect(404);
    await get('/sitemaps/articles/2.xml').expect(404);
    await get('/sitemaps/index/2.xml').expect(404);
  });

  it('redirects /sitemaps to /sitemaps/ (301)', async () => {
    const res = await get('/sitemaps').expect(301);
    expect(res.headers.location).toBe('/sitemaps/');
  });
});

describe('the restricted state (spec 001 s1: no health or wearables stories)', () => {
  const restricted = (path: string) => get(path).set('x-geo-region', 'US-WA');

  it('leaves the restricted topics’ stories out of a feed, sub-topics’ too, and only those', async () => {
    const listed = await listing('door', 'news');
    const kept = listed.filter((item) => !leadsToRestricted(item));
    // The news door lists a smart-watch story: smart watches sit under wearables.
    expect(kept.length).toBeLessThan(listed.length);
    const res = await restricted('/news/rss.xml').expect(200);
    expect(res.headers.vary).toMatch(/x-geo-region/i);
    const links = parseXml(res.text).rss.channel.item.map((i: { link: string }) => i.link);
    expect(links).toEqual(kept.map((l) => `${ORIGIN}${l.url}`));
    // Everyone else gets the whole feed.
    const whole = (await get('/news/rss.xml').expect(200)).text;
    expect(parseXml(whole).rss.channel.item).toHaveLength(listed.length);
  });

  it('answers a restricted topic’s feed with 451 and the notice', async () => {
    const res = await restricted('/topic/health/rss.xml').expect(451);
    expect(res.text).toBe('This page is not available in your state.');
    expect(res.headers['cache-control']).toBe('no-cache');
    await get('/topic/health/rss.xml').expect(200);
  });

  it('answers a restricted sub-topic’s feed with 451 too, known by its ancestry', async () => {
    const res = await restricted('/topic/smart-watches/rss.xml').expect(451);
    expect(res.text).toBe('This page is not available in your state.');
    expect(res.headers['cache-control']).toBe('no-cache');
    await get('/topic/smart-watches/rss.xml').expect(200);
    await restricted('/topic/laptops/rss.xml').expect(200);
  });

  it('leaves the restricted topics and the stories under their paths or filed under them out of the sitemaps', async () => {
    let byPath = 0;
    let byTopic = 0;
    for (const name of ['topics', 'articles', 'reviews', 'news']) {
      const { items } = await content.data<{ items: SitemapUrl[] }>(
        `/api/neutron/sitemaps/${name}?limit=1000`,
      );
      const kept = items.filter((u) => !leadsToRestricted(u));
      byPath += items.filter((u) => isRestrictedLink(u.url)).length;
      byTopic += items.filter((u) => !isRestrictedLink(u.url) && leadsToRestricted(u)).length;
      const { urlset } = parseXml((await restricted(`/sitemaps/${name}.xml`).expect(200)).text);
      expect(urlset.url.map((u: { loc: string }) => u.loc)).toEqual(
        kept.map((u) => `${ORIGIN}${u.url}`),
      );
    }
    // The corpus has both kinds to leave out: the health and wearables topic pages by their
    // path, and stories filed under them (or smart watches) at paths that do not say so.
    expect(byPath).toBeGreaterThanOrEqual(2);
    expect(byTopic).toBeGreaterThan(0);
  });

  it('leaves every topic under health or wearables out of the topics sitemap, sub-topics too', async () => {
    const { items } = await content.data<{ items: SitemapUrl[] }>(
      '/api/neutron/sitemaps/topics?limit=1000',
    );
    // Under a restricted topic by the content API's own ancestry, not by the rule under test.
    const underRestricted = items
      .filter(({ topics = [] }) =>
        topics.some((topic) =>
          [topic, ...(topic.topicPath ?? [])].some((t) => RESTRICTED_TOPIC_SLUGS.includes(t.slug)),
        ),
      )
      .map((u) => `${ORIGIN}${u.url}`);
    expect(underRestricted).toEqual(
      expect.arrayContaining([
        `${ORIGIN}/topic/health/`,
        `${ORIGIN}/topic/wearables/`,
        // A child of wearables: its URL alone does not say so.
        `${ORIGIN}/topic/smart-watches/`,
      ]),
    );
    const locations = async (req: request.Test): Promise<string[]> =>
      parseXml((await req.expect(200)).text).urlset.url.map((u: { loc: string }) => u.loc);

    const everyone = await locations(get('/sitemaps/topics.xml'));
    expect(everyone).toEqual(expect.arrayContaining(underRestricted));
    const restrictedReader = await locations(restricted('/sitemaps/topics.xml'));
    expect(restrictedReader).toEqual(everyone.filter((loc) => !underRestricted.includes(loc)));
  });
});
