/**
 * The offers' links of an AMP page (the review's "Where to buy", a listicle's or review card's
 * offers) are product links of AMP analytics (spec 001 s8): they carry the product fields of
 * the product-click beacon as data-vars; the site's own page prints none.
 */
import type { Review } from '@bytewire/contracts';
import { JSDOM } from 'jsdom';
import { component, page } from './support/pages';
import { fixtureClient, renderPath } from './support/render-path';

const REVIEW = {
  id: 'r-1',
  slug: 'acme-review',
  headline: 'Acme Book review',
  body: '<p>Good.</p>',
  author: { id: 'u-1', firstName: 'Ada', lastName: 'Moreno' },
  merchantOffers: [
    { offerMerchant: 'Amazon', offerPrice: '$999.99', url: 'https://www.amazon.com/dp/B0ACME' },
  ],
  techProduct: {
    id: 'tp-1',
    product: { name: 'Acme Book', slug: 'acme-book', sku: 'SKU1' },
    manufacturer: { id: 'm-1', name: 'Acme', slug: 'acme' },
  },
} as unknown as Review;

const PAGES = {
  'review/acme-review': page('review', 'Acme Book review', [component('Review', { item: REVIEW })]),
};

describe('the offers’ links of an AMP review', () => {
  it('carry the product, the offer and its place as AMP analytics data-vars', async () => {
    const amp = await renderPath('/google-amp/product/acme-review/', fixtureClient(PAGES));
    const doc = new JSDOM(amp.html).window.document;
    const links = Array.from(doc.querySelectorAll('a[data-vars-element-type="product"]'));
    expect(links).toHaveLength(1);
    const vars = Object.fromEntries(
      Array.from(links[0]!.attributes)
        .filter((attribute) => attribute.name.startsWith('data-vars-'))
        .map((attribute) => [attribute.name, attribute.value]),
    );
    expect(vars).toEqual({
      'data-vars-element-type': 'product',
      'data-vars-outbound-url': 'https://www.amazon.com/dp/B0ACME',
      'data-vars-product-text': 'See it at Amazon',
      'data-vars-product-location': 'where-to-buy',
      'data-vars-product-position': '1',
      'data-vars-product-format-type': 'merchant-offer',
      'data-vars-product-format-subtype': 'review',
      'data-vars-product-name': 'Acme Book',
      'data-vars-product-brand': 'Acme',
      'data-vars-product-id': 'tp-1',
      'data-vars-product-price': '$999.99',
      'data-vars-product-sku': 'SKU1',
    });
  });

  it('print no data-vars on the site’s own page', async () => {
    const site = await renderPath('/product/acme-review/', fixtureClient(PAGES));
    expect(site.status).toBe(200);
    expect(site.html).not.toContain('data-vars-');
  });
});
