/** Values of the structured data (schema.org) of articles and galleries (spec 000 s9). */
import type { Article } from '@bytewire/contracts';
import { hasTag } from './content-flags';

export type ArticleSchemaType = 'Article' | 'NewsArticle' | 'AdvertiserContentArticle';

/**
 * Article types that read as evergreen service pieces rather than news: how-tos, guides and
 * the product round-ups. Spotlights, deals, long reads and sponsored pieces stay NewsArticle.
 */
export const GUIDE_LIKE_TYPES: readonly string[] = [
  'how-to',
  'guide',
  'buying-guide',
  'best-list',
  'review-multi',
];
export const ADVERTISER_CONTENT_TYPE = 'zd-academy';
export const LIVE_BLOG_TAG = 'live-blog';
export const GALLERY_HEADLINE_MAX = 106;

/** Schema type of an article: a live blog is news whatever its type. */
export function articleSchemaType(article: Pick<Article, 'type' | 'tags'>): ArticleSchemaType {
  if (hasTag(article, LIVE_BLOG_TAG)) return 'NewsArticle';
  if (article.type === ADVERTISER_CONTENT_TYPE) return 'AdvertiserContentArticle';
  if (article.type !== undefined && GUIDE_LIKE_TYPES.includes(article.type)) return 'Article';
  return 'NewsArticle';
}

/** A gallery's headline for structured data: trimmed, at most 106 characters (code points). */
export function galleryHeadline(text: string): string {
  const chars = Array.from(text.trim());
  return chars.length <= GALLERY_HEADLINE_MAX
    ? chars.join('')
    : chars.slice(0, GALLERY_HEADLINE_MAX).join('').trimEnd();
}
