/**
 * @jest-environment jsdom
 */
/** The A/B test event (spec 001 s4, s7): 5000 ms after DOM ready, one per test state. */
import { AB_EVENT_DELAY_MS } from '@bytewire/experiments';
import { scheduleAbEvents } from '../src/app/ab-event';
import { AB_EVENT_NAME } from '../src/app/ab-event-dispatch';

const TESTS = [
  { id: 'genius_link', version: '1', bucket: 'test' },
  { id: 'precap_vs_hero', version: '2', bucket: 'hero' },
];

/** Lets the lazily imported dispatch module load and run. */
async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
  await new Promise(jest.requireActual<typeof import('timers')>('timers').setImmediate);
}

describe('scheduleAbEvents', () => {
  let seen: unknown[];
  const listener = (event: Event) => seen.push((event as CustomEvent).detail);

  beforeEach(() => {
    jest.useFakeTimers();
    seen = [];
    window.addEventListener(AB_EVENT_NAME, listener);
    delete (window as { dataLayer?: unknown }).dataLayer;
  });
  afterEach(() => {
    window.removeEventListener(AB_EVENT_NAME, listener);
    jest.useRealTimers();
  });

  it('fires one event per test 5000 ms after DOM ready, and pushes them to dataLayer', async () => {
    expect(AB_EVENT_DELAY_MS).toBe(5000);
    const dataLayer: unknown[] = [];
    (window as { dataLayer?: unknown }).dataLayer = dataLayer;
    scheduleAbEvents(TESTS);
    jest.advanceTimersByTime(4999);
    await settle();
    expect(seen).toEqual([]);
    jest.advanceTimersByTime(1);
    await settle();
    const expected = [
      {
        testName: 'genius_link',
        testId: 'genius_link',
        experienceName: 'test',
        experienceId: 'test',
        testVersion: '1',
      },
      {
        testName: 'precap_vs_hero',
        testId: 'precap_vs_hero',
        experienceName: 'hero',
        experienceId: 'hero',
        testVersion: '2',
      },
    ];
    expect(seen).toEqual(expected);
    expect(dataLayer).toEqual(expected.map((detail) => ({ event: AB_EVENT_NAME, ...detail })));
    // Once: nothing more later.
    jest.advanceTimersByTime(60_000);
    await settle();
    expect(seen).toHaveLength(2);
  });

  it('waits for DOM ready when the document is still loading', async () => {
    const state = jest.spyOn(document, 'readyState', 'get').mockReturnValue('loading');
    scheduleAbEvents(TESTS.slice(0, 1));
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(seen).toEqual([]);
    state.mockRestore();
    document.dispatchEvent(new Event('DOMContentLoaded'));
    jest.advanceTimersByTime(AB_EVENT_DELAY_MS);
    await settle();
    expect(seen).toHaveLength(1);
  });

  it('fires nothing without a test', async () => {
    scheduleAbEvents([]);
    jest.advanceTimersByTime(10_000);
    await settle();
    expect(seen).toEqual([]);
  });
});

describe('scheduleAbEvents after hydration', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('counts the 5000 ms from DOM ready, not from when it is called', async () => {
    const seen: unknown[] = [];
    const listener = (event: Event) => seen.push((event as CustomEvent).detail);
    window.addEventListener(AB_EVENT_NAME, listener);
    try {
      // DOM ready 1200 ms before this code ran (it loads after hydration).
      scheduleAbEvents(TESTS.slice(0, 1), window, performance.now() - 1200);
      jest.advanceTimersByTime(AB_EVENT_DELAY_MS - 1200 - 1);
      await settle();
      expect(seen).toEqual([]);
      jest.advanceTimersByTime(1);
      await settle();
      expect(seen).toHaveLength(1);
    } finally {
      window.removeEventListener(AB_EVENT_NAME, listener);
    }
  });
});
