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

export const FAQ_SHORTCODE_TYPE = 'faq';

/** An FAQ entry: typed so, or a bare question (no image, no offers) with an answer. */
export function isFaqEntry(listicle: Listicle): boolean {
  if (listicle.shortcodeType === FAQ_SHORTCODE_TYPE) return true;
  return (
    listicle.hed.trim().endsWith('?') &&
    !!listicle.description &&
    (listicle.imageGroup?.length ?? 0) === 0 &&
    (listicle.merchantOffers?.length ?? 0) === 0
  );
}

/**
 * Whether a body's shortcodes may need the product modules (listicles, review cards: a chunk of
 * their own, product-modules.ts): its payloads hold some.
 */
export function holdsProductModules(article: Partial<ShortcodePayloads>): boolean {
  return (article.listicles?.length ?? 0) > 0 || (article.reviewCards?.length ?? 0) > 0;
}
