/**
 * An Article, Review, Gallery or Video component's item as a content link, so that a listing
 * or a feature shows it as a teaser card (link, image, title, dek) with StoryCard. The link
 * goes to the item's canonical path when it names a site path, else to the route its type
 * resolves to (spec 000 s2 "Choice of article route", "Content links resolve to a route").
 */
import {
  isAuthor,
  isLoadableImage,
  itemOf,
  type ContentDate,
  type ContentLink,
  type HTopic,
  type Image,
  type PageComponent,
} from '@bytewire/contracts';
import { routeForContent, routeForLink } from '@bytewire/routes';

/** The component types shown as teasers, and the content type each links as. */
export const TEASER_TYPES = {
  Article: 'article',
  Review: 'review',
  Gallery: 'gallery',
  Video: 'video',
} as const;
export type TeaserType = keyof typeof TEASER_TYPES;

export function isTeaserType(type: string): type is TeaserType {
  return Object.hasOwn(TEASER_TYPES, type);
}

/**
 * What a teaser reads of an article, review, gallery or video (each is one): the item was
 * cleaned where the page entered, so it has a slug, its promoImage is a loadable image (one with
 * a URL) or absent, its imageUrl a string or absent and its topics topics (an id, slug and
 * name each). Its author and image are fields left open there (other readers take them by rules of their own; a video's image is a
 * path or an object), narrowed below.
 */
export interface TeaserSource {
  id?: string;
  slug: string;
  headline?: string;
  title?: string;
  dek?: string;
  description?: string;
  promoDek?: string;
  promoHed?: string;
  /** HTML, for the page context of the generic screen. */
  body?: string;
  image?: unknown;
  imageUrl?: string;
  promoImage?: Image;
  canonicalUrl?: string;
  section?: string;
  subType?: string;
  author?: unknown;
  datePublished?: ContentDate;
  topics?: HTopic[];
}

/** The item of a teaser component (Article, Review, Gallery, Video), when it has one. */
export function teaserSourceOf(
  component: PageComponent,
): { type: TeaserType; source: TeaserSource } | undefined {
  const type = component.meta.componentType;
  if (!isTeaserType(type)) return undefined;
  const source: TeaserSource | undefined = itemOf(component, type);
  return source ? { type, source } : undefined;
}

/** A site path (not protocol-relative, no backslash trick): usable as a link as it is. */
function sitePath(value: string | undefined): string | undefined {
  return value && /^\/(?![/\\])/.test(value) ? value : undefined;
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

/**
 * The promotion image (loadable, as cleaned), else the item's image when loadable (a video's is
 * a path string or an image object), else its imageUrl when it is a site path.
 */
function imageOf(source: TeaserSource): Image | undefined {
  if (source.promoImage) return source.promoImage;
  if (isLoadableImage(source.image)) return source.image;
  const path = sitePath(source.imageUrl);
  if (path) return { id: `${source.slug}-image`, path, imageUrl: path };
  return undefined;
}

/** The teaser of a content object. */
export function teaserLink(type: TeaserType, item: TeaserSource): ContentLink {
  const topics = item.topics ?? [];
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
    author: isAuthor(item.author) ? item.author : undefined,
    datePublished: item.datePublished?.date ? item.datePublished : undefined,
    topics,
  };
}
