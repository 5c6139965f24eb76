/** Flags of a content item read from its section, tags, topics and type (spec 000 s3, s9). */
import type { Article, Content } from '@bytewire/contracts';

export const SPONSORED_SECTION = 'sponsored';
export const INFOGRAPHIC_TOPIC = 'infographic';
export const FAQ_TAG = 'faq-markup';
export const BEST_LIST_TYPES: readonly string[] = ['best-list', 'review-multi'];
export const BEST_LIST_SECTION = 'bottom_funnel';

export function hasTag(content: Pick<Content, 'tags'>, slug: string): boolean {
  return content.tags?.some((tag) => tag.slug === slug) ?? false;
}

/** The topic flagged primary; the platform lists the primary topic first when none is. */
function primaryTopicSlug(content: Pick<Content, 'topics'>): string | undefined {
  return (content.topics?.find((topic) => topic.primary === true) ?? content.topics?.[0])?.slug;
}

/** Paid content: the section is sponsored or the primary topic is infographic. */
export function isSponsored(content: Pick<Content, 'section' | 'topics'>): boolean {
  return content.section === SPONSORED_SECTION || primaryTopicSlug(content) === INFOGRAPHIC_TOPIC;
}

/** The FAQ flag: set by the tag faq-markup. */
export function hasFaq(content: Pick<Content, 'tags'>): boolean {
  return hasTag(content, FAQ_TAG);
}

/** A best list: article type best-list or review-multi, or the section bottom_funnel. */
export function isBestList(article: Pick<Article, 'type' | 'section'>): boolean {
  return (
    (article.type !== undefined && BEST_LIST_TYPES.includes(article.type)) ||
    article.section === BEST_LIST_SECTION
  );
}
