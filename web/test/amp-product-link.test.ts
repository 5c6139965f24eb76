/**
 * Product links of AMP pages (spec 001 s8): the data-vars a product link carries are the
 * product fields of the product-click beacon (amp-analytics turns `data-vars-product-name`
 * into `${productName}`), empty ones left out, values cut to what the endpoint takes.
 */
import type { TechProduct } from '@bytewire/contracts';
import { ampOfferLinkAttributes } from '../src/amp/amp-offer-link';
import { ampProductLinkAttributes } from '../src/amp/amp-product-link';

const PRODUCT: TechProduct = {
  id: 'tp-1',
  product: { name: 'Acme Book 14', slug: 'acme-book-14', sku: 'AB14-2026' },
  manufacturer: { id: 'm-1', name: 'Acme', slug: 'acme' },
};

describe('ampProductLinkAttributes', () => {
  it('marks the link a product link and carries each field as its data-vars', () => {
    expect(
      ampProductLinkAttributes({
        outboundUrl: 'https://www.amazon.com/dp/B0ACME',
        text: '  See it\n at Amazon ',
        location: 'body',
        position: 2,
        formatType: 'commerce-link',
        formatSubtype: 'inline',
        productName: 'Acme Book 14',
        brand: 'Acme',
        productId: 'tp-1',
        price: '$999',
        sku: 'AB14',
        upc: '012345678905',
      }),
    ).toEqual({
      'data-vars-element-type': 'product',
      'data-vars-outbound-url': 'https://www.amazon.com/dp/B0ACME',
      'data-vars-product-text': 'See it at Amazon',
      'data-vars-product-location': 'body',
      'data-vars-product-position': '2',
      'data-vars-product-format-type': 'commerce-link',
      'data-vars-product-format-subtype': 'inline',
      'data-vars-product-name': 'Acme Book 14',
      'data-vars-product-brand': 'Acme',
      'data-vars-product-id': 'tp-1',
      'data-vars-product-price': '$999',
      'data-vars-product-sku': 'AB14',
      'data-vars-product-upc': '012345678905',
    });
  });

  it('leaves out what the link does not know, and cuts text to 256 characters', () => {
    const attributes = ampProductLinkAttributes({
      outboundUrl: 'https://www.amazon.com/dp/B0ACME',
      text: 'x'.repeat(300),
      location: 'body',
      position: 1,
      formatType: 'commerce-link',
      brand: ' ',
    });
    expect(attributes).not.toHaveProperty('data-vars-product-brand');
    expect(attributes).not.toHaveProperty('data-vars-product-upc');
    expect(attributes['data-vars-product-text']).toHaveLength(256);
  });
});

describe('ampOfferLinkAttributes', () => {
  it('gives a review’s offer the product’s name, maker, id and SKU and the offer’s price', () => {
    expect(
      ampOfferLinkAttributes({
        offer: { offerMerchant: 'Amazon', offerPrice: '$999.99' },
        href: 'https://www.amazon.com/dp/B0ACME',
        text: 'See it at Amazon',
        variant: 'review',
        position: 1,
        techProduct: PRODUCT,
      }),
    ).toMatchObject({
      'data-vars-element-type': 'product',
      'data-vars-product-location': 'where-to-buy',
      'data-vars-product-format-type': 'merchant-offer',
      'data-vars-product-format-subtype': 'review',
      'data-vars-product-name': 'Acme Book 14',
      'data-vars-product-brand': 'Acme',
      'data-vars-product-id': 'tp-1',
      'data-vars-product-sku': 'AB14-2026',
      'data-vars-product-price': '$999.99',
    });
  });

  it('prefers the module’s own product name', () => {
    const attributes = ampOfferLinkAttributes({
      offer: { offerMerchant: 'Best Buy' },
      href: 'https://www.bestbuy.com/site/acme',
      text: 'See it at Best Buy',
      variant: 'module',
      position: 3,
      productName: 'The Acme, our pick',
      techProduct: PRODUCT,
    });
    expect(attributes).toMatchObject({
      'data-vars-product-name': 'The Acme, our pick',
      'data-vars-product-location': 'product-module',
      'data-vars-product-position': '3',
    });
    expect(attributes).not.toHaveProperty('data-vars-product-price');
  });
});
