import type { Image, Listicle, MerchantOffer, ReviewCard } from '@bytewire/contracts';

/** Shortcodes exactly as the reference corpus writes them (services/content body-writer). */
export const IMAGE_SHORTCODE =
  '<shortcode shortcode="image" uuid="9f1c2d3e-0000-4000-8000-000000000001"' +
  ' image-filename="laptop-1.jpg" image-path="/2026/11/20/9f1c/laptop-1.jpg"' +
  ' image-alt="A laptop &gt; on a desk" image-caption="Open, it is 2 cm thick"' +
  ' image-credits="Ana Ruiz/Bytewire" image-width="1200" image-height="675"></shortcode>';

export const COMMERCE_LINK_SHORTCODE =
  '<shortcode shortcode="commercelink" uuid="9f1c2d3e-0000-4000-8000-000000000002"' +
  ' href="https://www.amazon.com/dp/B0ABCDEF12" data-merchant="Amazon"' +
  ' data-price="$1,199.99">See at Amazon</shortcode>';

export const COMMERCE_PROMO_SHORTCODE =
  '<shortcode shortcode="commercepromo" uuid="9f1c2d3e-0000-4000-8000-000000000003"></shortcode>';

export const LISTICLE_SHORTCODE =
  '<shortcode shortcode="listicle" uuid="9f1c2d3e-0000-4000-8000-000000000004"></shortcode>';

export const REVIEW_CARD_SHORTCODE =
  '<shortcode shortcode="reviewcard" uuid="9f1c2d3e-0000-4000-8000-000000000005"></shortcode>';

export const IMAGE: Image = { id: 'img-1', path: '/2026/11/20/9f1c/laptop-1.jpg' };

export function offers(count: number): MerchantOffer[] {
  return Array.from({ length: count }, (_, i) => ({ offerMerchant: `Shop ${i + 1}` }));
}

export function listicle(fields: Partial<Listicle> = {}): Listicle {
  return { uuid: 'l-1', hed: '', ...fields };
}

export function reviewCard(fields: Partial<ReviewCard> = {}): ReviewCard {
  return { uuid: 'r-1', productName: '', ...fields };
}
