/**
 * @jest-environment jsdom
 */
// An error page's beacon and page-view candidate (spec 001 s7), through the consent-gated
// collector: sent once analytics are allowed, never when refused.
import { AnalyticsCollector } from '../../src/analytics/collector';
import { errorPageStatus, reportErrorPage } from '../../src/analytics/error-page';
import type { ConsentCategory } from '../../src/consent/consent-categories';
import { ConsentStore, type ConsentAdapter } from '../../src/consent/consent-store';

function memoryAdapter(initial?: ConsentCategory[]): ConsentAdapter {
  let allowed: ReadonlySet<ConsentCategory> | undefined = initial && new Set(initial);
  return { read: () => allowed, write: (next) => (allowed = next) };
}

const VIEW = {
  referrer: 'https://search.example/?q=x',
  url: 'http://localhost/article/gone/',
  pageViewGuid: 'guid-1',
  device: 'mobile',
  sessionId: 'session-1',
  env: 'production',
};

function setUp(initial?: ConsentCategory[]) {
  const store = new ConsentStore(memoryAdapter(initial));
  const sent: unknown[] = [];
  const nav = {
    sendBeacon: (_url: string, body: string) => sent.push(JSON.parse(body)) > 0,
  } as unknown as Navigator;
  const fetched: string[] = [];
  global.fetch = jest.fn((url: RequestInfo | URL) => {
    fetched.push(String(url));
    return Promise.resolve({ ok: true } as globalThis.Response);
  }) as typeof fetch;
  return { store, collector: new AnalyticsCollector(store, nav), sent, fetched };
}

describe('reportErrorPage', () => {
  it('beacons the error collection and asks for the candidate file once analytics are allowed', () => {
    const { store, collector, sent, fetched } = setUp();
    reportErrorPage(collector, VIEW);
    expect(sent).toEqual([]);
    expect(fetched).toEqual([]);
    store.choose(['C0002']);
    expect(sent).toEqual([
      {
        type: 'error-page',
        pageUrl: VIEW.url,
        xref: VIEW.referrer,
        srcurl: VIEW.url,
        pagetype: 'error_page',
        pguid: 'guid-1',
        devicetype: 'mobile',
        sid: 'session-1',
        env: 'production',
      },
    ]);
    expect(fetched).toEqual(['/analytics/pageview-candidate.json']);
  });

  it('sends nothing when the reader refused analytics', () => {
    const { collector, sent, fetched } = setUp(['C0001']);
    reportErrorPage(collector, VIEW);
    expect(sent).toEqual([]);
    expect(fetched).toEqual([]);
  });
});

describe('errorPageStatus', () => {
  it("reads a route error response's status, anything else as 500", () => {
    expect(errorPageStatus({ status: 404, statusText: 'Not Found', data: null })).toBe(404);
    expect(errorPageStatus(new Error('render failed'))).toBe(500);
    expect(errorPageStatus({ status: '404' })).toBe(500);
    expect(errorPageStatus(null)).toBe(500);
  });
});
