/**
 * The commerce links of an AMP page's body (body/commerce-link.ts: a `commercelink` shortcode,
 * or a link to a retail or affiliate host) made product links of AMP analytics
 * (amp-product-link.ts), so that a click on one sends the product-click beacon with what the
 * link says: where it goes, its text, the price the shortcode gave, and its place among the
 * body's product links (an inline link of the text).
 */
import { COMMERCE_LINK_CLASS } from '../body/commerce-link';
import { ampProductLinkAttributes } from './amp-product-link';

export const BODY_PRODUCT_LOCATION = 'body';
export const BODY_PRODUCT_FORMAT_SUBTYPE = 'inline';

export function markBodyProductLinks(root: Element): void {
  const links = Array.from(root.querySelectorAll(`a.${COMMERCE_LINK_CLASS}[href]`));
  links.forEach((link, i) => {
    const attributes = ampProductLinkAttributes({
      outboundUrl: link.getAttribute('href') ?? '',
      text: link.textContent ?? '',
      location: BODY_PRODUCT_LOCATION,
      position: i + 1,
      formatType: COMMERCE_LINK_CLASS,
      formatSubtype: BODY_PRODUCT_FORMAT_SUBTYPE,
      price: link.getAttribute('data-price') ?? undefined,
    });
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  });
}
