/**
 * @jest-environment jsdom
 */
/**
 * The client services together (spec 001 s4, s9): what they measure goes only with performance
 * consent (C0002); a route change sends the dwell of the page left, with its sections.
 */
import { AnalyticsCollector } from '../../src/analytics/collector';
import type { AppRouter } from '../../src/app/app-router';
import type { ConsentCategory } from '../../src/consent/consent-categories';
import { ConsentStore } from '../../src/consent/consent-store';
import { PERFORMANCE_FALLBACK_MS } from '../../src/client-services/performance-monitor';
import { startClientServices } from '../../src/client-services/start-client-services';

function memoryStore(allowed?: ConsentCategory[]): ConsentStore {
  let kept: ReadonlySet<ConsentCategory> | undefined = allowed && new Set(allowed);
  return new ConsentStore({ read: () => kept, write: (next) => (kept = next) });
}

function beacons() {
  const sent: Record<string, string>[] = [];
  const nav = {
    sendBeacon: (_url: string, body: string) => {
      sent.push(JSON.parse(body) as Record<string, string>);
      return true;
    },
  } as unknown as Navigator;
  return { nav, sent };
}

const pageOf = (topicIds: string[]) => ({
  page: {
    components: [
      {
        required: true,
        item: { id: 'a', topics: topicIds.map((id) => ({ id })) },
        meta: { componentType: 'Article' },
      },
    ],
  },
});

function fakeRouter() {
  const listeners: (() => void)[] = [];
  const router = {
    state: {
      location: { pathname: '/news/first/', search: '' },
      navigation: { state: 'idle' },
      loaderData: { page: pageOf(['t1', 't2', 't3', 't4']) },
    },
    subscribe: (listener: () => void) => {
      listeners.push(listener);
      return () => undefined;
    },
  };
  const navigate = (pathname: string, topicIds: string[]) => {
    router.state = { ...router.state, location: { pathname, search: '' } };
    router.state.loaderData = { page: pageOf(topicIds) };
    for (const listener of listeners) listener();
  };
  return { router: router as unknown as AppRouter, navigate };
}

let now = 0;

beforeEach(() => {
  jest.useFakeTimers();
  now = 0;
  jest.spyOn(window.performance, 'now').mockImplementation(() => now);
  Object.defineProperty(document, 'readyState', { value: 'loading', configurable: true });
  Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('startClientServices', () => {
  it('sends the performance beacon and the dwell of a page left, with C0002 allowed', () => {
    const { nav, sent } = beacons();
    const { router, navigate } = fakeRouter();
    const collector = new AnalyticsCollector(memoryStore(['C0001', 'C0002']), nav);
    const monitor = startClientServices(router, window, collector);
    expect(monitor.state).toBe('initialised');
    now = 4000;
    navigate('/news/second/', ['t9']);
    jest.advanceTimersByTime(PERFORMANCE_FALLBACK_MS);
    expect(sent.map((event) => event.type)).toEqual(['dwell', 'performance']);
    expect(sent[0]).toMatchObject({ dwellMs: '4000', sectionIds: 't1|t2|t3' });
  });

  it('sends nothing when the reader refused performance cookies', () => {
    const { nav, sent } = beacons();
    const { router, navigate } = fakeRouter();
    const collector = new AnalyticsCollector(memoryStore(['C0001', 'C0004']), nav);
    startClientServices(router, window, collector);
    now = 4000;
    navigate('/news/second/', ['t9']);
    jest.advanceTimersByTime(PERFORMANCE_FALLBACK_MS);
    expect(sent).toEqual([]);
  });
});
