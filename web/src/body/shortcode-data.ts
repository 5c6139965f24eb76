/**
 * The payloads of an article's shortcodes, looked up by uuid: images and offers in
 * `additionalShortcodeData`, listicles and review cards in their own lists. The contracts check
 * the page and a content item's core fields only, so every payload is checked here; one that does not fit is left out
 * (its shortcode renders nothing) rather than crashing the page.
 */
import {
  isRecord,
  type Article,
  type Image,
  type Listicle,
  type MerchantOffer,
  type ReviewCard,
} from '@bytewire/contracts';

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() !== '' ? value : undefined;
}

/** The non-empty strings of a list (like, dislike). */
export function strings(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((s): s is string => text(s) !== undefined) : [];
}

export function isOffer(value: unknown): value is MerchantOffer {
  return isRecord(value) && text(value.offerMerchant) !== undefined;
}

export function offersOf(value: unknown): MerchantOffer[] {
  return Array.isArray(value) ? value.filter(isOffer) : [];
}

/** An image a module can show: one with a URL or a storage path. */
export function isImage(value: unknown): value is Image {
  return isRecord(value) && (text(value.imageUrl) !== undefined || text(value.path) !== undefined);
}

/** The first showable image of an image group (a module shows one). */
export function firstImage(value: unknown): Image | undefined {
  return Array.isArray(value) ? value.find(isImage) : undefined;
}

/** A rating on the 0 to 10 scale, else undefined. */
export function ratingOf(value: unknown): number | undefined {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10
    ? value
    : undefined;
}

/** Where a body's shortcodes find their payloads: an article's, or a review's, fields. */
export type ShortcodePayloads = Pick<
  Article,
  'additionalShortcodeData' | 'listicles' | 'reviewCards'
>;

function byUuid(list: unknown, uuid: string | undefined): Record<string, unknown> | undefined {
  if (!uuid || !Array.isArray(list)) return undefined;
  return list.find((item): item is Record<string, unknown> => isRecord(item) && item.uuid === uuid);
}

export function bodyImage(article: ShortcodePayloads, uuid: string | undefined): Image | undefined {
  const images = article.additionalShortcodeData?.images;
  if (!uuid || !isRecord(images) || !Object.hasOwn(images, uuid)) return undefined;
  const image: unknown = images[uuid];
  return isImage(image) ? image : undefined;
}

export function bodyOffers(article: ShortcodePayloads): Record<string, MerchantOffer> | undefined {
  const offers = article.additionalShortcodeData?.offers;
  if (!isRecord(offers)) return undefined;
  return Object.fromEntries(Object.entries(offers).filter(([, offer]) => isOffer(offer)));
}

export function listicleOf(
  article: ShortcodePayloads,
  uuid: string | undefined,
): Listicle | undefined {
  const found = byUuid(article.listicles, uuid);
  const hed = text(found?.hed);
  if (!found || !hed) return undefined;
  return {
    ...(found as unknown as Listicle),
    hed,
    subhed: text(found.subhed),
    description: text(found.description),
    like: strings(found.like),
    dislike: strings(found.dislike),
    merchantOffers: offersOf(found.merchantOffers),
    imageGroup: Array.isArray(found.imageGroup) ? found.imageGroup.filter(isImage) : [],
  };
}

export function reviewCardOf(
  article: ShortcodePayloads,
  uuid: string | undefined,
): ReviewCard | undefined {
  const found = byUuid(article.reviewCards, uuid);
  const productName = text(found?.productName);
  if (!found || !productName) return undefined;
  return {
    ...(found as unknown as ReviewCard),
    productName,
    rating: ratingOf(found.rating),
    editorsChoice: found.editorsChoice === true,
    like: strings(found.like),
    dislike: strings(found.dislike),
    merchantOffers: offersOf(found.merchantOffers),
    imageGroup: Array.isArray(found.imageGroup) ? found.imageGroup.filter(isImage) : [],
  };
}
