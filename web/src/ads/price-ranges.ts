/**
 * The ad price ranges of spec 001 s3: the price points header bidding rounds bids down to, and
 * the ad server's line items are keyed on: 0.75 to 3 by 0.01, 3 to 8 by 0.05, 8 to 20 by 0.50,
 * 20 to 35 by 1. Computed in whole cents, so that no point drifts by a float's error.
 */
export interface PriceRange {
  /** In dollars: the range's first point. */
  min: number;
  /** In dollars: where the next range starts (the last range's own last point). */
  max: number;
  increment: number;
}

export const PRICE_RANGES: readonly PriceRange[] = [
  { min: 0.75, max: 3, increment: 0.01 },
  { min: 3, max: 8, increment: 0.05 },
  { min: 8, max: 20, increment: 0.5 },
  { min: 20, max: 35, increment: 1 },
];

const cents = (dollars: number): number => Math.round(dollars * 100);
const dollars = (value: number): string => (value / 100).toFixed(2);

/** Every price point, in cents, ascending: each range's from its min up to (not including) its max, and the top. */
function pricePoints(ranges: readonly PriceRange[] = PRICE_RANGES): number[] {
  const points: number[] = [];
  for (const { min, max, increment } of ranges) {
    for (let point = cents(min); point < cents(max); point += cents(increment)) points.push(point);
  }
  const top = ranges[ranges.length - 1];
  if (top) points.push(cents(top.max));
  return points;
}

/** The price ranges string: every point, two decimals, comma-separated (`0.75,0.76,...,35.00`). */
export function priceRangesString(ranges: readonly PriceRange[] = PRICE_RANGES): string {
  return pricePoints(ranges).map(dollars).join(',');
}

/**
 * The point a bid of `cpm` dollars falls to (rounded down to its range's increment), as the
 * key-value the ad server matches: undefined below the first point, the top point above it.
 */
export function priceBucket(
  cpm: number,
  ranges: readonly PriceRange[] = PRICE_RANGES,
): string | undefined {
  if (!Number.isFinite(cpm)) return undefined;
  const bid = Math.floor(cpm * 100 + 1e-6);
  const first = ranges[0];
  const top = ranges[ranges.length - 1];
  if (!first || !top || bid < cents(first.min)) return undefined;
  if (bid >= cents(top.max)) return dollars(cents(top.max));
  const range = ranges.find(({ min, max }) => bid >= cents(min) && bid < cents(max));
  if (!range) return undefined;
  const step = cents(range.increment);
  return dollars(cents(range.min) + Math.floor((bid - cents(range.min)) / step) * step);
}
