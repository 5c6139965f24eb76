/**
 * @jest-environment jsdom
 */
/**
 * The performance snippet (spec 001 s4, s8, s9): not initialised, then initialised with an
 * initialised event, callbacks waiting until then; one beacon on load or after the 3000 ms
 * fallback; at most 10 errors counted; failures only logged.
 */
import type { AnalyticsEvent } from '../../src/analytics/collector';
import {
  MAX_PERFORMANCE_ERRORS,
  PERFORMANCE_FALLBACK_MS,
  PERFORMANCE_INITIALISED_EVENT,
  PerformanceMonitor,
} from '../../src/client-services/performance-monitor';

/** The window's globals the test replaces, and removes again. */
const globals = window as unknown as Record<string, unknown>;

function setReadyState(state: DocumentReadyState): void {
  Object.defineProperty(document, 'readyState', { value: state, configurable: true });
}

/** A PerformanceObserver that reports what the test emits, for the types it says it supports. */
class FakeObserver {
  static supportedEntryTypes = ['largest-contentful-paint', 'layout-shift', 'event'];
  static all: FakeObserver[] = [];
  type = '';
  disconnected = false;
  constructor(private readonly callback: (list: { getEntries(): unknown[] }) => void) {
    FakeObserver.all.push(this);
  }
  observe({ type }: { type: string }) {
    this.type = type;
  }
  disconnect() {
    this.disconnected = true;
  }
  static emit(type: string, entries: object[]) {
    for (const observer of FakeObserver.all.filter((o) => o.type === type && !o.disconnected))
      observer.callback({ getEntries: () => entries });
  }
}

function monitor() {
  const sent: AnalyticsEvent[] = [];
  const log = jest.fn();
  const perf = new PerformanceMonitor(window, (event) => sent.push(event), log);
  return { sent, log, perf };
}

beforeEach(() => {
  jest.useFakeTimers();
  FakeObserver.all = [];
  globals.PerformanceObserver = FakeObserver;
  setReadyState('loading');
});

afterEach(() => {
  jest.useRealTimers();
  delete globals.PerformanceObserver;
});

describe('PerformanceMonitor', () => {
  it('goes from not initialised to initialised, firing the initialised event', () => {
    const { perf } = monitor();
    const fired = jest.fn();
    window.addEventListener(PERFORMANCE_INITIALISED_EVENT, fired);
    expect(perf.state).toBe('not-initialised');
    perf.start();
    expect(perf.state).toBe('initialised');
    expect(fired).toHaveBeenCalledTimes(1);
    window.removeEventListener(PERFORMANCE_INITIALISED_EVENT, fired);
  });

  it('runs callbacks only once initialised, and at once after', () => {
    const { perf } = monitor();
    const early = jest.fn();
    perf.onReady(early);
    expect(early).not.toHaveBeenCalled();
    perf.start();
    expect(early).toHaveBeenCalledWith(perf);
    const late = jest.fn();
    perf.onReady(late);
    expect(late).toHaveBeenCalledTimes(1);
  });

  it('sends one beacon after the load event, with what it observed', () => {
    const { perf, sent } = monitor();
    perf.start();
    FakeObserver.emit('largest-contentful-paint', [{ startTime: 1234.4 }]);
    FakeObserver.emit('layout-shift', [
      { value: 0.05, hadRecentInput: false },
      { value: 0.5, hadRecentInput: true },
    ]);
    FakeObserver.emit('event', [{ duration: 80 }, { duration: 200 }]);
    window.dispatchEvent(new window.Event('load'));
    jest.advanceTimersByTime(0);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toMatchObject({
      type: 'performance',
      lcp: '1234',
      cls: '0.050',
      inp: '200',
      errorCount: '0',
      timedOut: 'false',
    });
    jest.advanceTimersByTime(PERFORMANCE_FALLBACK_MS);
    expect(sent).toHaveLength(1);
    expect(FakeObserver.all.every((o) => o.disconnected)).toBe(true);
  });

  it('sends after the 3000 ms fallback when load never comes', () => {
    expect(PERFORMANCE_FALLBACK_MS).toBe(3000);
    const { perf, sent } = monitor();
    perf.start();
    jest.advanceTimersByTime(2999);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([expect.objectContaining({ type: 'performance', timedOut: 'true' })]);
  });

  it('sends soon when the page had loaded before it started', () => {
    setReadyState('complete');
    const { perf, sent } = monitor();
    perf.start();
    jest.advanceTimersByTime(0);
    expect(sent).toEqual([expect.objectContaining({ timedOut: 'false' })]);
  });

  it('counts at most 10 errors and rejections', () => {
    expect(MAX_PERFORMANCE_ERRORS).toBe(10);
    const { perf, sent } = monitor();
    perf.start();
    const rejection = Object.assign(new window.Event('unhandledrejection'), {
      reason: new Error('refused'),
    });
    window.dispatchEvent(rejection);
    for (let i = 0; i < 14; i++) {
      window.dispatchEvent(new window.ErrorEvent('error', { message: `boom ${i}|x` }));
    }
    jest.advanceTimersByTime(PERFORMANCE_FALLBACK_MS);
    expect(sent[0].errorCount).toBe('10');
    const errors = String(sent[0].errors).split('|');
    expect(errors).toHaveLength(10);
    expect(errors.slice(0, 2)).toEqual(['refused', 'boom 0 x']);
  });

  it('works without PerformanceObserver', () => {
    delete globals.PerformanceObserver;
    const { perf, sent } = monitor();
    perf.start();
    jest.advanceTimersByTime(PERFORMANCE_FALLBACK_MS);
    expect(sent[0]).toMatchObject({ lcp: '', inp: '', cls: '0.000' });
  });

  it('only logs its failures: a throwing callback, a failing send', () => {
    const log = jest.fn();
    const perf = new PerformanceMonitor(
      window,
      () => {
        throw new Error('send failed');
      },
      log,
    );
    perf.onReady(() => {
      throw new Error('callback failed');
    });
    const after = jest.fn();
    perf.onReady(after);
    expect(() => perf.start()).not.toThrow();
    expect(after).toHaveBeenCalled();
    expect(() => jest.advanceTimersByTime(PERFORMANCE_FALLBACK_MS)).not.toThrow();
    expect(log).toHaveBeenCalledTimes(2);
  });
});
