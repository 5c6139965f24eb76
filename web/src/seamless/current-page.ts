/**
 * Which page of a seamless reading session is the one shown. The enter margin (-20%, spec 000
 * s9) shrinks the viewport by a fifth on every side; a page has entered once its top is above
 * the bottom of that band, and the current page is the last page that has entered. When no
 * added page has, the reader is on the landing page (index -1).
 */
import type { ScrollDirection } from './tracking';
import { SEAMLESS_ENTER_MARGIN } from './observer-margins';

export const LANDING_PAGE = -1;

/** '-20%' → 0.2: the share of the viewport the margin takes off each side. */
export function marginFraction(margin: string): number {
  const match = /^(-?\d+(?:\.\d+)?)%$/.exec(margin.trim());
  if (!match) throw new Error(`Not a percentage margin: ${margin}`);
  return -Number(match[1]) / 100;
}

/** The y, from the top of the viewport, that a page's top must pass to have entered. */
export function enterLine(viewportHeight: number, margin = SEAMLESS_ENTER_MARGIN): number {
  return viewportHeight * (1 - marginFraction(margin));
}

/** Index of the current added page from their tops (viewport coordinates), or LANDING_PAGE. */
export function currentPageIndex(pageTops: readonly number[], viewportHeight: number): number {
  const line = enterLine(viewportHeight);
  let current = LANDING_PAGE;
  pageTops.forEach((top, index) => {
    if (top < line) current = index;
  });
  return current;
}

export function directionBetween(previous: number, next: number): ScrollDirection {
  return next < previous ? 'up' : 'down';
}
