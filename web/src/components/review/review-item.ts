/**
 * The review of a product page, narrowed from the page's `Review` component. The contracts
 * check the page and a content item's core fields only, so the lists a review screen reads (good, bad, sub-ratings,
 * offers) are filtered here: an entry that does not fit is left out rather than crashing.
 */
import { isRecord, type MerchantOffer, type Review, type SubRating } from '@bytewire/contracts';
import type { PageContent } from '../../app/page-loader';
import { componentsOfType } from '../../content/component-items';

function isRating(value: unknown): value is number {
  return typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= 10;
}

function strings(value: unknown): string[] {
  return Array.isArray(value)
    ? value.filter((s): s is string => typeof s === 'string' && s.trim() !== '')
    : [];
}

function isSubRating(value: unknown): value is SubRating {
  return isRecord(value) && typeof value.name === 'string' && isRating(value.rating);
}

function isOffer(value: unknown): value is MerchantOffer {
  return isRecord(value) && typeof value.offerMerchant === 'string' && value.offerMerchant !== '';
}

export function isReview(value: unknown): value is Review {
  return isRecord(value) && typeof value.headline === 'string' && typeof value.body === 'string';
}

/** The page's review with its lists cleaned up, or undefined when there is none. */
export function reviewOf(page: PageContent): Review | undefined {
  const review = componentsOfType(page, 'Review')
    .map((component) => component.item)
    .find(isReview);
  if (!review) return undefined;
  return {
    ...review,
    rating: isRating(review.rating) ? review.rating : undefined,
    good: strings(review.good),
    bad: strings(review.bad),
    subRatings: Array.isArray(review.subRatings) ? review.subRatings.filter(isSubRating) : [],
    merchantOffers: Array.isArray(review.merchantOffers)
      ? review.merchantOffers.filter(isOffer)
      : [],
  };
}

/** The link an offer goes to: the affiliate link when monetised, else the retailer's page. */
export function offerUrl(offer: MerchantOffer): string | undefined {
  if (offer.useMonetization && offer.monetizedUrl) return offer.monetizedUrl;
  return offer.url || offer.rawUrl || undefined;
}

/** A rating as shown: one decimal, "8.0" rather than "8". */
export function formatRating(rating: number): string {
  return (Math.round(rating * 10) / 10).toFixed(1);
}
