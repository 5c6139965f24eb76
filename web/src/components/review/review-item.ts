/**
 * The review of a product page, from the page's `Review` component. The item was cleaned where
 * the page entered (libs/contracts component-cleaning.ts: a slug, a headline and a body, else no
 * item) and its verdict (rating, good, bad, sub-ratings, offers) and product there too
 * (item-schemas.ts, product-cleaning.ts): an entry that does not fit is not there, a rating off
 * the scale is absent.
 */
import type { MerchantOffer, Review } from '@bytewire/contracts';
import type { PageContent } from '../../app/page-loader';
import { firstItemOf } from '../../content/component-items';

/** The page's review, or undefined when there is none. */
export function reviewOf(page: PageContent): Review | undefined {
  return firstItemOf(page, 'Review');
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
