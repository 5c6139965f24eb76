/**
 * @jest-environment jsdom
 */
/** Analytics wait for consent (spec 001 s8): C0002 allowed, they go; refused, they are dropped. */
import { AnalyticsCollector, MAX_WAITING_EVENTS } from '../../src/analytics/collector';

/** The gateway's collection endpoint. */
const COLLECT = '/analytics/collect';
import { CONSENT_CATEGORIES, type ConsentCategory } from '../../src/consent/consent-categories';
import { ConsentStore, type ConsentAdapter } from '../../src/consent/consent-store';

function memoryAdapter(initial?: ConsentCategory[]): ConsentAdapter {
  let allowed: ReadonlySet<ConsentCategory> | undefined = initial && new Set(initial);
  return { read: () => allowed, write: (next) => (allowed = next) };
}

function beaconNavigator() {
  const sent: { url: string; body: unknown }[] = [];
  const nav = {
    sendBeacon: (url: string, body: string) => {
      sent.push({ url, body: JSON.parse(body) });
      return true;
    },
  } as unknown as Navigator;
  return { nav, sent };
}

const event = (n: number) => ({ type: 'click', pageUrl: `/page/${n}/` });

describe('AnalyticsCollector', () => {
  it('sends at once, as a beacon to the collection endpoint, when analytics are allowed', () => {
    const store = new ConsentStore(memoryAdapter(['C0001', 'C0002']));
    const { nav, sent } = beaconNavigator();
    new AnalyticsCollector(store, nav).send(event(1));
    expect(sent).toEqual([{ url: COLLECT, body: event(1) }]);
  });

  it('keeps events until the reader chooses, and sends them once analytics are allowed', () => {
    const store = new ConsentStore(memoryAdapter());
    const { nav, sent } = beaconNavigator();
    const collector = new AnalyticsCollector(store, nav);
    collector.send(event(1));
    collector.send(event(2));
    expect(sent).toEqual([]);
    store.choose([CONSENT_CATEGORIES.performance]);
    expect(sent.map((s) => s.body)).toEqual([event(1), event(2)]);
  });

  it('drops what waited, and sends nothing more, when the reader refuses analytics', () => {
    const store = new ConsentStore(memoryAdapter());
    const { nav, sent } = beaconNavigator();
    const collector = new AnalyticsCollector(store, nav);
    collector.send(event(1));
    store.choose([CONSENT_CATEGORIES.functional]);
    collector.send(event(2));
    store.allow(CONSENT_CATEGORIES.performance);
    expect(sent).toEqual([]);
    collector.send(event(3));
    expect(sent.map((s) => s.body)).toEqual([event(3)]);
  });

  it(`keeps the last ${MAX_WAITING_EVENTS} events while waiting`, () => {
    const store = new ConsentStore(memoryAdapter());
    const { nav, sent } = beaconNavigator();
    const collector = new AnalyticsCollector(store, nav);
    for (let i = 0; i < MAX_WAITING_EVENTS + 5; i++) collector.send(event(i));
    store.choose([CONSENT_CATEGORIES.performance]);
    expect(sent).toHaveLength(MAX_WAITING_EVENTS);
    expect(sent[0]?.body).toEqual(event(5));
  });

  it('falls back to fetch with keepalive when there is no beacon', async () => {
    const calls: [string, RequestInit][] = [];
    const saved = global.fetch;
    global.fetch = ((url: string, init: RequestInit) => {
      calls.push([url, init]);
      return Promise.resolve({ status: 204 } as Response);
    }) as typeof fetch;
    try {
      const store = new ConsentStore(memoryAdapter(['C0002']));
      new AnalyticsCollector(store, {} as Navigator).send(event(1));
      expect(calls).toHaveLength(1);
      expect(calls[0]?.[0]).toBe(COLLECT);
      expect(calls[0]?.[1]).toMatchObject({ method: 'POST', keepalive: true });
      expect(JSON.parse(String(calls[0]?.[1].body))).toEqual(event(1));
    } finally {
      global.fetch = saved;
    }
  });
});
