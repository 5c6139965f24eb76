/**
 * An Article, Review, Gallery or Video component's item as a content link, so that a listing
 * or a feature shows it as a teaser card (link, image, title, dek) with StoryCard. The link
 * goes to the item's canonical path when it names a site path, else to the route its type
 * resolves to (spec 000 s2 "Choice of article route", "Content links resolve to a route").
 */
import {
  isRecord,
  type Author,
  type ContentDate,
  type ContentLink,
  type HTopic,
  type Image,
} from '@bytewire/contracts';
import { routeForContent, routeForLink } from '@bytewire/routes';
import { isAuthor, isLoadableImage, isTeaserSource, type TeaserSource } from './item-guards';

/** The component types shown as teasers, and the content type each links as. */
export const TEASER_TYPES = {
  Article: 'article',
  Review: 'review',
  Gallery: 'gallery',
  Video: 'video',
} as const;
export type TeaserType = keyof typeof TEASER_TYPES;

/** A site path (not protocol-relative, no backslash trick): usable as a link as it is. */
function sitePath(value: string | undefined): string | undefined {
  return value && /^\/(?![/\\])/.test(value) ? value : undefined;
}

function topicsOf(value: unknown): HTopic[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (t): t is HTopic => isRecord(t) && typeof t.slug === 'string' && typeof t.name === 'string',
  );
}

function pathOf(type: TeaserType, source: TeaserSource, topics: HTopic[]): string | undefined {
  const own = sitePath(source.canonicalUrl);
  if (own) return own;
  if (type !== 'Article') {
    return routeForLink({ contentType: TEASER_TYPES[type], slug: source.slug })?.path;
  }
  try {
    return routeForContent({
      slug: source.slug,
      section: source.section,
      subType: source.subType,
      longForm: source.subType === 'longform',
      topics,
    }).path;
  } catch {
    // A slug the route table refuses: no link, the title shows as text.
    return undefined;
  }
}

/** A video's image is a path string or an image object; either way only a loadable one shows. */
function imageOf(source: TeaserSource): Image | undefined {
  for (const candidate of [source.promoImage, source.image]) {
    if (isLoadableImage(candidate)) return candidate;
  }
  if (typeof source.imageUrl === 'string' && sitePath(source.imageUrl)) {
    return { id: `${source.slug}-image`, path: source.imageUrl, imageUrl: source.imageUrl };
  }
  return undefined;
}

function dateOf(value: unknown): ContentDate | undefined {
  return isRecord(value) && typeof value.date === 'string' ? (value as ContentDate) : undefined;
}

/** The teaser of a content object, or undefined when the item cannot make one. */
export function teaserLink(type: TeaserType, item: unknown): ContentLink | undefined {
  if (!isTeaserSource(item)) return undefined;
  const topics = topicsOf(item.topics);
  const title = item.promoHed || item.headline || item.title || item.slug;
  return {
    id: item.id ?? item.slug,
    contentType: TEASER_TYPES[type],
    slug: item.slug,
    title,
    // An empty URL makes StoryCard resolve the route by content type, then show plain text.
    url: pathOf(type, item, topics) ?? '',
    description: item.promoDek || item.dek || item.description,
    image: imageOf(item),
    author: isAuthor(item.author) ? (item.author as Author) : undefined,
    datePublished: dateOf(item.datePublished),
    topics,
  };
}
