/**
 * @jest-environment jsdom
 */
/**
 * Scroll tracking (spec 001 s3): 25, 50, 75, 100 once each, downward only, only when the page
 * view count is above 1; reset on a route change; no listener once all have fired.
 */
import { ScrollDepthTracker } from '../../src/analytics/scroll-depth';

const PAGE_HEIGHT = 4000;
const WINDOW_HEIGHT = 1000;

function scrollTo(y: number): void {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    value: PAGE_HEIGHT,
    configurable: true,
  });
  Object.defineProperty(window, 'innerHeight', { value: WINDOW_HEIGHT, configurable: true });
  scrollTo(0);
});

function tracker(pageViewCount = 2) {
  const fired: number[] = [];
  const scroll = new ScrollDepthTracker(window, (depth) => fired.push(depth));
  scroll.reset(pageViewCount);
  return { fired, scroll };
}

describe('ScrollDepthTracker', () => {
  it('fires each depth once as the reader scrolls down', () => {
    const { fired, scroll } = tracker();
    scrollTo(0); // 25% seen already, but no downward scroll yet
    expect(fired).toEqual([]);
    scrollTo(100);
    expect(fired).toEqual([25]);
    scrollTo(1000); // 50%
    scrollTo(1100);
    expect(fired).toEqual([25, 50]);
    scrollTo(3000); // the bottom: 75 and 100 at once
    expect(fired).toEqual([25, 50, 75, 100]);
    scroll.stop();
  });

  it('does not fire while scrolling up', () => {
    const { fired, scroll } = tracker();
    scrollTo(3000);
    expect(fired).toEqual([25, 50, 75, 100]);
    const again = tracker();
    scrollTo(2500);
    scrollTo(1000); // up, past 50% of the page from its bottom
    expect(again.fired).toEqual([]);
    scroll.stop();
    again.scroll.stop();
  });

  it('tracks nothing on the session’s first page view', () => {
    const { fired, scroll } = tracker(1);
    scrollTo(500);
    scrollTo(3000);
    expect(fired).toEqual([]);
    scroll.stop();
  });

  it('starts again on a route change, and stops listening once every depth fired', () => {
    const { fired, scroll } = tracker();
    const removed = jest.spyOn(window, 'removeEventListener');
    scrollTo(3000);
    expect(removed).toHaveBeenCalledWith('scroll', expect.any(Function));
    scrollTo(3100);
    expect(fired).toEqual([25, 50, 75, 100]);
    scrollTo(0);
    scroll.reset(3);
    scrollTo(100);
    expect(fired).toEqual([25, 50, 75, 100, 25]);
    scroll.stop();
    removed.mockRestore();
  });
});
