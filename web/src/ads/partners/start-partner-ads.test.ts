/**
 * @jest-environment jsdom
 * @jest-environment-options {"url": "https://www.bytewire.example/search/?q=laptops&utm_source=x"}
 *
 * The partner ads' start (spec 001 s7, s9): nothing before targeting consent (C0004), nothing
 * without its configuration or its flags, nothing for the restricted state; with consent, each
 * container on the page gets its request (spec 001 s9's values) and its script through the
 * loader, once; a later page's containers are filled too; garbage in a partner's window
 * variable throws nothing into the page.
 */
import type { AdStackConfig } from '@bytewire/site';
import type { AppRouter } from '../../app/app-router';
import type { RootData } from '../../app/root-loader';
import { ROOT_ROUTE_ID } from '../../app/route-ids';
import { CONSENT_CATEGORIES, type ConsentCategory } from '../../consent/consent-categories';
import { ConsentStore } from '../../consent/consent-store';
import type { ScriptTagConfig } from '../../scripts/script-config';
import type { ScriptLoader } from '../../scripts/script-loader';
import { startPartnerAds } from './start-partner-ads';

type Listener = Parameters<AppRouter['subscribe']>[0];
type Globals = Record<string, unknown>;
const globals = window as unknown as Globals;

const STACK: AdStackConfig = {
  searchAds: { src: 'https://search-ads.stand-in.example/ads.js', pubId: 'partner-pub-1' },
  contextualAds: { src: 'https://contextual.stand-in.example/tag.js', siteId: 'bytewire' },
  recommendationWidget: {
    src: 'https://widget.stand-in.example/loader.js',
    publisherId: 'bytewire-pub',
  },
};

const CONTAINERS =
  '<section data-partner-ad="search"></section>' +
  '<section id="ctx" data-partner-ad="contextual"></section>' +
  '<section data-partner-ad="recommendations"></section>';

function rootData(overrides: { adStack?: unknown; flags?: object; restricted?: boolean } = {}) {
  return {
    site: { adStack: 'adStack' in overrides ? overrides.adStack : STACK },
    flags: overrides.flags ?? { ads: true, adDisplay: true },
    restricted: overrides.restricted ?? false,
  } as unknown as RootData;
}

function fakeRouter(root: RootData) {
  const listeners: Listener[] = [];
  const state = {
    loaderData: { [ROOT_ROUTE_ID]: root },
    location: { key: 'first' },
    navigation: { state: 'idle' },
  };
  const router = {
    state,
    subscribe: (listener: Listener) => {
      listeners.push(listener);
      return () => undefined;
    },
  } as unknown as AppRouter;
  const navigate = (key: string) => {
    state.location.key = key;
    for (const listener of listeners) listener(state as never, {} as never);
  };
  return { router, navigate };
}

/** A store over memory; `chosen` is the reader's choice so far (none: not chosen). */
function consent(chosen?: ConsentCategory[]) {
  let allowed = chosen ? new Set(chosen) : undefined;
  return new ConsentStore({
    read: () => allowed,
    write: (next) => {
      allowed = new Set(next);
    },
  });
}

function fakeLoader() {
  const register = jest.fn((tag: ScriptTagConfig) =>
    Promise.resolve({ tagId: tag.tagId, status: 'loaded' as const }),
  );
  return { loader: { register } as unknown as ScriptLoader, register };
}

const registeredIds = (register: jest.Mock) =>
  register.mock.calls.map(([tag]) => (tag as ScriptTagConfig).tagId);
/** Lets the consent promise and the navigation's timeout run. */
const settle = () => new Promise((done) => setTimeout(done, 0));

const TARGETING = CONSENT_CATEGORIES.targeting;

let warn: jest.SpyInstance;
beforeEach(() => {
  document.body.innerHTML = CONTAINERS;
  for (const name of ['_googCsa', '_contextualAds', '_recommendationWidget']) {
    delete globals[name];
  }
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('startPartnerAds', () => {
  it('loads and calls nothing until the reader allows targeting, then all three', async () => {
    const store = consent();
    const { router } = fakeRouter(rootData());
    const { loader, register } = fakeLoader();
    startPartnerAds(router, loader, window, store);
    await settle();
    store.allow(CONSENT_CATEGORIES.performance, CONSENT_CATEGORIES.functional);
    await settle();
    expect(register).not.toHaveBeenCalled();
    expect(globals._googCsa).toBeUndefined();
    expect(globals._contextualAds).toBeUndefined();
    expect(globals._recommendationWidget).toBeUndefined();

    store.allow(TARGETING);
    await settle();
    expect(registeredIds(register)).toEqual([
      'search-ads',
      'contextual-ads',
      'recommendation-widget',
    ]);
    const srcs = register.mock.calls.map(([tag]) => (tag as ScriptTagConfig).src);
    expect(srcs).toEqual([
      'https://search-ads.stand-in.example/ads.js?pubId=partner-pub-1',
      'https://contextual.stand-in.example/tag.js?siteId=bytewire',
      'https://widget.stand-in.example/loader.js?publisherId=bytewire-pub',
    ]);
    for (const [tag] of register.mock.calls) {
      expect((tag as ScriptTagConfig).gdprCategory).toBe('C0004');
    }
  });

  it("hands each partner its request: spec 001 s9's search defaults and 300x300", async () => {
    const { router } = fakeRouter(rootData());
    startPartnerAds(router, fakeLoader().loader, window, consent([TARGETING]));
    await settle();
    const searchBox = document.querySelector('[data-partner-ad="search"]')!;
    const widgetBox = document.querySelector('[data-partner-ad="recommendations"]')!;
    expect((globals._googCsa as { q: unknown[][] }).q).toEqual([
      [
        'ads',
        {
          pubId: 'partner-pub-1',
          query: 'laptops',
          adPage: 1,
          fontSizeTitle: 16,
          fontSizeDomainLink: 14,
          fontSizeDescription: 14,
          lines: 3,
        },
        { container: searchBox.id, number: 5 },
      ],
    ]);
    expect(searchBox.id).not.toBe('');
    // The page's address without its query: the reader's search is the search ads' alone.
    const pageUrl = 'https://www.bytewire.example/search/';
    expect(globals._contextualAds).toEqual([
      { siteId: 'bytewire', container: 'ctx', width: 300, height: 300, pageUrl },
    ]);
    expect(globals._recommendationWidget).toEqual([
      { publisherId: 'bytewire-pub', container: widgetBox.id, pageUrl },
    ]);
  });

  it('loads nothing without configuration, or with a configuration that is not safe', async () => {
    for (const adStack of [
      undefined,
      {},
      { searchAds: { src: 'javascript:alert(1)', pubId: 'p' } },
      { contextualAds: { src: 'https://c.example/tag.js', siteId: '"><script>' } },
      'garbage',
    ]) {
      const { router } = fakeRouter(rootData({ adStack }));
      const { loader, register } = fakeLoader();
      startPartnerAds(router, loader, window, consent([TARGETING]));
      await settle();
      expect(register).not.toHaveBeenCalled();
    }
    expect(globals._googCsa).toBeUndefined();
    expect(globals._contextualAds).toBeUndefined();
  });

  it('fills only the configured parts', async () => {
    const { router } = fakeRouter(rootData({ adStack: { contextualAds: STACK.contextualAds } }));
    const { loader, register } = fakeLoader();
    startPartnerAds(router, loader, window, consent([TARGETING]));
    await settle();
    expect(registeredIds(register)).toEqual(['contextual-ads']);
    expect(globals._googCsa).toBeUndefined();
  });

  it('needs the ads flag, and the ad-display flag for the contextual ad', async () => {
    const off = fakeLoader();
    startPartnerAds(
      fakeRouter(rootData({ flags: { adDisplay: true } })).router,
      off.loader,
      window,
      consent([TARGETING]),
    );
    await settle();
    expect(off.register).not.toHaveBeenCalled();

    const noDisplay = fakeLoader();
    startPartnerAds(
      fakeRouter(rootData({ flags: { ads: true } })).router,
      noDisplay.loader,
      window,
      consent([TARGETING]),
    );
    await settle();
    expect(registeredIds(noDisplay.register)).toEqual(['search-ads', 'recommendation-widget']);
  });

  it('loads nothing for a reader of the restricted state', async () => {
    const { router } = fakeRouter(rootData({ restricted: true }));
    const { loader, register } = fakeLoader();
    startPartnerAds(router, loader, window, consent([TARGETING]));
    await settle();
    expect(register).not.toHaveBeenCalled();
  });

  it("fills a later page's new containers, loading each script once", async () => {
    const { router, navigate } = fakeRouter(rootData());
    const { loader, register } = fakeLoader();
    startPartnerAds(router, loader, window, consent([TARGETING]));
    await settle();
    window.history.pushState({}, '', '/news/another-story/');
    document.body.innerHTML =
      '<section data-partner-ad="contextual"></section>' +
      '<section data-partner-ad="recommendations"></section>';
    navigate('second');
    await settle();
    expect(register).toHaveBeenCalledTimes(3);
    const pageUrl = 'https://www.bytewire.example/news/another-story/';
    const contextual = globals._contextualAds as { pageUrl: string }[];
    expect(contextual).toHaveLength(2);
    expect(contextual[1]).toMatchObject({ pageUrl, width: 300, height: 300 });
    expect(globals._recommendationWidget as unknown[]).toHaveLength(2);
    // Containers a navigation kept (the same elements) are not filled twice.
    navigate('third');
    await settle();
    expect(contextual).toHaveLength(2);
    window.history.pushState({}, '', '/search/?q=laptops&utm_source=x');
  });

  it('throws nothing into the page when a partner variable holds garbage', async () => {
    globals._googCsa = 42;
    Object.defineProperty(window, '_contextualAds', {
      configurable: true,
      get: () => {
        throw new Error('hostile getter');
      },
    });
    globals._recommendationWidget = { push: 'not a function' };
    const { router } = fakeRouter(rootData());
    const { loader, register } = fakeLoader();
    try {
      expect(() => startPartnerAds(router, loader, window, consent([TARGETING]))).not.toThrow();
      await settle();
    } finally {
      delete globals._contextualAds;
    }
    // A partner that cannot take its request gets no script either.
    expect(register).not.toHaveBeenCalled();
    expect(warn).toHaveBeenCalled();
  });

  it('ignores containers of unknown or unconfigured parts, and missing root data', async () => {
    document.body.innerHTML =
      '<section data-partner-ad="__proto__"></section><section data-partner-ad=""></section>';
    const { router } = fakeRouter(rootData());
    const { loader, register } = fakeLoader();
    startPartnerAds(router, loader, window, consent([TARGETING]));
    await settle();
    expect(register).not.toHaveBeenCalled();
    const empty = { state: { loaderData: {} } } as unknown as AppRouter;
    expect(() => startPartnerAds(empty, loader, window, consent([TARGETING]))).not.toThrow();
  });
});
