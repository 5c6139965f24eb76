/** The Review block of a product page: rating scale, product, offers, notes, publisher. */
import type { Review } from '@bytewire/contracts';
import { toContentDate } from '@bytewire/contracts';
import { offerPrice, reviewStructuredData } from '../src/seo/review-structured-data';
import type { SchemaImageOf } from '../src/seo/schema-image';

const SITE = { publicationName: 'Bytewire', publicUrl: 'https://www.bytewire.example' };
const noImages: SchemaImageOf = () => undefined;

const REVIEW: Review = {
  id: 'r-1',
  slug: 'acme-laptop-14',
  headline: 'Acme Laptop 14 review: An easy recommendation',
  dek: 'Long battery life and a bright screen.',
  body: '<p>Body</p>',
  preferredProductName: 'Acme Laptop 14',
  rating: 8.7,
  good: ['Long battery life', ' '],
  bad: ['Only two USB-C ports'],
  datePublished: toContentDate(new Date('2026-11-01T12:00:00Z')),
  author: { id: 'u-1', firstName: 'Ada', lastName: 'Moreno' },
  merchantOffers: [
    {
      useMonetization: true,
      offerMerchant: 'Amazon',
      offerPrice: '$1,199.99',
      monetizedUrl: 'https://www.amazon.com/dp/B0ACME?tag=bytewire-20',
      url: 'https://www.amazon.com/dp/B0ACME',
    },
    { offerMerchant: 'Broken Store', offerPrice: '$10', url: 'javascript:alert(1)' },
    { offerMerchant: 'Ask Us', offerPrice: 'Call for price', url: 'https://ask.example/' },
  ],
};

describe('offerPrice', () => {
  it('reads US dollar display prices and refuses anything else', () => {
    expect(offerPrice('$1,199.99')).toEqual({ price: '1199.99', currency: 'USD' });
    expect(offerPrice('$999')).toEqual({ price: '999', currency: 'USD' });
    expect(offerPrice('€999')).toBeUndefined();
    expect(offerPrice('Call for price')).toBeUndefined();
    expect(offerPrice(undefined)).toBeUndefined();
  });
});

describe('reviewStructuredData', () => {
  const block = reviewStructuredData(
    REVIEW,
    SITE,
    `${SITE.publicUrl}/product/acme-laptop-14/`,
    noImages,
  );

  it('is a Review of the product, rated on the 0 to 10 scale', () => {
    expect(block).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Review',
      name: REVIEW.headline,
      mainEntityOfPage: 'https://www.bytewire.example/product/acme-laptop-14/',
      reviewRating: { '@type': 'Rating', ratingValue: 8.7, bestRating: 10, worstRating: 0 },
      itemReviewed: { '@type': 'Product', name: 'Acme Laptop 14' },
      author: { '@type': 'Person', name: 'Ada Moreno' },
      publisher: { '@type': 'Organization', name: 'Bytewire' },
      datePublished: '2026-11-01T12:00:00.000Z',
    });
  });

  it('states only offers with an http(s) URL and a readable price, monetised when asked', () => {
    expect((block.itemReviewed as { offers: unknown[] }).offers).toEqual([
      {
        '@type': 'Offer',
        url: 'https://www.amazon.com/dp/B0ACME?tag=bytewire-20',
        price: '1199.99',
        priceCurrency: 'USD',
        seller: { '@type': 'Organization', name: 'Amazon' },
      },
    ]);
  });

  it('lists the good and the bad as positive and negative notes, blanks left out', () => {
    expect(block.positiveNotes).toEqual({
      '@type': 'ItemList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Long battery life' }],
    });
    expect(block.negativeNotes).toMatchObject({
      itemListElement: [{ name: 'Only two USB-C ports' }],
    });
  });

  it('names no rating for a product not rated', () => {
    const unrated = reviewStructuredData({ ...REVIEW, rating: undefined }, SITE, 'u', noImages);
    expect(unrated.reviewRating).toBeUndefined();
  });
});
