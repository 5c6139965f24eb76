/**
 * The added page the reader is on (see current-page.ts), or LANDING_PAGE, and how each page
 * was last reached (down or up). An observer with the enter margin (-20%) tells when a page
 * crosses into or out of the band; the tops of all pages are then read again, so the answer
 * never depends on the order of events.
 */
import { useEffect, useState, type RefObject } from 'react';
import { currentPageIndex, directionBetween, LANDING_PAGE } from './current-page';
import { SEAMLESS_ENTER_MARGIN } from './observer-margins';
import type { ScrollDirection } from './tracking';

export const PAGE_SELECTOR = ':scope > article[data-seamless-path]';

export interface CurrentPage {
  index: number;
  /** How the current page was reached. */
  direction: ScrollDirection;
  /** How each added page was last reached; a page not reached yet counts as down. */
  reached: Readonly<Record<number, ScrollDirection>>;
}

const START: CurrentPage = { index: LANDING_PAGE, direction: 'down', reached: {} };

export function useCurrentPage(
  container: RefObject<HTMLElement | null>,
  pageCount: number,
): CurrentPage {
  const [current, setCurrent] = useState(START);
  useEffect(() => {
    const root = container.current;
    if (!root || pageCount === 0 || typeof IntersectionObserver === 'undefined') return;
    const pages = Array.from(root.querySelectorAll<HTMLElement>(PAGE_SELECTOR));
    const observer = new IntersectionObserver(
      () => {
        const tops = pages.map((page) => page.getBoundingClientRect().top);
        const index = currentPageIndex(tops, window.innerHeight);
        setCurrent((previous) => {
          if (index === previous.index) return previous;
          const direction = directionBetween(previous.index, index);
          return { index, direction, reached: { ...previous.reached, [index]: direction } };
        });
      },
      { rootMargin: SEAMLESS_ENTER_MARGIN },
    );
    for (const page of pages) observer.observe(page);
    return () => observer.disconnect();
  }, [container, pageCount]);
  return current;
}
