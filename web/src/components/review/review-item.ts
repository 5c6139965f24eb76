/**
 * The review of a product page, from the page's `Review` component. Its verdict (rating, good,
 * bad, sub-ratings, offers) was checked and cleaned where the page entered (libs/contracts
 * item-schemas.ts): an entry that does not fit is not there, a rating off the scale is absent.
 */
import { isRecord, type MerchantOffer, type Review } from '@bytewire/contracts';
import type { PageContent } from '../../app/page-loader';
import { componentsOfType } from '../../content/component-items';

export function isReview(value: unknown): value is Review {
  return isRecord(value) && typeof value.headline === 'string' && typeof value.body === 'string';
}

/** The page's review, or undefined when there is none. */
export function reviewOf(page: PageContent): Review | undefined {
  return componentsOfType(page, 'Review')
    .map((component) => component.item)
    .find(isReview);
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
