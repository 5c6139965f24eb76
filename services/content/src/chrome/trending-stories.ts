/**
 * The search panel's trending listing (spec 001 s3 "Trending content item", spec 000 s7
 * "search trending"): recent popular stories, each with its time of publication.
 */
import type { TrendingItem } from '@bytewire/contracts';
import type { ContentEntry, CorpusIndex } from '../corpus/corpus-index';

/** How many stories the listing answers; the panel shows the first 3 (spec 001 s9). */
export const TRENDING_COUNT = 12;

/**
 * The corpus has no read counts: popular means the evergreen kinds readers come back to, as
 * the front door's Trending list has them (best lists, how-tos, comparisons), and reviews.
 */
export const POPULAR_ARTICLE_TYPES: ReadonlySet<string> = new Set([
  'best-list',
  'how-to',
  'comparison',
]);

export function isPopularStory(entry: ContentEntry): boolean {
  if (entry.kind === 'review') return true;
  return entry.kind === 'article' && POPULAR_ARTICLE_TYPES.has(entry.item.subType ?? '');
}

function trendingItem(entry: ContentEntry): TrendingItem {
  const { link } = entry;
  const item: TrendingItem = {
    id: link.id,
    slug: link.slug,
    title: link.title,
    url: link.url,
    contentType: link.contentType,
    // An ISO 8601 UTC instant: every reader (and `Date`) takes it the same way.
    datePublished: { date: new Date(entry.published).toISOString() },
  };
  if (link.image) item.image = link.image;
  return item;
}

/** The newest popular stories that are not paid content, newest first. */
export function buildTrending(index: CorpusIndex): TrendingItem[] {
  return index
    .editorial(['article', 'review'])
    .filter(isPopularStory)
    .slice(0, TRENDING_COUNT)
    .map(trendingItem);
}
