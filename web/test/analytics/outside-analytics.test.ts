/**
 * @jest-environment jsdom
 *
 * The outside analytics (spec 001 s4, s6, s7): cohesion needs the cohesion flag and a write key;
 * audience-measurement image pings on each page view; chart-style tracking loads its script on
 * the first view and sends virtual pages after. All wait for analytics consent (C0002) and none
 * runs for a reader of the restricted state. jsdom fetches no script: a test fires its load.
 */
import type { AnalyticsSettings } from '@bytewire/ssr-contract';
import { AnalyticsCollector } from '../../src/analytics/collector';
import { outsideAnalytics, type OutsidePageView } from '../../src/analytics/outside-analytics';
import type { ConsentCategory } from '../../src/consent/consent-categories';
import { ConsentStore, type ConsentAdapter } from '../../src/consent/consent-store';
import { ScriptLoader } from '../../src/scripts/script-loader';

const SETTINGS: AnalyticsSettings = {
  cohesion: { scriptUrl: 'https://cohesion.test/cohesion.js', writeKey: 'wk_live_1' },
  audienceMeasurementUrl: 'https://audience.test/ping?site=bytewire',
  chartTracking: { scriptUrl: 'https://chart.test/chart.js', accountId: 'acct-42' },
};

const view = (path: string): OutsidePageView => ({
  url: `https://www.bytewire.test${path}`,
  path,
  title: `Title of ${path}`,
  pageType: 'article',
  sections: 'phones',
  authors: 'Ada Lovelace',
});

function memoryAdapter(initial?: ConsentCategory[]): ConsentAdapter {
  let allowed: ReadonlySet<ConsentCategory> | undefined = initial && new Set(initial);
  return { read: () => allowed, write: (next) => (allowed = next) };
}

type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;
let pings: string[];
const realImage = window.Image;
const silent = { log: () => undefined, warn: () => undefined, error: () => undefined };
const flush = () => new Promise((done) => setTimeout(done, 0));
const scriptOf = (id: string) => document.getElementById(id) as HTMLScriptElement | null;
const load = (id: string) => scriptOf(id)!.dispatchEvent(new window.Event('load'));

function setUp({
  /** null: the reader has not chosen yet. */
  consent = ['C0001', 'C0002'] as ConsentCategory[] | null,
  flags = { consent: true, cohesion: true } as Record<string, boolean>,
  restricted = false,
  settings = SETTINGS as AnalyticsSettings | undefined,
} = {}) {
  const store = new ConsentStore(memoryAdapter(consent ?? undefined));
  const loader = new ScriptLoader({
    context: { flags },
    consent: store,
    gdprMode: true,
    restricted,
    logger: silent,
    window,
  });
  const outside = outsideAnalytics({
    settings,
    flags,
    restricted,
    collector: new AnalyticsCollector(store, { sendBeacon: () => true } as unknown as Navigator),
    loader,
    win: window,
    cacheBuster: () => `cb${pings.length}`,
  });
  return { store, outside };
}

beforeEach(() => {
  pings = [];
  document.head.innerHTML = '';
  for (const name of ['_Cohesion', 'tagular', '_sf_async_config', 'pSUPERFLY'])
    delete globals[name];
  globals.Image = class {
    referrerPolicy = '';
    set src(value: string) {
      pings.push(value);
    }
  };
});

afterAll(() => {
  globals.Image = realImage;
});

describe('cohesion analytics', () => {
  it('loads its script with the write key when the flag is on and analytics are allowed', async () => {
    setUp().outside.pageViewed(view('/a/'));
    await flush();
    expect(scriptOf('cohesion')?.src).toBe('https://cohesion.test/cohesion.js');
    expect(globals._Cohesion).toEqual({ tagular: { writeKey: 'wk_live_1' } });
  });

  it('does not load without the cohesion flag, nor without a write key', async () => {
    setUp({ flags: { consent: true, cohesion: false } }).outside.pageViewed(view('/a/'));
    const noKey = {
      ...SETTINGS,
      cohesion: { scriptUrl: 'https://cohesion.test/c.js', writeKey: '' },
    };
    setUp({ settings: noKey }).outside.pageViewed(view('/a/'));
    await flush();
    expect(scriptOf('cohesion')).toBeNull();
    expect(globals._Cohesion).toBeUndefined();
  });

  it('waits for the reader to allow analytics, and never loads when refused', async () => {
    const waiting = setUp({ consent: null });
    waiting.outside.pageViewed(view('/a/'));
    await flush();
    expect(scriptOf('cohesion')).toBeNull();
    waiting.store.choose(['C0001']);
    await flush();
    expect(scriptOf('cohesion')).toBeNull();
    const accepting = setUp({ consent: null });
    accepting.outside.pageViewed(view('/a/'));
    accepting.store.choose(['C0001', 'C0002']);
    await flush();
    expect(scriptOf('cohesion')).not.toBeNull();
  });

  it('sends a page event for each later client-side page view', async () => {
    const { outside } = setUp();
    const tagular = jest.fn();
    outside.pageViewed(view('/a/'));
    await flush();
    globals.tagular = tagular;
    load('cohesion');
    outside.pageViewed(view('/b/'));
    await flush();
    expect(tagular).toHaveBeenCalledWith('pageView');
    expect(document.querySelectorAll('#cohesion')).toHaveLength(1);
  });
});

describe('audience-measurement pings', () => {
  it('sends one image ping per page view with url, title, page type and a cache-buster', async () => {
    const { outside } = setUp();
    outside.pageViewed(view('/a/'));
    outside.pageViewed(view('/b/'));
    expect(pings).toHaveLength(2);
    const first = new URL(pings[0]!);
    expect(first.origin + first.pathname).toBe('https://audience.test/ping');
    expect(Object.fromEntries(first.searchParams)).toEqual({
      site: 'bytewire',
      url: 'https://www.bytewire.test/a/',
      title: 'Title of /a/',
      ptype: 'article',
      cb: 'cb0',
    });
    expect(new URL(pings[1]!).searchParams.get('cb')).toBe('cb1');
  });

  it('sends nothing before consent, and nothing to a host that is not https', () => {
    setUp({ consent: null }).outside.pageViewed(view('/a/'));
    setUp({ settings: { audienceMeasurementUrl: 'http://audience.test/ping' } }).outside.pageViewed(
      view('/a/'),
    );
    expect(pings).toEqual([]);
  });
});

describe('chart-style tracking', () => {
  it('loads the script once on the first view, then sends virtual pages', async () => {
    const { outside } = setUp({ flags: { consent: true } });
    outside.pageViewed(view('/a/'));
    await flush();
    expect(scriptOf('chart-tracking')?.src).toBe('https://chart.test/chart.js');
    expect(globals._sf_async_config).toMatchObject({
      uid: 'acct-42',
      path: '/a/',
      title: 'Title of /a/',
    });
    const virtualPage = jest.fn();
    globals.pSUPERFLY = { virtualPage };
    load('chart-tracking');
    outside.pageViewed(view('/b/'));
    await flush();
    expect(virtualPage).toHaveBeenCalledTimes(1);
    expect(virtualPage).toHaveBeenCalledWith(expect.objectContaining({ path: '/b/' }));
    expect(document.querySelectorAll('#chart-tracking')).toHaveLength(1);
  });

  it('sends no virtual page when the script failed to load', async () => {
    const { outside } = setUp({ flags: { consent: true } });
    outside.pageViewed(view('/a/'));
    await flush();
    const virtualPage = jest.fn();
    globals.pSUPERFLY = { virtualPage };
    scriptOf('chart-tracking')!.dispatchEvent(new window.Event('error'));
    outside.pageViewed(view('/b/'));
    await flush();
    expect(virtualPage).not.toHaveBeenCalled();
  });
});

it('runs none of them for a reader of the restricted state', async () => {
  setUp({ restricted: true }).outside.pageViewed(view('/a/'));
  await flush();
  expect(document.head.querySelectorAll('script')).toHaveLength(0);
  expect(pings).toEqual([]);
  expect(globals._Cohesion).toBeUndefined();
});
