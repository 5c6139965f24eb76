import { parsePageResponse } from '../src';
import { onePageAnswer } from './support/one-component-page';

const IMAGE = { id: 'img-1', path: '/2026/01/05/9f1c/hero.jpg', alt: 'A laptop' };
const OFFER = { offerMerchant: 'Target', offerPrice: '$621.99', url: 'https://target.example/p' };

/** A one-component answer: a story item with the fields its type requires, and `item`'s. */
const pageWith = (componentType: 'Article' | 'Review', item: Record<string, unknown>) =>
  onePageAnswer(componentType, {
    item: { id: 'a-1', slug: 'a', headline: 'A', body: '<p>A</p>', ...item },
  });

function itemOf(json: unknown): Record<string, unknown> {
  return parsePageResponse(json).data.components[0]!.item as Record<string, unknown>;
}

describe('the cleaning of an article item (shortcode payloads)', () => {
  it('keeps a listicle that can be shown, with its other fields, and cleans its lists', () => {
    const item = itemOf(
      pageWith('Article', {
        layoutName: 'best-list',
        listicles: [
          {
            uuid: 'l-1',
            hed: 'Altura Slate',
            subhed: '  ',
            like: ['Quiet', '', 3],
            dislike: 'not a list',
            merchantOffers: [OFFER, { offerMerchant: ' ' }, null],
            imageGroup: [{ id: 'no-path' }, IMAGE],
            creditCardData: { apr: '20%' },
            shortcodeType: 'faq',
          },
          { uuid: 'l-2', hed: '' },
          { hed: 'no uuid' },
          'text',
        ],
      }),
    );
    expect(item.layoutName).toBe('best-list');
    expect(item.listicles).toEqual([
      {
        uuid: 'l-1',
        hed: 'Altura Slate',
        subhed: undefined,
        like: ['Quiet'],
        dislike: [],
        merchantOffers: [OFFER],
        imageGroup: [IMAGE],
        creditCardData: { apr: '20%' },
        shortcodeType: 'faq',
      },
    ]);
  });

  it('keeps review cards with a product name; a rating off the scale reads as absent', () => {
    const item = itemOf(
      pageWith('Article', {
        reviewCards: [
          { uuid: 'r-1', productName: 'Kairo', rating: 11, editorsChoice: 'yes' },
          { uuid: 'r-2', productName: 'Vela', rating: 8.7, editorsChoice: true },
          { uuid: 'r-3' },
        ],
      }),
    );
    expect(item.reviewCards).toEqual([
      { uuid: 'r-1', productName: 'Kairo', rating: undefined, editorsChoice: false },
      { uuid: 'r-2', productName: 'Vela', rating: 8.7, editorsChoice: true },
    ]);
  });

  it('keeps the images and offers by uuid that can be shown; anything else reads as empty', () => {
    const item = itemOf(
      pageWith('Article', {
        additionalShortcodeData: {
          images: { 'img-b1': IMAGE, 'img-b2': { alt: 'no url, no path' } },
          offers: { 'o-1': OFFER, 'o-2': { offerPrice: '$1' } },
        },
      }),
    );
    expect(item.additionalShortcodeData).toEqual({
      images: { 'img-b1': IMAGE },
      offers: { 'o-1': OFFER },
    });
    expect(
      itemOf(pageWith('Article', { additionalShortcodeData: 'x' })).additionalShortcodeData,
    ).toBe(undefined);
  });
});

describe('the cleaning of a review item (verdict)', () => {
  it('keeps the usable entries of good, bad, sub-ratings and offers, and a rating on the scale', () => {
    const item = itemOf(
      pageWith('Review', {
        rating: 8.7,
        good: ['Bright screen', ' '],
        bad: null,
        subRatings: [
          { id: 's-0', name: 'Performance', rating: 8.4 },
          { id: 's-1', name: 'Battery', rating: 12 },
          { id: 's-2', rating: 5 },
        ],
        merchantOffers: [OFFER, { offerMerchant: '' }],
        bottomLine: 'Buy it.',
      }),
    );
    expect(item).toMatchObject({
      rating: 8.7,
      good: ['Bright screen'],
      bad: [],
      subRatings: [{ id: 's-0', name: 'Performance', rating: 8.4 }],
      merchantOffers: [OFFER],
      bottomLine: 'Buy it.',
    });
    expect(itemOf(pageWith('Review', { rating: Number.NaN })).rating).toBeUndefined();
  });

  it('still refuses a review whose core fields are wrong', () => {
    expect(() => parsePageResponse(pageWith('Review', { slug: 3 }))).toThrow(
      'data.components[0].item.slug: expected string, received number',
    );
  });
});
