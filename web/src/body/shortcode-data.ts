/**
 * The payloads of an article's shortcodes, looked up by uuid: images and offers in
 * `additionalShortcodeData`, listicles and review cards in their own lists. They were checked
 * and cleaned where the page entered (libs/contracts item-schemas.ts, on the server and by the
 * browser's content client): a payload that cannot be shown is not there, so its shortcode
 * renders nothing, and what is there has the types it says.
 */
import type { Article, Image, Listicle, MerchantOffer, ReviewCard } from '@bytewire/contracts';

/** Where a body's shortcodes find their payloads: an article's, or a review's, fields. */
export type ShortcodePayloads = Pick<
  Article,
  'additionalShortcodeData' | 'listicles' | 'reviewCards'
>;

export function bodyImage(article: ShortcodePayloads, uuid: string | undefined): Image | undefined {
  const images = article.additionalShortcodeData?.images;
  return uuid && images && Object.hasOwn(images, uuid) ? images[uuid] : undefined;
}

export function bodyOffers(article: ShortcodePayloads): Record<string, MerchantOffer> | undefined {
  return article.additionalShortcodeData?.offers;
}

export function listicleOf(
  article: ShortcodePayloads,
  uuid: string | undefined,
): Listicle | undefined {
  return uuid ? article.listicles?.find((listicle) => listicle.uuid === uuid) : undefined;
}

export function reviewCardOf(
  article: ShortcodePayloads,
  uuid: string | undefined,
): ReviewCard | undefined {
  return uuid ? article.reviewCards?.find((card) => card.uuid === uuid) : undefined;
}
