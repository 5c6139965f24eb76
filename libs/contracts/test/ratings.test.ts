import { RATING_LABELS, ratingLabelFor, starRatingFor } from '../src';

describe('ratingLabelFor', () => {
  it.each<[number | undefined, string]>([
    [10, 'spectacular'],
    [9.9, 'outstanding'],
    [9, 'outstanding'],
    [8.4, 'excellent'],
    [7.0, 'very good'],
    [6.9999, 'very good'],
    [6.1, 'good'],
    [5.5, 'OK'],
    [4.2, 'fair'],
    [3.3, 'mediocre'],
    [2, 'poor'],
    [1.5, 'terrible'],
    [0.4, 'abysmal'],
    [undefined, 'not reviewed'],
    [11, 'not reviewed'],
  ])('labels %p as %s', (rating, label) => {
    expect(ratingLabelFor(rating)).toBe(label);
    expect(RATING_LABELS).toContain(label);
  });

  it('labels a first take whatever the number', () => {
    expect(ratingLabelFor(8, true)).toBe('first take');
  });

  it('converts to half stars', () => {
    expect(starRatingFor(8.4)).toBe(4);
    expect(starRatingFor(8.6)).toBe(4.5);
  });
});
