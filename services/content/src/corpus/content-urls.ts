/**
 * Site paths of content (spec 000 s2, route choice): long-form content goes to the long-form
 * topic route, sponsored content to the paid route, content whose first topic is a topic-route
 * root to the topic route, everything else to the article route.
 */
import type { Content } from '@bytewire/contracts';
import { TOPIC_ROUTE_ROOTS } from './text/topics';

export const LONGFORM_SUBTYPE = 'longform';
export const SPONSORED_SECTION = 'sponsored';

/** Sponsored means the section is sponsored or the primary topic is infographic (spec 000 s3). */
export function isSponsored(content: Pick<Content, 'section' | 'topics'>): boolean {
  return content.section === SPONSORED_SECTION || content.topics?.[0]?.slug === 'infographic';
}

export function articleUrl(
  article: Pick<Content, 'slug' | 'subType' | 'section' | 'topics'>,
): string {
  const [topic1, topic2] = article.topics ?? [];
  if (article.subType === LONGFORM_SUBTYPE && topic1)
    return `/in-depth/${topic1.slug}/${article.slug}/`;
  if (isSponsored(article)) return `/paid-content/article/${article.slug}/`;
  if (topic1 && TOPIC_ROUTE_ROOTS.includes(topic1.slug)) {
    return topic2
      ? `/${topic1.slug}/${topic2.slug}/${article.slug}/`
      : `/${topic1.slug}/${article.slug}/`;
  }
  return `/article/${article.slug}/`;
}

/** Paths of the other content types, by content type and slug. */
export function contentPath(contentType: string, slug: string): string {
  switch (contentType) {
    case 'review':
    case 'product':
      return `/product/${slug}/`;
    case 'gallery':
      return `/pictures/${slug}/`;
    case 'video':
      return `/video/${slug}/`;
    case 'collection':
      return `/collection/${slug}/`;
    case 'topic':
      return `/topic/${slug}/`;
    case 'tag':
      return `/tags/${slug}/`;
    case 'feature':
      return slug === 'innovation-index' ? '/innovation-index/' : `/feature/${slug}/`;
    case 'author':
      return `/meet-the-team/${slug}/`;
    default:
      return `/article/${slug}/`;
  }
}
