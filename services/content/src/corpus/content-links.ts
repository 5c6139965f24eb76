/** ContentLinks: how listing components, search and seamless refer to content. */
import type {
  Article,
  ContentLink,
  Gallery,
  HTopic,
  Image,
  Review,
  Topic,
  Video,
} from '@bytewire/contracts';
import { contentItemPath, isSponsoredContent } from '@bytewire/routes';
import { authorSummary } from './build/authors';

/** Labels shown above a link, by article subType. */
const ARTICLE_LABELS: Record<string, string> = {
  news: 'News',
  'how-to': 'How-to',
  'best-list': 'Best list',
  deals: 'Deal',
  comparison: 'Comparison',
  spotlight: 'Spotlight',
  longform: 'In depth',
  sponsored: 'Sponsored',
};

/** A topic's ancestors (root first) as links carry them: ids, slugs and names. */
const ancestors = (topicPath: readonly Topic[]): Topic[] =>
  topicPath.map(({ id, slug, name }) => ({ id, slug, name }));

/**
 * A listed item's topics: who they are and their ancestors (root first), so that a reader of
 * the restricted state (spec 001 s1) loses a smart-watch story from a list as wearables' own.
 * Sitemap entries carry them for the same reason.
 */
export function slimTopics(topics: readonly HTopic[] | undefined): Topic[] {
  return (topics ?? []).map(({ id, slug, name, primary, topicPath }) => ({
    id,
    slug,
    name,
    primary,
    ...(topicPath && topicPath.length > 0 ? { topicPath: ancestors(topicPath) } : {}),
  }));
}

export function articleLink(article: Article): ContentLink {
  return {
    id: article.id,
    contentType: 'article',
    type: article.type,
    typeName: 'article',
    slug: article.slug,
    title: article.headline ?? article.slug,
    promoTitle: article.promoHed,
    description: article.dek,
    url: article.canonicalUrl ?? contentItemPath('article', article),
    image: article.promoImage ?? article.image,
    author: article.author ? authorSummary(article.author) : undefined,
    date: article.datePublished,
    datePublished: article.datePublished,
    topics: slimTopics(article.topics),
    section: article.section,
    subType: article.subType,
    label: ARTICLE_LABELS[article.subType ?? ''] ?? 'Article',
    isSponsored: isSponsoredContent(article),
  };
}

export function reviewLink(review: Review): ContentLink {
  return {
    id: review.id,
    contentType: 'review',
    type: 'review',
    typeName: 'review',
    slug: review.slug,
    title: review.headline ?? review.slug,
    promoTitle: review.promoTitle,
    description: review.dek,
    url: contentItemPath('review', review.slug),
    image: review.image,
    author: review.author ? authorSummary(review.author) : undefined,
    date: review.datePublished,
    datePublished: review.datePublished,
    topics: slimTopics(review.topics),
    section: review.section,
    label: 'Review',
    rating: review.rating,
    isSponsored: false,
  };
}

export function galleryLink(gallery: Gallery): ContentLink {
  return {
    id: gallery.id,
    contentType: 'gallery',
    type: 'gallery',
    typeName: 'gallery',
    slug: gallery.slug,
    title: gallery.title,
    description: gallery.dek,
    url: contentItemPath('gallery', gallery.slug),
    image: gallery.image,
    author: gallery.author ? authorSummary(gallery.author) : undefined,
    date: gallery.datePublished,
    datePublished: gallery.datePublished,
    topics: slimTopics(gallery.topics),
    label: `Gallery: ${gallery.items.length} photos`,
    isSponsored: false,
  };
}

/** A video's image may be a bare path; links always carry an image object. */
export function videoImage(video: Video): Image | undefined {
  if (typeof video.image === 'string')
    return { id: video.id, path: video.image, imageUrl: video.imageUrl };
  return video.image;
}

export function videoLink(video: Video): ContentLink {
  return {
    id: video.id,
    contentType: 'video',
    type: 'video',
    typeName: 'video',
    slug: video.slug,
    title: video.title ?? video.headline ?? video.slug,
    description: video.description,
    url: contentItemPath('video', video.slug),
    image: videoImage(video),
    author: video.author ? authorSummary(video.author) : undefined,
    date: video.datePublished,
    datePublished: video.datePublished,
    topics: slimTopics(video.topics),
    label: 'Video',
    duration: video.duration,
    isSponsored: false,
  };
}

/**
 * A topic link carries its ancestors (root first) too, so that a restricted reader (spec
 * 001 s1) loses a smart-watches link as wearables' own.
 */
export type TopicLink = ContentLink & Pick<Topic, 'topicPath'>;

export function topicLink(topic: HTopic, children: ContentLink[] = []): TopicLink {
  return {
    id: topic.id,
    contentType: 'topic',
    type: 'topic',
    typeName: 'topic',
    slug: topic.slug,
    title: topic.name,
    name: topic.name,
    url: contentItemPath('topic', topic.slug),
    children: children.length > 0 ? children : undefined,
    ...(topic.topicPath && topic.topicPath.length > 0
      ? { topicPath: ancestors(topic.topicPath) }
      : {}),
  };
}
