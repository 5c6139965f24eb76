/**
 * @jest-environment jsdom
 */
/**
 * The request monitor (spec 001 s9): reads resource timings every 500 ms and sends one
 * measurement per monitored service, the first time it is seen; stops once all are measured,
 * or when the page goes away.
 */
import type { AnalyticsEvent } from '../../src/analytics/collector';
import {
  MONITORED_SERVICES,
  REQUEST_MONITOR_INTERVAL_MS,
  RequestMonitor,
  serviceOf,
} from '../../src/client-services/request-monitor';

const origin = window.location.origin;
let entries: object[] = [];
const getEntriesByType = jest.fn((type: string) => (type === 'resource' ? entries : []));

function resource(path: string, duration = 120, transferSize = 900): object {
  return { name: `${origin}${path}`, entryType: 'resource', duration, transferSize };
}

function monitor() {
  const sent: AnalyticsEvent[] = [];
  const requests = new RequestMonitor(window, (event) => sent.push(event));
  requests.start();
  return { sent, requests };
}

beforeEach(() => {
  jest.useFakeTimers();
  entries = [];
  getEntriesByType.mockClear();
  Object.defineProperty(window.performance, 'getEntriesByType', {
    value: getEntriesByType,
    configurable: true,
  });
});

afterEach(() => jest.useRealTimers());

describe('serviceOf', () => {
  it('names the site’s own services by path, the more specific first', () => {
    expect(serviceOf(`${origin}/api/neutron/composer/us/x`, origin)).toBe('composer');
    expect(serviceOf(`${origin}/api/neutron/header_links`, origin)).toBe('content');
    expect(serviceOf('/api/recommendations/decision', origin)).toBe('recommendations');
    expect(serviceOf(`${origin}/sharebar-shortener/?longurl=x`, origin)).toBe('sharebar-shortener');
  });

  it('names nothing else: other origins, other paths, junk', () => {
    expect(serviceOf('https://elsewhere.example/api/neutron/composer/x', origin)).toBeUndefined();
    expect(serviceOf(`${origin}/assets/entry.js`, origin)).toBeUndefined();
    expect(serviceOf('http://[bad', origin)).toBeUndefined();
  });
});

describe('RequestMonitor', () => {
  it('reads every 500 ms and measures each service once, its first request', () => {
    expect(REQUEST_MONITOR_INTERVAL_MS).toBe(500);
    const { sent, requests } = monitor();
    entries.push(resource('/api/neutron/composer/us/a', 150.6, 2048), resource('/assets/x.js'));
    jest.advanceTimersByTime(499);
    expect(sent).toHaveLength(0);
    jest.advanceTimersByTime(1);
    expect(sent).toEqual([
      expect.objectContaining({
        type: 'request-timing',
        service: 'composer',
        duration: '151',
        transferSize: '2048',
      }),
    ]);
    entries.push(resource('/api/neutron/composer/us/b'), resource('/sharebar-shortener/?l=1'));
    jest.advanceTimersByTime(500);
    expect(sent.map((event) => event.service)).toEqual(['composer', 'sharebar-shortener']);
    requests.stop();
  });

  it('stops once every service is measured', () => {
    const { sent } = monitor();
    entries = MONITORED_SERVICES.map(({ prefix }) => resource(`${prefix}x`));
    jest.advanceTimersByTime(500);
    expect(sent).toHaveLength(MONITORED_SERVICES.length);
    const reads = getEntriesByType.mock.calls.length;
    jest.advanceTimersByTime(5000);
    expect(getEntriesByType.mock.calls.length).toBe(reads);
  });

  it('stops when the page goes away', () => {
    const { sent } = monitor();
    window.dispatchEvent(new window.Event('pagehide'));
    entries.push(resource('/api/neutron/composer/us/a'));
    jest.advanceTimersByTime(5000);
    expect(sent).toHaveLength(0);
    expect(getEntriesByType).not.toHaveBeenCalled();
  });

  it('reads a cleared buffer from its start again', () => {
    const { sent, requests } = monitor();
    entries = [resource('/assets/a.js'), resource('/assets/b.js')];
    jest.advanceTimersByTime(500);
    entries = [resource('/api/recommendations/decision')];
    jest.advanceTimersByTime(500);
    expect(sent.map((event) => event.service)).toEqual(['recommendations']);
    requests.stop();
  });
});
