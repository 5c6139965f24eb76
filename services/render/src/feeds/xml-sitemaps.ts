/**
 * The XML sitemaps (spec 000 s2 /sitemaps/, s7 sitemaps call): the index lists one file per
 * SITEMAP_PAGE_SIZE URLs of every sitemap the content API has; each file is one page of one
 * sitemap, with absolute locations on the public origin. The `news` sitemap is written in
 * Google News format.
 */
import { sitemapUrlOf, type SitemapUrl } from '@bytewire/contracts';
import {
  MAX_SITEMAP_PAGES,
  SITEMAP_PAGE_SIZE,
  feedPath,
  isSitemapName,
  leadsToRestricted,
  type SiteFeed,
} from '@bytewire/routes';
import { DEFAULT_LOCALE } from '@bytewire/site';
import { Injectable, Logger } from '@nestjs/common';
import { ContentClients } from '../content/content-clients';
import { FeedSite } from './feed-site';
import { FeedFailure, XML_CONTENT_TYPE, type FeedAnswer } from './feed-answer';
import {
  newsUrlSetXml,
  sitemapIndexXml,
  urlSetXml,
  type NewsLocation,
  type SitemapLocation,
} from './sitemap-xml';
import { siteUrl } from './site-url';
import { xmlText } from './xml-text';

/** Files one sitemap index may list (the sitemaps protocol's limit). */
const MAX_INDEX_FILES = 50_000;

/** The sitemap the content API fills with the last two days' news. */
export const NEWS_SITEMAP = 'news';

const ISO_DATE_TIME =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2}))?$/;

/** A W3C datetime (https://www.w3.org/TR/NOTE-datetime) for an ISO 8601 date, else undefined. */
export function w3cDateTime(value: string | undefined): string | undefined {
  if (value === undefined || !ISO_DATE_TIME.test(value)) return undefined;
  const instant = new Date(value);
  return Number.isNaN(instant.getTime()) ? undefined : instant.toISOString();
}

function document(body: string): FeedAnswer {
  return { kind: 'document', contentType: XML_CONTENT_TYPE, body };
}

@Injectable()
export class XmlSitemaps {
  private readonly logger = new Logger(XmlSitemaps.name);
  constructor(
    private readonly contentClients: ContentClients,
    private readonly site: FeedSite,
  ) {}

  /** Every non-empty sitemap, one file per SITEMAP_PAGE_SIZE URLs. */
  async index(requestId: string): Promise<FeedAnswer> {
    const entries = await this.contentClients.sitemapsForRequest(requestId).getSitemapIndex();
    const files: SitemapLocation[] = [];
    for (const { name, total, lastModified } of entries) {
      if (!isSitemapName(name)) {
        this.logger.warn({ name }, 'sitemap with an unusable name left out of the index');
        continue;
      }
      const pages = Math.min(MAX_SITEMAP_PAGES, Math.ceil(total / SITEMAP_PAGE_SIZE));
      if (files.length + pages > MAX_INDEX_FILES) {
        this.logger.warn({ name }, `sitemap index full at ${MAX_INDEX_FILES} files`);
        break;
      }
      for (let page = 1; page <= pages; page += 1) {
        files.push({
          loc: this.absolute({ kind: 'sitemap', name, page }),
          lastmod: w3cDateTime(lastModified),
        });
      }
    }
    return document(sitemapIndexXml(files));
  }

  /**
   * One page of one sitemap; a page past the end (but the first) does not exist. For a reader
   * of the restricted state (spec 001 s1) without the restricted topics' pages and stories.
   */
  async sitemap(
    requestId: string,
    name: string,
    page: number,
    restricted = false,
  ): Promise<FeedAnswer> {
    const offset = (page - 1) * SITEMAP_PAGE_SIZE;
    const { items, paging } = await this.contentClients
      .sitemapsForRequest(requestId)
      .getSitemap(name, { offset, limit: SITEMAP_PAGE_SIZE });
    if (page > 1 && offset >= paging.total) {
      throw new FeedFailure(404, `Sitemap ${name} has no page ${page}`);
    }

    const sent = items.slice(0, SITEMAP_PAGE_SIZE);
    // Judged on the entry as sent, not its URL alone: the topics it carries (with their
    // ancestors) tell a smart-watch page or story from a laptop one. Not counted as dropped.
    const listed = restricted ? sent.filter((item) => !leadsToRestricted(item)) : sent;
    const urls = listed.flatMap((item) => sitemapUrlOf(item) ?? []);
    if (name === NEWS_SITEMAP) {
      const news = this.newsLocations(urls);
      this.reportDropped(name, listed.length - news.length);
      return document(
        newsUrlSetXml(news, {
          name: this.site.publicationName,
          // Google News wants the ISO 639 language: en of en-US.
          language: DEFAULT_LOCALE.split('-')[0],
        }),
      );
    }
    const locations = urls.flatMap((url) => this.location(url) ?? []);
    this.reportDropped(name, listed.length - locations.length);
    return document(urlSetXml(locations));
  }

  private reportDropped(name: string, dropped: number): void {
    if (dropped > 0) this.logger.warn({ sitemap: name, dropped }, 'sitemap entries left out');
  }

  private absolute(feed: SiteFeed): string {
    return `${this.site.publicOrigin}${feedPath(feed)}`;
  }

  private location(url: SitemapUrl): SitemapLocation | undefined {
    const loc = siteUrl(this.site.publicOrigin, url.url);
    return loc ? { loc, lastmod: w3cDateTime(url.lastModified) } : undefined;
  }

  /** News entries need a title and a publication date; one without is left out. */
  private newsLocations(urls: readonly SitemapUrl[]): NewsLocation[] {
    return urls.flatMap((url) => {
      const location = this.location(url);
      const publicationDate = w3cDateTime(url.publicationDate);
      const title = xmlText(url.title ?? '');
      return location && publicationDate && title ? [{ ...location, publicationDate, title }] : [];
    });
  }
}
