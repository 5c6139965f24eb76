/**
 * What the content API tells search engines: the page meta of a story carries its noIndex and
 * rel next/prev, and the sitemaps list indexable pages only (never an error page, the member
 * area, the sign-in flow, search results, or an item that says noIndex).
 */
import { type Page, type SitemapUrl } from '@bytewire/contracts';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { CorpusIndex, type ContentEntry } from '../src/corpus/corpus-index';
import { isListablePage } from '../src/sitemaps/listable-page';
import { composerPage, createApp, get, pagePath } from './helpers/app';

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

async function sitemap(name: string): Promise<SitemapUrl[]> {
  const res = await get(app, `/api/neutron/sitemaps/${name}?limit=1000`);
  expect(res.status).toBe(200);
  return res.body.data.items as SitemapUrl[];
}

async function sitemapNames(): Promise<string[]> {
  const res = await get(app, '/api/neutron/sitemaps/index');
  return (res.body.data.items as { name: string }[]).map((i) => i.name);
}

/** Runs `check` with the entry's item changed as given, then puts it back. */
async function withItem(
  entry: ContentEntry,
  fields: Record<string, unknown>,
  check: () => Promise<void>,
) {
  const item = entry.item as unknown as Record<string, unknown>;
  const saved = Object.fromEntries(Object.keys(fields).map((k) => [k, item[k]]));
  Object.assign(item, fields);
  try {
    await check();
  } finally {
    Object.assign(item, saved);
  }
}

describe('sitemaps', () => {
  it('list no error page: /_error/static/ is not in the pages sitemap', async () => {
    const urls = (await sitemap('pages')).map((u) => u.url);
    expect(urls).toContain('/about/');
    expect(urls).toContain('/news/');
    expect(urls).not.toContain('/_error/static/');
  });

  it('list only indexable pages of the site, at their canonical paths, in every sitemap', async () => {
    const names = await sitemapNames();
    expect(names.length).toBeGreaterThanOrEqual(8);
    for (const name of names) {
      for (const { url } of await sitemap(name)) {
        expect(url).not.toMatch(/^\/(_error|members|auth|search|google-amp)\//);
        expect([name, isListablePage(url)]).toEqual([name, true]);
      }
    }
  });

  it('leave out an item that says noIndex, in its own sitemap and in news', async () => {
    const entry = index.articlesOfSubType('news')[0]!;
    const url = entry.link.url;
    expect((await sitemap('articles')).map((u) => u.url)).toContain(url);
    await withItem(entry, { noIndex: true }, async () => {
      expect((await sitemap('articles')).map((u) => u.url)).not.toContain(url);
      expect((await sitemap('news')).map((u) => u.url)).not.toContain(url);
    });
  });
});

describe('isListablePage', () => {
  it.each([
    ['/_error/static/', false],
    ['/members/preferences/', false],
    ['/auth/flow/terms-of-service/', false],
    ['/auth/callback/', false],
    ['/search/', false],
    ['/google-amp/article/some-story/', false],
    ['/no/such/page/here/', false],
    // Not canonical: the route table redirects it.
    ['/about', false],
    ['https://elsewhere.example/about/', false],
    ['/about/', true],
    ['/news/', true],
    ['/article/some-story/', true],
  ])('%s: %s', (url, listable) => {
    expect(isListablePage(url)).toBe(listable);
  });
});

describe('story page meta', () => {
  it('an article page carries the article’s noIndex and rel next/prev', async () => {
    const entry = index.entries.find((e) => e.kind === 'article')!;
    await withItem(
      entry,
      { noIndex: true, relNext: '/article/part-3/', relPrev: '/article/part-1/' },
      async () => {
        const p = await page(pagePath('article', entry.item.slug));
        expect(p.meta).toMatchObject({
          noIndex: true,
          relNext: '/article/part-3/',
          relPrev: '/article/part-1/',
        });
      },
    );
  });

  it('a review page carries the review’s noIndex and rel next/prev', async () => {
    const entry = index.entries.find((e) => e.kind === 'review')!;
    await withItem(entry, { noIndex: true, relNext: '/product/next-one/' }, async () => {
      const p = await page(pagePath('review', entry.item.slug));
      expect(p.meta).toMatchObject({ noIndex: true, relNext: '/product/next-one/' });
    });
  });

  it('a news door page past the last is noIndex, with rel prev to the last page', async () => {
    const p = await page(`${pagePath('door', 'news')}?pageNumber=9999`);
    const last = Math.ceil(index.articlesOfSubType('news').length / 20);
    expect(p.meta).toMatchObject({ noIndex: true, relPrev: `/news/${last}/` });
    expect(p.meta.relNext).toBeUndefined();
  });

  it('the video door pages in its query (its path has no page number): /video/?pageNumber=2', async () => {
    const first = await page(pagePath('door', 'video'));
    expect(first.meta).toMatchObject({ canonicalUrl: '/video/', relNext: '/video/?pageNumber=2' });
    const second = await page(`${pagePath('door', 'video')}?pageNumber=2`);
    expect(second.meta).toMatchObject({ canonicalUrl: '/video/?pageNumber=2', relPrev: '/video/' });
  });

  it('topic, tag, collection and author listings: each page its own canonical, with rel prev/next', async () => {
    const topic = [...index.topics.values()].find((t) => index.inTopic(t.slug).length > 20)!;
    const base = `/topic/${topic.slug}/`;
    const first = await page(pagePath('topic', topic.slug));
    expect(first.meta).toMatchObject({ canonicalUrl: base, relNext: `${base}?pageNumber=2` });
    expect(first.meta.relPrev).toBeUndefined();
    const second = await page(`${pagePath('topic', topic.slug)}?pageNumber=2`);
    expect(second.meta).toMatchObject({ canonicalUrl: `${base}?pageNumber=2`, relPrev: base });
    const tag = [...index.tags.values()][0];
    const tagPage = await page(pagePath('tag', tag.slug));
    expect(tagPage.meta.canonicalUrl).toBe(`/tags/${tag.slug}/`);
    const pages = Math.ceil(index.withTag(tag.slug).length / 20);
    expect(tagPage.meta.relNext).toBe(pages > 1 ? `/tags/${tag.slug}/?pageNumber=2` : undefined);
  });
});
