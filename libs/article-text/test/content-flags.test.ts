import type { HTopic } from '@bytewire/contracts';
import { isBestList, isSponsored } from '../src';

function topic(slug: string, primary?: boolean): HTopic {
  return { id: slug, slug, name: slug, primary };
}

describe('isSponsored (spec 000 s3: section sponsored or primary topic infographic)', () => {
  it.each([
    ['section sponsored', 'sponsored', [topic('laptops')], true],
    ['primary topic infographic, listed first', 'news', [topic('infographic')], true],
    ['infographic flagged primary', 'news', [topic('laptops'), topic('infographic', true)], true],
    [
      'infographic as a secondary topic',
      'news',
      [topic('laptops', true), topic('infographic')],
      false,
    ],
    [
      'infographic second without a primary flag',
      'news',
      [topic('laptops'), topic('infographic')],
      false,
    ],
    ['another section', 'news', [topic('laptops')], false],
    ['no section, no topics', undefined, undefined, false],
    ['section Sponsored in another case', 'Sponsored', [], false],
  ])('%s', (_name, section, topics, expected) => {
    expect(isSponsored({ section, topics })).toBe(expected);
  });
});

describe('isBestList (spec 000 s9: best-list, review-multi, or section bottom_funnel)', () => {
  it.each([
    ['best-list', 'reviews', true],
    ['review-multi', 'reviews', true],
    ['deal', 'bottom_funnel', true],
    [undefined, 'bottom_funnel', true],
    ['how-to', 'advice', false],
    ['news', 'news', false],
    [undefined, undefined, false],
  ])('type %p in section %p → %p', (type, section, expected) => {
    expect(isBestList({ type, section })).toBe(expected);
  });
});
