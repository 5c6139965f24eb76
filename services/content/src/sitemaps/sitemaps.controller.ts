import { Controller, Get, NotFoundException, Param, Query } from '@nestjs/common';
import type { Paging, SitemapIndexEntry, SitemapUrl } from '@bytewire/contracts';
import { parseContentDateTime } from '@bytewire/contracts';
import { contentItemPath, doorPath } from '@bytewire/routes';
import { lookup, quote } from '../common/inputs';
import { slimTopics } from '../corpus/content-links';
import type { ContentEntry } from '../corpus/corpus-index';
import { CorpusIndex } from '../corpus/corpus-index';
import { fillSite, STATIC_TEXTS } from '../composer/static/static-texts';
import { ContentConfig } from '../config/environment';
import { DOORS } from '../composer/pages/door.page';
import { SitemapParamsDto, SitemapQueryDto } from './sitemaps.dto';
import { ApiKeyRequired } from '../auth/api-key-required.decorator';
import { isListablePage } from './listable-page';

/** The index entry as the contract has it, plus the URL of its call. */
type IndexEntry = SitemapIndexEntry & { url: string };

const DEFAULT_LIMIT = 1000;
/** The news sitemap lists what was published in the last two days. */
const NEWS_WINDOW_MS = 2 * 86_400_000;

const iso = (entry: ContentEntry) =>
  parseContentDateTime(entry.item.dateUpdated ?? entry.item.datePublished)?.toISOString();

/** An item that asks to be kept out of search engines is in no sitemap. */
const indexable = (entry: ContentEntry) => (entry.item as { noIndex?: unknown }).noIndex !== true;

/**
 * Sitemaps as JSON (spec 000 s7 leaves the shape open): `index` lists the others; each of
 * articles, reviews, galleries, videos, news, topics, authors and pages lists site paths,
 * indexable pages only (no error page, no noIndex item: listable-page.ts). Story and topic
 * entries carry their topics with ancestors (SitemapUrl's `topics`).
 */
@ApiKeyRequired()
@Controller('api/neutron/sitemaps')
export class SitemapsController {
  private readonly maps: Readonly<Record<string, () => SitemapUrl[]>>;

  constructor(index: CorpusIndex, config: ContentConfig) {
    const content = (kind: ContentEntry['kind']) => () =>
      index.entries
        .filter((e) => e.kind === kind && indexable(e))
        .map((e) => ({
          url: e.link.url,
          title: e.link.title,
          lastModified: iso(e),
          topics: e.link.topics,
        }));
    const newest = index.entries[0]?.published ?? 0;
    const maps: Record<string, () => SitemapUrl[]> = {
      articles: content('article'),
      reviews: content('review'),
      galleries: content('gallery'),
      videos: content('video'),
      news: () =>
        index
          .articlesOfSubType('news')
          .filter((e) => newest - e.published <= NEWS_WINDOW_MS && indexable(e))
          .map((e) => ({
            url: e.link.url,
            title: e.link.title,
            lastModified: iso(e),
            publicationDate: parseContentDateTime(e.item.datePublished)?.toISOString(),
            keywords: (e.item.topics ?? []).map((t) => t.name),
            topics: e.link.topics,
          })),
      topics: () =>
        index.corpus.topics.map((t) => ({
          url: contentItemPath('topic', t.slug),
          title: t.name,
          topics: slimTopics([t]),
        })),
      authors: () =>
        [...index.profiles].map(([slug, a]) => ({
          url: contentItemPath('author', slug),
          title: `${a.firstName} ${a.lastName}`,
        })),
      pages: () => [
        { url: '/', title: 'Home' },
        ...Object.entries(DOORS).map(([slug, door]) => ({
          url: doorPath(slug),
          title: door.title,
        })),
        ...Object.values(STATIC_TEXTS).map((t) => ({
          url: t.canonicalUrl,
          title: fillSite(t.title, config),
        })),
      ],
    };
    // Every list, whatever it is built from, keeps to the pages a sitemap may list.
    this.maps = Object.fromEntries(
      Object.entries(maps).map(([name, list]) => [
        name,
        () => list().filter((u) => isListablePage(u.url)),
      ]),
    );
  }

  @Get(':path')
  sitemap(
    @Param() params: SitemapParamsDto,
    @Query() query: SitemapQueryDto,
  ): { data: { items: IndexEntry[] } } | { data: { items: SitemapUrl[]; paging: Paging } } {
    if (params.path === 'index') {
      return {
        data: {
          items: Object.entries(this.maps).map(([name, list]) => {
            const urls = list();
            return {
              name,
              url: `/api/neutron/sitemaps/${name}`,
              total: urls.length,
              lastModified: urls.find((u) => u.lastModified)?.lastModified,
            };
          }),
        },
      };
    }
    const list = lookup(this.maps, params.path);
    if (!list)
      throw new NotFoundException(
        `Unknown sitemap ${quote(params.path)}: use index or one of ${Object.keys(this.maps).join(', ')}`,
      );
    const urls = list();
    const offset = Number(query.offset ?? 0);
    const limit = Number(query.limit ?? DEFAULT_LIMIT);
    return {
      data: {
        items: urls.slice(offset, offset + limit),
        paging: { limit, offset, total: urls.length },
      },
    };
  }
}
