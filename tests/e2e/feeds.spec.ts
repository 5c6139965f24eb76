// The XML outputs through the whole cluster (spec 000 s2: /news/rss.xml, /topic/{slug}/rss.xml,
// /sitemaps/): every feed the RSS feeds page links to and every sitemap the index lists parses
// as XML and lists what the content API lists, with absolute links that resolve to pages.
import { expect, test, type APIRequestContext } from '../support/test';
import { composerPage, newsHeadlines } from '../support/corpus';
import { RFC_822, parseXml } from '../support/xml';

const base = () => process.env.BASE_URL as string;

interface RssItem {
  title: string;
  link: string;
  guid: string;
  pubDate: string;
  description: string;
}

/** The content API's own answer (with the cluster's key), its `data`. */
async function contentData<T>(path: string): Promise<T> {
  const res = await fetch(`${process.env.CONTENT_URL}${path}`, {
    headers: { 'x-api-key': process.env.CONTENT_API_KEY as string },
  });
  if (!res.ok) throw new Error(`content API answered ${res.status} for ${path}`);
  return ((await res.json()) as { data: T }).data;
}

/** The site's public origin as the feeds give it: the gateway's port (PUBLIC_URL of npm start). */
function expectOnSite(link: string): URL {
  const url = new URL(link);
  expect(url.protocol).toBe('http:');
  expect(url.port).toBe(new URL(base()).port);
  return url;
}

async function getXml(request: APIRequestContext, url: string, contentType: RegExp) {
  const res = await request.get(url, { maxRedirects: 0 });
  expect(res.status(), url).toBe(200);
  expect(res.headers()['content-type']).toMatch(contentType);
  expect(res.headers()['cache-control']).toBe('private, max-age=300');
  return parseXml(await res.text());
}

/** A sample of links (first, middle, last) answer 200 HTML pages, with no redirect. */
async function expectPages(request: APIRequestContext, links: string[]): Promise<void> {
  const sample = [...new Set([links[0], links[Math.floor(links.length / 2)], links.at(-1)])];
  for (const link of sample) {
    const res = await request.get(link as string, { maxRedirects: 0 });
    expect(res.status(), link).toBe(200);
    expect(res.headers()['content-type']).toMatch(/^text\/html/);
  }
}

const RSS = /^application\/rss\+xml; charset=utf-8$/;
const XML = /^application\/xml; charset=utf-8$/;

test('/news/rss.xml: RSS 2.0 of the news door, every item absolute and dated', async ({
  request,
}) => {
  const { rss } = await getXml(request, `${base()}/news/rss.xml`, RSS);
  expect(rss['@version']).toBe('2.0');
  const { channel } = rss;
  expect(channel.title).toBe('Bytewire: News');
  expect(expectOnSite(channel.link).pathname).toBe('/news/');
  expect(channel.description.length).toBeGreaterThan(0);
  expect(channel['atom:link']['@rel']).toBe('self');
  expect(expectOnSite(channel['atom:link']['@href']).pathname).toBe('/news/rss.xml');

  const listed = await newsHeadlines();
  const items: RssItem[] = channel.item;
  expect(items.map((i) => i.title)).toEqual(listed.map((l) => l.title));
  for (const [i, item] of items.entries()) {
    expect(expectOnSite(item.link).pathname).toBe(listed[i].url);
    expect(item.guid).toBe(item.link);
    expect(item.pubDate).toMatch(RFC_822);
    expect(item.description.length).toBeGreaterThan(0);
  }
  await expectPages(
    request,
    items.map((i) => i.link),
  );
});

test('every feed the RSS feeds page links to is RSS 2.0; a topic feed lists only its topic', async ({
  request,
}) => {
  // The /rssfeeds/ page's feed links, as the content API gives them to the page.
  const page = (await composerPage('static', 'rssfeeds')) as unknown as {
    components: { name?: string; items?: { linkUrl?: string }[] }[];
  };
  const feeds = (page.components.find((c) => c.name === 'feeds')?.items ?? []).map(
    (l) => l.linkUrl as string,
  );
  expect(feeds).toContain('/news/rss.xml');
  const topicFeeds = feeds.filter((f) => /^\/topic\/[a-z0-9-]+\/rss\.xml$/.test(f));
  expect(topicFeeds.length).toBeGreaterThanOrEqual(10);

  for (const path of feeds) {
    const { rss } = await getXml(request, `${base()}${path}`, RSS);
    expect(expectOnSite(rss.channel['atom:link']['@href']).pathname).toBe(path);
  }

  // A topic with items: its feed lists exactly the topic page's main listing, in order.
  const slug =
    topicFeeds.map((f) => f.split('/')[2]).find((s) => s === 'laptops') ??
    topicFeeds[0].split('/')[2];
  const topic = (await composerPage('topic', slug)) as unknown as {
    components: { required?: boolean; items?: { url: string }[] }[];
  };
  const listed = topic.components.find((c) => c.required)?.items ?? [];
  expect(listed.length).toBeGreaterThan(0);
  const { channel } = (await getXml(request, `${base()}/topic/${slug}/rss.xml`, RSS)).rss;
  expect(expectOnSite(channel.link).pathname).toBe(`/topic/${slug}/`);
  const links = (channel.item as RssItem[]).map((i) => expectOnSite(i.link).pathname);
  expect(links).toEqual(listed.map((l) => l.url));
  await expectPages(
    request,
    (channel.item as RssItem[]).map((i) => i.link),
  );
});

test('/sitemaps/ lists every sitemap; each parses and holds all its URLs, absolute', async ({
  request,
}) => {
  const index = await contentData<{ items: { name: string; total: number }[] }>(
    '/api/neutron/sitemaps/index',
  );
  const { sitemapindex } = await getXml(request, `${base()}/sitemaps/`, XML);
  const locs: string[] = sitemapindex.sitemap.map((s: { loc: string }) => s.loc);
  const expected = index.items.filter((s) => s.total > 0);
  expect(locs.map((l) => expectOnSite(l).pathname)).toEqual(
    expected.map((s) => `/sitemaps/${s.name}.xml`),
  );
  expect(await (await request.get(`${base()}/sitemaps/index.xml`)).text()).toBe(
    await (await request.get(`${base()}/sitemaps/`)).text(),
  );

  for (const [i, loc] of locs.entries()) {
    const { urlset } = await getXml(request, loc, XML);
    const urls: string[] = urlset.url.map((u: { loc: string }) => u.loc);
    expect(urls.length, loc).toBe(expected[i].total);
    for (const url of urls) expectOnSite(url);
    if (expected[i].name === 'news') {
      expect(urlset['@xmlns:news']).toBe('http://www.google.com/schemas/sitemap-news/0.9');
      for (const entry of urlset.url) {
        expect(entry['news:news']['news:publication']['news:name']).toBe('Bytewire');
        expect(entry['news:news']['news:title'].length).toBeGreaterThan(0);
      }
    }
    await expectPages(request, urls);
  }
});

test('feed paths that name nothing are 404; /sitemaps redirects; HEAD answers no body', async ({
  request,
}) => {
  for (const path of [
    '/topic/No_Such/rss.xml',
    '/topic/no-such-topic/rss.xml',
    '/sitemaps/nope.xml',
  ]) {
    const res = await request.get(`${base()}${path}`, { maxRedirects: 0 });
    expect(res.status(), path).toBe(404);
    expect(res.headers()['cache-control']).toBe('no-cache');
  }
  const redirect = await request.get(`${base()}/sitemaps`, { maxRedirects: 0 });
  expect(redirect.status()).toBe(301);
  expect(redirect.headers()['location']).toBe('/sitemaps/');

  const head = await request.head(`${base()}/news/rss.xml`);
  expect(head.status()).toBe(200);
  expect(head.headers()['content-type']).toMatch(RSS);
  expect((await head.body()).length).toBe(0);
});
