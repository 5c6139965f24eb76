/**
 * The commerce link (spec 000 s5): what a `commercelink` shortcode, and any body link to a
 * retail or affiliate host, renders to: an outbound link marked sponsored.
 */
import type { MerchantOffer } from '@bytewire/contracts';

export const COMMERCE_LINK_SHORTCODE = 'commercelink';

/** Paid links say so to crawlers (sponsored) besides the rel every outbound link has. */
export const COMMERCE_REL = 'sponsored noopener nofollow';

export const COMMERCE_LINK_CLASS = 'commerce-link';

/** The offer's link: the affiliate link when monetisation is on, else the retailer's page. */
export function commerceHref(offer: MerchantOffer | undefined): string | undefined {
  if (!offer) return undefined;
  if (offer.useMonetization && offer.monetizedUrl) return offer.monetizedUrl;
  return offer.url || offer.rawUrl || offer.monetizedUrl || undefined;
}

/** Text for a commerce link that came without any: "See at Amazon for $199.99". */
export function commerceLinkText(
  merchant: string | undefined,
  price: string | undefined,
  host: string,
) {
  const where = merchant?.trim() || host;
  return price?.trim() ? `See at ${where} for ${price.trim()}` : `See at ${where}`;
}
