import type { MerchantOffer, Reseller } from '@bytewire/contracts';
import type { Prng } from '../prng';
import { formatPrice } from '../text-utils';

/** Retailers and their affiliate link shapes: the raw product page and the monetized link. */
const RETAILERS: readonly {
  name: string;
  raw: (slug: string, id: string) => string;
  monetized: (raw: string) => string;
}[] = [
  {
    name: 'Amazon',
    raw: (_slug, id) => `https://www.amazon.com/dp/B0${id.slice(0, 8).toUpperCase()}`,
    monetized: (raw) => `${raw}?tag=bytewire-20`,
  },
  {
    name: 'Best Buy',
    raw: (slug, id) => `https://www.bestbuy.com/site/${slug}/${parseInt(id.slice(0, 6), 16)}.p`,
    monetized: (raw) => `https://bestbuy.7tiv.net/c/bytewire?u=${encodeURIComponent(raw)}`,
  },
  {
    name: 'Walmart',
    raw: (slug, id) => `https://www.walmart.com/ip/${slug}/${parseInt(id.slice(0, 7), 16)}`,
    monetized: (raw) => `https://goto.walmart.com/c/bytewire?u=${encodeURIComponent(raw)}`,
  },
  {
    name: 'Target',
    raw: (slug, id) => `https://www.target.com/p/${slug}/-/A-${parseInt(id.slice(0, 6), 16)}`,
    monetized: (raw) => `https://goto.target.com/c/bytewire?u=${encodeURIComponent(raw)}`,
  },
  {
    name: 'B&H Photo',
    raw: (slug, id) =>
      `https://www.bhphotovideo.com/c/product/${parseInt(id.slice(0, 6), 16)}-REG/${slug}.html`,
    monetized: (raw) => `https://bhpho.to/bytewire?u=${encodeURIComponent(raw)}`,
  },
  {
    name: 'Newegg',
    raw: (_slug, id) => `https://www.newegg.com/p/N82E${parseInt(id.slice(0, 7), 16)}`,
    monetized: (raw) =>
      `https://click.linksynergy.com/deeplink?id=bytewire&mid=44583&murl=${encodeURIComponent(raw)}`,
  },
];

/** Categories sold by subscription from the provider's own site rather than by retailers. */
const DIRECT_SALE_TOPICS = new Set(['vpn', 'password-manager', 'online-courses', 'credit-cards']);

export interface OfferProduct {
  slug: string;
  brand: string;
  price: number;
  topic: string;
}

/** Two or three retailer offers around list price, or the provider's own offer for services. */
export function buildOffers(rng: Prng, product: OfferProduct): MerchantOffer[] {
  if (DIRECT_SALE_TOPICS.has(product.topic)) {
    const raw = `https://www.${product.brand.toLowerCase().replace(/[^a-z]/g, '')}.example/${product.slug}`;
    return [
      {
        useMonetization: true,
        offerMerchant: product.brand,
        offerPrice: product.price === 0 ? 'Free' : `${formatPrice(product.price)}/yr`,
        rawUrl: raw,
        monetizedUrl: `https://click.linksynergy.com/deeplink?id=bytewire&mid=51220&murl=${encodeURIComponent(raw)}`,
        url: raw,
        monetizationStatus: 'monetized',
      },
    ];
  }
  const retailers = rng.sample(RETAILERS, rng.int(2, 3));
  return retailers.map((retailer, i) => {
    const id = rng.uuid().replace(/-/g, '');
    const raw = retailer.raw(product.slug, id);
    // The first offer is often a sale price; the others sit at or near list price.
    const discount = i === 0 && rng.chance(0.6) ? rng.int(5, 25) / 100 : rng.int(0, 3) / 100;
    const price = Math.max(1, Math.round(product.price * (1 - discount)) - 0.01);
    const monetized = !(i === 2 && rng.chance(0.5));
    return {
      useMonetization: monetized,
      offerMerchant: retailer.name,
      offerPrice: formatPrice(price),
      rawUrl: raw,
      monetizedUrl: retailer.monetized(raw),
      url: monetized ? retailer.monetized(raw) : raw,
      monetizationStatus: monetized ? 'monetized' : 'unmonetized',
    };
  });
}

export function resellersOf(offers: readonly MerchantOffer[], rng: Prng): Reseller[] {
  return offers.map((offer) => ({
    id: rng.uuid(),
    name: offer.offerMerchant,
    url: offer.rawUrl ?? offer.url ?? '',
    price: Number((offer.offerPrice ?? '').replace(/[^0-9.]/g, '')) || undefined,
    cpc: rng.int(20, 180) / 100,
    weight: rng.int(1, 10),
  }));
}

/** The numeric price of an offer, for sorting and savings. */
export function offerAmount(offer: MerchantOffer): number {
  return Number((offer.offerPrice ?? '').replace(/[^0-9.]/g, '')) || 0;
}
