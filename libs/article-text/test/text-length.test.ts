import { estimateHtmlLength, estimateTextLength, TEXT_LENGTH } from '../src';
import {
  COMMERCE_LINK_SHORTCODE,
  COMMERCE_PROMO_SHORTCODE,
  IMAGE,
  IMAGE_SHORTCODE,
  LISTICLE_SHORTCODE,
  REVIEW_CARD_SHORTCODE,
  listicle,
  offers,
  reviewCard,
} from './fixtures';

const TEN_WORDS = '<p>one two three four five six seven eight nine ten</p>';

describe('text length estimate (spec 000 s9, spec 001 s9)', () => {
  it('uses the numbers of the spec', () => {
    expect(TEXT_LENGTH).toEqual({
      perWord: 4.7,
      perBlockShortcode: 300,
      perModuleImage: 300,
      perManyOffers: 150,
      manyOffers: 2,
    });
  });

  describe('body: 4.7 per word of the text, +300 per image or commerce promo shortcode', () => {
    it.each([
      ['empty body', '', 0],
      ['ten words', TEN_WORDS, 47],
      ['three words, rounded to whole characters', '<p>one two three</p>', 14],
      ['tags are not words', '<p>Hello <strong>big</strong> <a href="/x/">world</a></p>', 14],
      ['tags separate words', '<p>one</p><p>two</p>', 9],
      ['comments are not words', '<p>one <!-- a b c --> two</p>', 9],
      ['a no-break space separates words', '<p>one&nbsp;two</p>', 9],
      ['one image shortcode', IMAGE_SHORTCODE, 300],
      [
        'two image shortcodes and ten words',
        `${IMAGE_SHORTCODE}\n${TEN_WORDS}\n${IMAGE_SHORTCODE}`,
        647,
      ],
      ['a commerce promo shortcode', COMMERCE_PROMO_SHORTCODE, 300],
      ['a commerce link counts its link text as words', `<p>${COMMERCE_LINK_SHORTCODE}</p>`, 14],
      [
        'listicle and review card shortcodes have no text of their own',
        `${LISTICLE_SHORTCODE}${REVIEW_CARD_SHORTCODE}`,
        0,
      ],
      ['shortcode type in upper case', '<SHORTCODE SHORTCODE="IMAGE" uuid="u"></SHORTCODE>', 300],
      [
        'shortcode type in single quotes',
        "<shortcode shortcode='image' uuid='u'></shortcode>",
        300,
      ],
      [
        'type named only inside another attribute',
        '<shortcode alt=" shortcode=image" shortcode="listicle"></shortcode>',
        0,
      ],
    ])('%s', (_name, body, expected) => {
      expect(estimateTextLength({ body })).toBe(expected);
      expect(estimateHtmlLength(body)).toBe(expected);
    });
  });

  describe('listicles: texts, +300 for an image, +150 for more than 2 merchant offers', () => {
    it.each([
      ['hed', listicle({ hed: 'Pixel 10 Pro' }), 12],
      ['superlative (subhed)', listicle({ subhed: 'Best overall' }), 12],
      ['description as text', listicle({ description: '<p>Fast and <b>light</b>.</p>' }), 15],
      ['like and dislike', listicle({ like: ['Fast', 'Light'], dislike: ['Pricey'] }), 15],
      ['an image', listicle({ imageGroup: [IMAGE] }), 300],
      ['an image group shows one image', listicle({ imageGroup: [IMAGE, IMAGE, IMAGE] }), 300],
      ['an empty image group', listicle({ imageGroup: [] }), 0],
      ['2 merchant offers', listicle({ merchantOffers: offers(2) }), 0],
      ['3 merchant offers', listicle({ merchantOffers: offers(3) }), 150],
      ['5 merchant offers', listicle({ merchantOffers: offers(5) }), 150],
      [
        'everything',
        listicle({
          hed: 'Pixel 10 Pro',
          subhed: 'Best overall',
          description: 'Fast and light.',
          like: ['Fast', 'Light'],
          dislike: ['Pricey'],
          imageGroup: [IMAGE],
          merchantOffers: offers(3),
        }),
        12 + 12 + 15 + 15 + 300 + 150,
      ],
    ])('%s', (_name, item, expected) => {
      expect(estimateTextLength({ body: '', listicles: [item] })).toBe(expected);
    });
  });

  describe('review cards count like listicles, the product name as their hed', () => {
    it.each([
      ['product name', reviewCard({ productName: 'Pixel 10 Pro' }), 12],
      ['like and dislike', reviewCard({ like: ['Fast', 'Light'], dislike: ['Pricey'] }), 15],
      ['an image', reviewCard({ imageGroup: [IMAGE] }), 300],
      ['2 merchant offers', reviewCard({ merchantOffers: offers(2) }), 0],
      ['3 merchant offers', reviewCard({ merchantOffers: offers(3) }), 150],
    ])('%s', (_name, card, expected) => {
      expect(estimateTextLength({ body: '', reviewCards: [card] })).toBe(expected);
    });
  });

  it('adds the +150 once per listicle or review card with more than 2 offers', () => {
    const article = {
      body: '',
      listicles: [
        listicle({ merchantOffers: offers(3) }),
        listicle({ merchantOffers: offers(4) }),
        listicle({ merchantOffers: offers(2) }),
      ],
      reviewCards: [reviewCard({ merchantOffers: offers(3) })],
    };
    expect(estimateTextLength(article)).toBe(3 * 150);
  });

  it('sums the body and the modules, rounding once at the end', () => {
    const article = {
      body: `<p>one</p>\n${IMAGE_SHORTCODE}\n${LISTICLE_SHORTCODE}`,
      listicles: [listicle({ hed: 'ab', imageGroup: [IMAGE] })],
    };
    // 4.7 + 300 + 2 + 300 = 606.7
    expect(estimateTextLength(article)).toBe(607);
  });
});
