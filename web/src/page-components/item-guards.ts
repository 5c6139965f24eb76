/**
 * Typed guards for the items of the component types this registry renders (spec 000 s3). A
 * component's `item` and `items` are whatever the platform sent: each is narrowed here, and an
 * item that does not fit is left out rather than crashing the render.
 */
import {
  isRecord,
  type Author,
  type Image,
  type RicochetCollectionItem,
  type SeamlessItem,
  isNonBlankString,
} from '@bytewire/contracts';

/** An author or user: a first and last name at least. */
export function isAuthor(value: unknown): value is Author {
  return (
    isRecord(value) && typeof value.firstName === 'string' && typeof value.lastName === 'string'
  );
}

/** A ricochet collection item: the slug is required, title and type optional. */
export function isRicochetItem(value: unknown): value is RicochetCollectionItem {
  return isRecord(value) && isNonBlankString(value.slug);
}

export function isSeamlessItem(value: unknown): value is SeamlessItem {
  return isRecord(value) && isNonBlankString(value.slug) && isNonBlankString(value.title);
}

/** An image a page can load: one with a URL. */
export function isLoadableImage(value: unknown): value is Image {
  return isRecord(value) && isNonBlankString(value.imageUrl);
}

/**
 * A content object of an Article, Review, Gallery or Video component: something with a slug
 * and a headline or title, which a teaser card can show and link to.
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
  promoImage?: unknown;
  canonicalUrl?: string;
  typeName?: string;
  type?: string;
  section?: string;
  subType?: string;
  author?: unknown;
  datePublished?: unknown;
  topics?: unknown;
}

export function isTeaserSource(value: unknown): value is TeaserSource {
  return (
    isRecord(value) &&
    isNonBlankString(value.slug) &&
    (isNonBlankString(value.headline) || isNonBlankString(value.title))
  );
}
