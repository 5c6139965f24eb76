/**
 * The site's XML outputs (spec 000 s2, linked paths): the news RSS feed, one RSS feed per topic
 * and the XML sitemaps. They are files, not pages: exact paths with no trailing-slash copies,
 * outside the route table. `matchFeed` is the one place that says which path is which output;
 * the gateway and render both ask it, and `feedPath` builds the paths it accepts.
 */
import { SLUG_PATTERN } from '@bytewire/contracts';
import { cacheControlFor, maxAgeOf } from './cache';
import { getRoute } from './table';

/** A sitemap's name, as the content API lists them (articles, news, topics, ...). */
export const SITEMAP_NAME_PATTERN = /^[a-z][a-z0-9-]{0,40}$/;

/** The name that is no sitemap of its own: the list of the others. */
const INDEX_NAME = 'index';

/**
 * URLs per sitemap file: the content API's largest page (so one file is one upstream call),
 * well inside the protocol's 50,000.
 */
export const SITEMAP_PAGE_SIZE = 1000;

/** Files per sitemap: page 1 is `/sitemaps/{name}.xml`, pages 2 to this `/sitemaps/{name}/{n}.xml`. */
export const MAX_SITEMAP_PAGES = 1000;

export type SiteFeed =
  | { kind: 'news-rss' }
  | { kind: 'topic-rss'; topicSlug: string }
  | { kind: 'sitemap-index' }
  | { kind: 'sitemap'; name: string; page: number };

export type FeedMatch =
  | { kind: 'feed'; feed: SiteFeed }
  | { kind: 'redirect'; status: 301; location: string }
  | { kind: 'not-found' };

const NEWS_RSS = /^\/news\/rss\.xml$/;
const TOPIC_RSS = /^\/topic\/([^/]+)\/rss\.xml$/;
const SITEMAP_FILE = /^\/sitemaps\/([^/]+)\.xml$/;
const SITEMAP_PAGE_FILE = /^\/sitemaps\/([^/]+)\/([^/]+)\.xml$/;
/** Pages after the first, without leading zeros (page 1 has the short path). */
const LATER_PAGE = /^(?:[2-9]|[1-9]\d{1,3})$/;

const NOT_FOUND: FeedMatch = Object.freeze({ kind: 'not-found' });

function found(feed: SiteFeed): FeedMatch {
  return { kind: 'feed', feed };
}

export function isSitemapName(name: string): boolean {
  return SITEMAP_NAME_PATTERN.test(name) && name !== INDEX_NAME;
}

function sitemapFile(path: string): FeedMatch {
  if (path === '/sitemaps/' || path === '/sitemaps/index.xml')
    return found({ kind: 'sitemap-index' });
  const first = SITEMAP_FILE.exec(path);
  if (first) {
    return isSitemapName(first[1])
      ? found({ kind: 'sitemap', name: first[1], page: 1 })
      : NOT_FOUND;
  }
  const later = SITEMAP_PAGE_FILE.exec(path);
  if (later && isSitemapName(later[1]) && LATER_PAGE.test(later[2])) {
    const page = Number(later[2]);
    if (page <= MAX_SITEMAP_PAGES) return found({ kind: 'sitemap', name: later[1], page });
  }
  return NOT_FOUND;
}

/**
 * The XML output a URL pathname (no query) names; `undefined` for a path outside them, which
 * is then a page path for `matchPath`. The path is read as it arrived, never decoded: every
 * output's path is plain ASCII, so an escaped form is no output. Feed-shaped paths that break a
 * rule (a topic slug outside SLUG_PATTERN, an unknown sitemap file) are not-found.
 */
export function matchFeed(pathname: string): FeedMatch | undefined {
  if (typeof pathname !== 'string') return undefined;
  if (NEWS_RSS.test(pathname)) return found({ kind: 'news-rss' });
  const topic = TOPIC_RSS.exec(pathname);
  if (topic) {
    return SLUG_PATTERN.test(topic[1])
      ? found({ kind: 'topic-rss', topicSlug: topic[1] })
      : NOT_FOUND;
  }
  if (pathname === '/sitemaps') return { kind: 'redirect', status: 301, location: '/sitemaps/' };
  if (pathname.startsWith('/sitemaps/')) return sitemapFile(pathname);
  return undefined;
}

/** The path of an output; throws for a value `matchFeed` would refuse (a programming error). */
export function feedPath(feed: SiteFeed): string {
  const path = pathOf(feed);
  const match = matchFeed(path);
  // The path must name this very output ('/sitemaps/index.xml' is the index, no sitemap).
  if (match?.kind !== 'feed' || pathOf(match.feed) !== path) {
    throw new Error(`No feed path for ${JSON.stringify(feed)}`);
  }
  return path;
}

function pathOf(feed: SiteFeed): string {
  switch (feed.kind) {
    case 'news-rss':
      return '/news/rss.xml';
    case 'topic-rss':
      return `/topic/${feed.topicSlug}/rss.xml`;
    case 'sitemap-index':
      return '/sitemaps/';
    case 'sitemap':
      return feed.page === 1
        ? `/sitemaps/${feed.name}.xml`
        : `/sitemaps/${feed.name}/${feed.page}.xml`;
  }
}

/** The text of a feed-shaped path that names no output (gateway and render answer it alike). */
export const FEED_NOT_FOUND_TEXT = 'There is no feed or sitemap at this address.';

/** Feeds and sitemaps list what the news door lists, and are kept as long (spec 000 s9: 300 s). */
const FEED_CACHE_ROUTE = getRoute('news');
export const FEED_MAX_AGE_SECONDS = maxAgeOf(FEED_CACHE_ROUTE);

/** Cache-Control of an output's answer: the news door's (private) for a success, else no-cache. */
export function feedCacheControl(statusCode: number): string {
  return cacheControlFor(statusCode >= 200 && statusCode < 300 ? FEED_CACHE_ROUTE : undefined);
}
