import { plainText, shortcodeTypes, wordCount } from '../src';
import {
  COMMERCE_LINK_SHORTCODE,
  COMMERCE_PROMO_SHORTCODE,
  IMAGE_SHORTCODE,
  LISTICLE_SHORTCODE,
  REVIEW_CARD_SHORTCODE,
} from './fixtures';

describe('plainText and wordCount', () => {
  it.each([
    ['', '', 0],
    ['<p>one two</p>', 'one two', 2],
    ['<p>one</p>\n<p>two</p>', 'one two', 2],
    ['<p>Fast and <b>light</b>.</p>', 'Fast and light.', 3],
    ['<p>Read<a href="/x/">more</a></p>', 'Readmore', 1],
    ['<h2 id="faq">Frequently asked</h2><ul><li>a</li><li>b</li></ul>', 'Frequently asked a b', 4],
    ['<p>one&nbsp;two</p>', 'one two', 2],
    ['<p title="a > b">one</p>', 'one', 1],
    ['<!-- hidden words --><p>one</p>', 'one', 1],
    [IMAGE_SHORTCODE, '', 0],
    [`<p>Buy it now. ${COMMERCE_LINK_SHORTCODE}</p>`, 'Buy it now. See at Amazon', 6],
  ])('%j → %j, %i words', (html, text, words) => {
    expect(plainText(html)).toBe(text);
    expect(wordCount(html)).toBe(words);
  });
});

describe('shortcodeTypes', () => {
  it('reads the types of the corpus shortcodes in document order', () => {
    const body = [
      '<p>Intro</p>',
      IMAGE_SHORTCODE,
      `<p>Lead ${COMMERCE_LINK_SHORTCODE}</p>`,
      LISTICLE_SHORTCODE,
      REVIEW_CARD_SHORTCODE,
      COMMERCE_PROMO_SHORTCODE,
    ].join('\n');
    expect(shortcodeTypes(body)).toEqual([
      'image',
      'commercelink',
      'listicle',
      'reviewcard',
      'commercepromo',
    ]);
  });

  it.each([
    ['upper case', '<SHORTCODE SHORTCODE="Image"></SHORTCODE>', ['image']],
    ['single quotes', "<shortcode shortcode='image'></shortcode>", ['image']],
    ['no quotes', '<shortcode shortcode=image uuid=u></shortcode>', ['image']],
    ['spaces around "="', '<shortcode shortcode = "image"></shortcode>', ['image']],
    ['no type', '<shortcode uuid="u"></shortcode>', []],
    ['empty type', '<shortcode shortcode=""></shortcode>', []],
    ['type only inside another value', '<shortcode alt="x shortcode=image"></shortcode>', []],
    ['closing tags alone', '</shortcode>', []],
    ['a tag merely starting like it', '<shortcodes shortcode="image">', []],
  ])('%s', (_name, html, expected) => {
    expect(shortcodeTypes(html)).toEqual(expected);
  });
});
