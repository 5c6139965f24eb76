/**
 * Product links of AMP pages, for the product-click beacon (spec 001 s8): AMP's analytics run
 * no page script, so what a click on a product link says of the product travels on the link
 * itself as `data-vars-*` attributes, which amp-analytics turns into variables of the click
 * (`data-vars-product-name` is `${productName}`; see amp-analytics-config.ts). A link is a
 * product link when it says so (`data-vars-element-type="product"`): that is the product-click
 * trigger's selector. Empty values are left out: AMP substitutes an absent variable with ''.
 */

/** The element type a product link's click reports, and what its selector matches. */
export const PRODUCT_ELEMENT_TYPE = 'product';
export const AMP_PRODUCT_LINK_SELECTOR = `a[data-vars-element-type=${PRODUCT_ELEMENT_TYPE}]`;

/** What a product link says of its product and of where it stands on the page. */
export interface AmpProductLink {
  outboundUrl: string;
  /** The link's text, as the reader saw it. */
  text: string;
  /** Where on the page: 'body', 'where-to-buy', 'listicle', 'review-card'. */
  location: string;
  /** 1-based, among the product links of its location. */
  position: number;
  /** The kind of link ('commerce-link', 'merchant-offer') and its variant. */
  formatType: string;
  formatSubtype?: string;
  productName?: string;
  brand?: string;
  productId?: string;
  price?: string;
  sku?: string;
  upc?: string;
}

/** Each field and the `data-vars-*` attribute (so the AMP variable) that carries it. */
const ATTRIBUTES: Readonly<Record<keyof AmpProductLink, string>> = {
  outboundUrl: 'data-vars-outbound-url',
  text: 'data-vars-product-text',
  location: 'data-vars-product-location',
  position: 'data-vars-product-position',
  formatType: 'data-vars-product-format-type',
  formatSubtype: 'data-vars-product-format-subtype',
  productName: 'data-vars-product-name',
  brand: 'data-vars-product-brand',
  productId: 'data-vars-product-id',
  price: 'data-vars-product-price',
  sku: 'data-vars-product-sku',
  upc: 'data-vars-product-upc',
};

/** The gateway takes strings of at most 256 characters; URLs up to 2048. */
const TEXT_MAX = 256;
const URL_MAX = 2048;

/** The attributes that make a link a product link of AMP analytics. */
export function ampProductLinkAttributes(link: AmpProductLink): Record<string, string> {
  const attributes: Record<string, string> = { 'data-vars-element-type': PRODUCT_ELEMENT_TYPE };
  for (const [field, attribute] of Object.entries(ATTRIBUTES)) {
    const value = link[field as keyof AmpProductLink];
    if (value === undefined) continue;
    const text = String(value).replace(/\s+/g, ' ').trim();
    if (text) attributes[attribute] = text.slice(0, field === 'outboundUrl' ? URL_MAX : TEXT_MAX);
  }
  return attributes;
}
