/**
 * A merchant offer's link on an AMP page (components/review/MerchantOffers: the review's
 * "Where to buy", a listicle's or review card's offers) as a product link of AMP analytics
 * (amp-product-link.ts): the product the offer sells (its name, the maker as brand, its id
 * and SKU from the tech product) and the offer (price, link, place in the list). The AMP
 * renderer (amp-render.tsx) hands it to MerchantOffers through offer-link-tracking.ts.
 */
import type { TrackedOfferLink } from '../components/review/MerchantOffers/offer-link-tracking';
import { ampProductLinkAttributes } from './amp-product-link';

export const OFFER_FORMAT_TYPE = 'merchant-offer';

/** Where the offers stand: the review's verdict block, or a product module of the text. */
const LOCATIONS = { review: 'where-to-buy', module: 'product-module' } as const;

export function ampOfferLinkAttributes(link: TrackedOfferLink): Record<string, string> {
  const { techProduct } = link;
  return ampProductLinkAttributes({
    outboundUrl: link.href,
    text: link.text,
    location: LOCATIONS[link.variant],
    position: link.position,
    formatType: OFFER_FORMAT_TYPE,
    formatSubtype: link.variant,
    productName: link.productName ?? techProduct?.product.name,
    brand: techProduct?.manufacturer?.name,
    productId: techProduct?.id,
    price: link.offer.offerPrice,
    sku: techProduct?.product.sku,
  });
}
