/** The ad price ranges string and buckets (spec 001 s3). */
import { PRICE_RANGES, priceBucket, priceRangesString } from '../../src/ads/price-ranges';

describe('priceRangesString', () => {
  const points = priceRangesString().split(',');

  it('lists 0.75 to 3 by 0.01, 3 to 8 by 0.05, 8 to 20 by 0.50 and 20 to 35 by 1', () => {
    expect(points.slice(0, 3)).toEqual(['0.75', '0.76', '0.77']);
    expect(points.slice(223, 228)).toEqual(['2.98', '2.99', '3.00', '3.05', '3.10']);
    expect(points.slice(323, 328)).toEqual(['7.90', '7.95', '8.00', '8.50', '9.00']);
    expect(points.slice(347, 352)).toEqual(['19.00', '19.50', '20.00', '21.00', '22.00']);
    expect(points.slice(-3)).toEqual(['33.00', '34.00', '35.00']);
  });

  it('has each point once, ascending, with two decimals: 225 + 100 + 24 + 15 + the top', () => {
    expect(points).toHaveLength(225 + 100 + 24 + 15 + 1);
    expect(new Set(points).size).toBe(points.length);
    const values = points.map(Number);
    expect(values.every((value, i) => i === 0 || value > values[i - 1]!)).toBe(true);
    expect(points.every((point) => /^\d+\.\d{2}$/.test(point))).toBe(true);
  });

  it('follows the ranges it is given', () => {
    expect(priceRangesString([{ min: 1, max: 2, increment: 0.25 }])).toBe(
      '1.00,1.25,1.50,1.75,2.00',
    );
    expect(PRICE_RANGES).toHaveLength(4);
  });
});

describe('priceBucket', () => {
  it.each([
    [0.74, undefined],
    [0.75, '0.75'],
    [1.239, '1.23'],
    [2.999, '2.99'],
    [3, '3.00'],
    [3.07, '3.05'],
    [7.99, '7.95'],
    [8.49, '8.00'],
    [8.5, '8.50'],
    [19.99, '19.50'],
    [20.99, '20.00'],
    [34.5, '34.00'],
    [35, '35.00'],
    [120, '35.00'],
    [Number.NaN, undefined],
  ])('puts a bid of %p in %p', (cpm, bucket) => {
    expect(priceBucket(cpm)).toBe(bucket);
  });

  it('lands every bid on a point of the string', () => {
    const points = new Set(priceRangesString().split(','));
    for (let cpm = 0.75; cpm < 40; cpm += 0.037) expect(points.has(priceBucket(cpm)!)).toBe(true);
  });
});
