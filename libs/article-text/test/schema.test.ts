import type { Tag } from '@bytewire/contracts';
import { articleSchemaType, galleryHeadline, GUIDE_LIKE_TYPES } from '../src';

const LIVE_BLOG: Tag = { slug: 'live-blog', name: 'Live blog' };
const OTHER_TAG: Tag = { slug: 'laptops', name: 'Laptops' };

describe('articleSchemaType (spec 000 s9)', () => {
  it('names the guide-like types', () => {
    expect(GUIDE_LIKE_TYPES).toEqual([
      'how-to',
      'guide',
      'buying-guide',
      'best-list',
      'review-multi',
    ]);
  });

  it.each([
    ['how-to', [], 'Article'],
    ['guide', [], 'Article'],
    ['buying-guide', [], 'Article'],
    ['best-list', [OTHER_TAG], 'Article'],
    ['review-multi', [], 'Article'],
    ['zd-academy', [], 'AdvertiserContentArticle'],
    ['news', [], 'NewsArticle'],
    ['deal', [], 'NewsArticle'],
    ['spotlight', [], 'NewsArticle'],
    ['longform', [], 'NewsArticle'],
    ['sponsored', [], 'NewsArticle'],
    [undefined, [], 'NewsArticle'],
    ['How-To', [], 'NewsArticle'],
    ['how-to', [LIVE_BLOG], 'NewsArticle'],
    ['best-list', [OTHER_TAG, LIVE_BLOG], 'NewsArticle'],
    ['zd-academy', [LIVE_BLOG], 'NewsArticle'],
  ])('type %p with tags %j → %s', (type, tags, expected) => {
    expect(articleSchemaType({ type, tags })).toBe(expected);
  });
});

describe('galleryHeadline (spec 000 s9: cut to 106 characters)', () => {
  const chars = (n: number) => 'x'.repeat(n);

  it.each([
    ['empty', '', ''],
    ['short', 'The best phones of the year', 'The best phones of the year'],
    ['105 characters', chars(105), chars(105)],
    ['106 characters', chars(106), chars(106)],
    ['107 characters', chars(107), chars(106)],
    ['300 characters', chars(300), chars(106)],
    ['surrounding spaces do not count', `  ${chars(106)}  `, chars(106)],
    ['no trailing space at the cut', `${chars(105)} yz`, chars(105)],
    ['an emoji is one character', `${'📱'.repeat(110)}`, '📱'.repeat(106)],
  ])('%s', (_name, text, expected) => {
    expect(galleryHeadline(text)).toBe(expected);
    expect(Array.from(galleryHeadline(text)).length).toBeLessThanOrEqual(106);
  });
});
