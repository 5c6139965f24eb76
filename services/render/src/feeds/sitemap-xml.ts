/**
 * Sitemap documents, written by xmlbuilder2: the sitemap index and URL sets of the sitemaps
 * protocol (https://www.sitemaps.org/protocol.html), and the news sitemap in Google News format
 * (https://developers.google.com/search/docs/crawling-indexing/sitemaps/news-sitemap).
 */
import { create } from 'xmlbuilder2';

/** xmlbuilder2's node type (its index exports the functions only). */
type XMLBuilder = ReturnType<typeof create>;

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const NEWS_NS = 'http://www.google.com/schemas/sitemap-news/0.9';
const XMLNS_NS = 'http://www.w3.org/2000/xmlns/';

/** A sitemap file of the index, or a page of a URL set: absolute location, W3C datetime. */
export interface SitemapLocation {
  loc: string;
  lastmod?: string;
}

/** A news sitemap entry: what Google News needs besides the location. */
export interface NewsLocation extends SitemapLocation {
  title: string;
  publicationDate: string;
}

export interface NewsPublication {
  name: string;
  /** ISO 639 language code, e.g. en. */
  language: string;
}

function newDocument(): XMLBuilder {
  // Characters XML cannot carry are dropped rather than making the document unreadable.
  return create({ version: '1.0', encoding: 'UTF-8', invalidCharReplacement: '' });
}

function addLocation(
  parent: XMLBuilder,
  name: string,
  { loc, lastmod }: SitemapLocation,
): XMLBuilder {
  const element = parent.ele(SITEMAP_NS, name);
  element.ele(SITEMAP_NS, 'loc').txt(loc);
  if (lastmod !== undefined) element.ele(SITEMAP_NS, 'lastmod').txt(lastmod);
  return element;
}

export function sitemapIndexXml(sitemaps: readonly SitemapLocation[]): string {
  const doc = newDocument();
  const root = doc.ele(SITEMAP_NS, 'sitemapindex');
  for (const sitemap of sitemaps) addLocation(root, 'sitemap', sitemap);
  return doc.end({ prettyPrint: true });
}

export function urlSetXml(urls: readonly SitemapLocation[]): string {
  const doc = newDocument();
  const root = doc.ele(SITEMAP_NS, 'urlset');
  for (const url of urls) addLocation(root, 'url', url);
  return doc.end({ prettyPrint: true });
}

export function newsUrlSetXml(urls: readonly NewsLocation[], publication: NewsPublication): string {
  const doc = newDocument();
  const root = doc.ele(SITEMAP_NS, 'urlset').att(XMLNS_NS, 'xmlns:news', NEWS_NS);
  for (const url of urls) {
    const news = addLocation(root, 'url', url).ele(NEWS_NS, 'news:news');
    const source = news.ele(NEWS_NS, 'news:publication');
    source.ele(NEWS_NS, 'news:name').txt(publication.name);
    source.ele(NEWS_NS, 'news:language').txt(publication.language);
    news.ele(NEWS_NS, 'news:publication_date').txt(url.publicationDate);
    news.ele(NEWS_NS, 'news:title').txt(url.title);
  }
  return doc.end({ prettyPrint: true });
}
