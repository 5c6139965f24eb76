import { MAX_SITEMAP_PAGES, feedCacheControl, feedPath, matchFeed, matchPath } from '../src';
import type { SiteFeed } from '../src';

const NOT_FOUND = { kind: 'not-found' };

describe('matchFeed: the XML outputs of spec 000 s2 (/news/rss.xml, /topic/{slug}/rss.xml, /sitemaps/)', () => {
  it.each<[string, SiteFeed]>([
    ['/news/rss.xml', { kind: 'news-rss' }],
    ['/topic/laptops/rss.xml', { kind: 'topic-rss', topicSlug: 'laptops' }],
    ['/topic/smart-watches/rss.xml', { kind: 'topic-rss', topicSlug: 'smart-watches' }],
    ['/sitemaps/', { kind: 'sitemap-index' }],
    ['/sitemaps/index.xml', { kind: 'sitemap-index' }],
    ['/sitemaps/articles.xml', { kind: 'sitemap', name: 'articles', page: 1 }],
    ['/sitemaps/news.xml', { kind: 'sitemap', name: 'news', page: 1 }],
    ['/sitemaps/articles/2.xml', { kind: 'sitemap', name: 'articles', page: 2 }],
    [
      `/sitemaps/articles/${MAX_SITEMAP_PAGES}.xml`,
      { kind: 'sitemap', name: 'articles', page: MAX_SITEMAP_PAGES },
    ],
  ])('%s is %j, and feedPath builds it back', (path, feed) => {
    expect(matchFeed(path)).toEqual({ kind: 'feed', feed });
    // /sitemaps/index.xml is the index's second name; '/sitemaps/' is the one feedPath builds.
    if (path !== '/sitemaps/index.xml') expect(feedPath(feed)).toBe(path);
  });

  it('redirects /sitemaps (301) to /sitemaps/, like a page', () => {
    expect(matchFeed('/sitemaps')).toEqual({
      kind: 'redirect',
      status: 301,
      location: '/sitemaps/',
    });
  });

  it.each([
    // Topic slugs follow the one slug rule of @bytewire/contracts.
    '/topic/Laptops/rss.xml',
    '/topic/-laptops/rss.xml',
    '/topic/lap_tops/rss.xml',
    '/topic/lap%20tops/rss.xml',
    '/topic/%6captops/rss.xml',
    '/topic/..%2f..%2fetc/rss.xml',
    `/topic/${'a'.repeat(201)}/rss.xml`,
    // Sitemap files: a known shape with a valid name, or nothing.
    '/sitemaps/index/2.xml',
    '/sitemaps/Articles.xml',
    '/sitemaps/articles',
    '/sitemaps/articles.xml/',
    '/sitemaps/articles/1.xml',
    '/sitemaps/articles/02.xml',
    '/sitemaps/articles/0.xml',
    `/sitemaps/articles/${MAX_SITEMAP_PAGES + 1}.xml`,
    '/sitemaps/articles/two.xml',
    '/sitemaps/a/b/c.xml',
    '/sitemaps/%61rticles.xml',
    '/sitemaps/index.xml/',
    '/sitemaps//',
  ])('%s is a feed-shaped path that breaks a rule: not found', (path) => {
    expect(matchFeed(path)).toEqual(NOT_FOUND);
  });

  it.each([
    '/news/',
    '/news/rss.xml/',
    '/news/rss%2Exml',
    '/NEWS/RSS.XML',
    '/news/rss.xml.gz',
    '/topic/laptops/',
    '/topic/laptops/rss.xml/',
    '/topic/a/b/rss.xml',
    '/rss.xml',
    '/sitemap/',
    '/sitemapsx/',
  ])('%s is no XML output: the route table decides', (path) => {
    expect(matchFeed(path)).toBeUndefined();
  });

  it('leaves the trailing-slash forms to the route table: /news/rss.xml/ is the lenient news door, /topic/x/rss.xml/ no page', () => {
    expect(matchPath('/news/rss.xml/')).toMatchObject({ kind: 'page', route: { name: 'news' } });
    expect(matchPath('/topic/laptops/rss.xml/')).toEqual(NOT_FOUND);
  });

  it('refuses to build a path it would not match', () => {
    expect(() => feedPath({ kind: 'topic-rss', topicSlug: '../x' })).toThrow();
    expect(() => feedPath({ kind: 'sitemap', name: 'index', page: 1 })).toThrow();
    expect(() => feedPath({ kind: 'sitemap', name: 'news', page: 0 })).toThrow();
  });
});

describe('feedCacheControl: as the news door (spec 000 s9)', () => {
  it('is private, max-age=300 for a success and no-cache for anything else', () => {
    expect(feedCacheControl(200)).toBe('private, max-age=300');
    expect(feedCacheControl(301)).toBe('no-cache');
    expect(feedCacheControl(404)).toBe('no-cache');
    expect(feedCacheControl(502)).toBe('no-cache');
  });
});
