/** The navigation progress bar's timings (spec 000 s9), on fake timers. */
import {
  MAX_WHILE_LOADING,
  NavigationProgress,
  PROGRESS_TIMINGS,
  progressStep,
  type ProgressView,
} from '../src/layout/navigation-progress';

let views: ProgressView[];
let bar: NavigationProgress;

beforeEach(() => {
  jest.useFakeTimers();
  views = [];
  bar = new NavigationProgress((view) => views.push(view));
});

afterEach(() => {
  bar.dispose();
  jest.useRealTimers();
});

const navigating = { navigating: true, fetchers: [] };
const idle = { navigating: false, fetchers: [] };

describe('spec 000 s9 constants', () => {
  it('throttle 200 ms, duration 5000 ms, hide after 500 ms, minimum fetch display 200 ms', () => {
    expect(PROGRESS_TIMINGS).toMatchObject({
      throttleMs: 200,
      durationMs: 5000,
      hideAfterMs: 500,
      minFetchMs: 200,
    });
  });

  it('grows 45 per piece of work, or 30 each when data and fetch both run', () => {
    expect(progressStep(true, false)).toBe(45);
    expect(progressStep(false, true)).toBe(45);
    expect(progressStep(true, true)).toBe(30);
  });
});

describe('navigation progress', () => {
  it('shows nothing for a navigation that ends within the 200 ms throttle', () => {
    bar.update(navigating);
    jest.advanceTimersByTime(199);
    bar.update(idle);
    jest.advanceTimersByTime(10_000);
    expect(views).toEqual([]);
    expect(bar.view.visible).toBe(false);
  });

  it('shows at 200 ms and fills over 5000 ms, one short of full while loading', () => {
    bar.update(navigating);
    jest.advanceTimersByTime(199);
    expect(bar.view.visible).toBe(false);
    jest.advanceTimersByTime(1);
    expect(bar.view).toEqual({ visible: true, percent: 0 });

    jest.advanceTimersByTime(2500);
    expect(bar.view.percent).toBeCloseTo(50);
    jest.advanceTimersByTime(2400);
    expect(bar.view.percent).toBeCloseTo(98);
    jest.advanceTimersByTime(60_000);
    expect(bar.view).toEqual({ visible: true, percent: MAX_WHILE_LOADING });
  });

  it('fills when the navigation ends, then hides 500 ms later', () => {
    bar.update(navigating);
    jest.advanceTimersByTime(1000);
    bar.update(idle);
    expect(bar.view).toEqual({ visible: true, percent: 100 });
    jest.advanceTimersByTime(499);
    expect(bar.view.visible).toBe(true);
    jest.advanceTimersByTime(1);
    expect(bar.view).toEqual({ visible: false, percent: 0 });
    expect(views.at(-1)).toEqual({ visible: false, percent: 0 });
  });

  it('adds 30 when a fetch ends while the navigation data still loads', () => {
    bar.update({ navigating: true, fetchers: ['newsletter'] });
    jest.advanceTimersByTime(300); // shown at 200 ms, grown by 2 (one 100 ms tick)
    expect(bar.view.percent).toBeCloseTo(2);
    bar.update(navigating);
    expect(bar.view.percent).toBeCloseTo(32);
    bar.update(idle);
    expect(bar.view.percent).toBe(100);
  });

  it('adds 45 when one of two fetches ends and no navigation runs', () => {
    bar.update({ navigating: false, fetchers: ['a', 'b'] });
    jest.advanceTimersByTime(300);
    bar.update({ navigating: false, fetchers: ['b'] });
    expect(bar.view.percent).toBeCloseTo(47);
  });

  it('counts a fetch as running for at least 200 ms', () => {
    bar.update({ navigating: false, fetchers: ['quick'] });
    jest.advanceTimersByTime(50);
    bar.update({ navigating: true, fetchers: [] });
    jest.advanceTimersByTime(149);
    // The data has ended, but the fetch waits out its 200 ms: nothing is finished yet.
    bar.update(idle);
    jest.advanceTimersByTime(0);
    expect(bar.view.visible).toBe(false);
    jest.advanceTimersByTime(1);
    // At 200 ms the throttle elapsed as the fetch ended: shown, then filled at once.
    expect(bar.view).toEqual({ visible: true, percent: 100 });
  });

  it('starts a fresh bar when new work starts while the last one hides', () => {
    bar.update(navigating);
    jest.advanceTimersByTime(400);
    bar.update(idle);
    jest.advanceTimersByTime(200);
    bar.update(navigating);
    expect(bar.view).toEqual({ visible: true, percent: 0 });
    jest.advanceTimersByTime(1000);
    expect(bar.view.visible).toBe(true);
  });

  it('stops all its timers when disposed', () => {
    bar.update(navigating);
    jest.advanceTimersByTime(300);
    const seen = views.length;
    bar.dispose();
    jest.advanceTimersByTime(10_000);
    expect(views).toHaveLength(seen);
    expect(jest.getTimerCount()).toBe(0);
  });
});
