/**
 * @jest-environment jsdom
 */
// Header bidding (ads/header-bidding.ts, spec 001 s7): Prebid's and Amazon's auctions side by
// side over fake libraries, their bids set on the slots' elements, and no bidder holding the
// ad back beyond the timeout.
import type { AdStackConfig } from '@bytewire/site';
import { AD_SLOTS } from '../../src/ads/ad-slots';
import {
  AUCTION_MARGIN_MS,
  HeaderBidding,
  type BiddingSlot,
  type HeaderBiddingOptions,
} from '../../src/ads/header-bidding';

const config: AdStackConfig = {
  networkId: '1234',
  desktopUnitId: 'desk',
  mobileUnitId: 'mob',
  prebid: { bidder: 'appnexus', params: { placementId: 13144370 }, timeoutMs: 800 },
  amazon: { src: 'https://amazon.example/apstag.js', pubId: 'aps-1' },
};
const mpu: BiddingSlot = { slot: AD_SLOTS['article-mpu']!, elementId: 'ad-slot-article-mpu' };

/** A Prebid that answers `answerAfter` ms after it is asked (never, when null). */
function fakePrebid(answerAfter: number | null = 10) {
  const calls: unknown[][] = [];
  const pbjs = {
    setConfig: (c: unknown) => calls.push(['setConfig', c]),
    removeAdUnit: (code: string) => calls.push(['removeAdUnit', code]),
    addAdUnits: (units: unknown) => calls.push(['addAdUnits', units]),
    requestBids: (request: { adUnitCodes: string[]; timeout: number; bidsBackHandler(): void }) => {
      calls.push(['requestBids', request.adUnitCodes, request.timeout]);
      if (answerAfter !== null) setTimeout(() => request.bidsBackHandler(), answerAfter);
    },
    setTargetingForGPTAsync: (codes: string[]) => calls.push(['setTargeting', codes]),
  };
  return { pbjs, calls };
}

function fakeApstag(answerAfter: number | null = 10) {
  const calls: unknown[][] = [];
  const apstag = {
    init: (c: unknown) => calls.push(['init', c]),
    fetchBids: (request: unknown, callback: () => void) => {
      calls.push(['fetchBids', request]);
      if (answerAfter !== null) setTimeout(callback, answerAfter);
    },
    setDisplayBids: () => calls.push(['setDisplayBids']),
  };
  return { apstag, calls };
}

function fakeLoader(apstag: unknown) {
  const registered: unknown[] = [];
  const loader: HeaderBiddingOptions['loader'] = {
    register: async (tag) => {
      registered.push(tag);
      return { tagId: tag.tagId, status: 'loaded' };
    },
    windowVariable: async () => apstag,
  };
  return { loader, registered };
}

function bidding(
  options: Partial<HeaderBiddingOptions> & { pbjs?: unknown; apstag?: unknown } = {},
) {
  const { loader, registered } = fakeLoader(options.apstag ?? fakeApstag().apstag);
  const loadPrebid = jest.fn(async () => options.pbjs ?? fakePrebid().pbjs);
  const hb = new HeaderBidding({
    config,
    loader,
    targetingConsent: () => true,
    loadPrebid,
    ...options,
  });
  return { hb, registered, loadPrebid };
}

let warn: jest.SpyInstance;
beforeEach(() => {
  jest.useFakeTimers();
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => {
  jest.useRealTimers();
  warn.mockRestore();
});

/** Whether the promise has settled once `ms` have passed. */
async function settledAfter(promise: Promise<unknown>, ms: number): Promise<boolean> {
  let settled = false;
  void promise.then(() => (settled = true));
  await jest.advanceTimersByTimeAsync(ms);
  return settled;
}

describe('HeaderBidding', () => {
  it("runs both auctions on the slot's element and sets their bids on it", async () => {
    const prebid = fakePrebid();
    const amazon = fakeApstag();
    const { hb, registered } = bidding({ pbjs: prebid.pbjs, apstag: amazon.apstag });
    const done = hb.auction([mpu], 'desktop');
    expect(await settledAfter(done, 20)).toBe(true);
    expect(prebid.calls).toEqual([
      ['setConfig', expect.objectContaining({ bidderTimeout: 800, deviceAccess: true })],
      ['removeAdUnit', 'ad-slot-article-mpu'],
      [
        'addAdUnits',
        [
          {
            code: 'ad-slot-article-mpu',
            mediaTypes: { banner: { sizes: [[300, 250]] } },
            bids: [{ bidder: 'appnexus', params: { placementId: 13144370 } }],
          },
        ],
      ],
      ['requestBids', ['ad-slot-article-mpu'], 800],
      ['setTargeting', ['ad-slot-article-mpu']],
    ]);
    expect(registered).toEqual([
      expect.objectContaining({
        tagId: 'amazon-apstag',
        src: 'https://amazon.example/apstag.js',
        gdprCategory: 'C0004',
        features: ['ads', 'adDisplay'],
        windowVars: ['apstag'],
      }),
    ]);
    expect(amazon.calls).toEqual([
      ['init', { pubId: 'aps-1', adServer: 'googletag' }],
      [
        'fetchBids',
        {
          slots: [
            {
              slotID: 'ad-slot-article-mpu',
              slotName: '/1234/desk/aw/article-mpu',
              sizes: [[300, 250]],
            },
          ],
          timeout: 800,
        },
      ],
      ['setDisplayBids'],
    ]);
  });

  it('configures each library once, and stores nothing without targeting consent', async () => {
    const prebid = fakePrebid();
    const amazon = fakeApstag();
    const { hb, loadPrebid } = bidding({
      pbjs: prebid.pbjs,
      apstag: amazon.apstag,
      targetingConsent: () => false,
    });
    await settledAfter(hb.auction([mpu], 'desktop'), 20);
    await settledAfter(hb.auction([mpu], 'desktop'), 20);
    expect(loadPrebid).toHaveBeenCalledTimes(1);
    const configs = prebid.calls.filter(([name]) => name === 'setConfig');
    expect(configs).toEqual([
      [
        'setConfig',
        expect.objectContaining({ deviceAccess: false, userSync: { syncEnabled: false } }),
      ],
    ]);
    expect(amazon.calls.filter(([name]) => name === 'init')).toHaveLength(1);
    expect(amazon.calls.filter(([name]) => name === 'fetchBids')).toHaveLength(2);
  });

  it('cuts a bidder that never answers at the timeout, and drops its late bids', async () => {
    const prebid = fakePrebid(10);
    const amazon = fakeApstag(null);
    const { hb } = bidding({ pbjs: prebid.pbjs, apstag: amazon.apstag });
    const done = hb.auction([mpu], 'desktop');
    expect(await settledAfter(done, 800 + AUCTION_MARGIN_MS - 5)).toBe(false);
    expect(await settledAfter(done, 10)).toBe(true);
    expect(amazon.calls.map(([name]) => name)).not.toContain('setDisplayBids');
    // Prebid answered in time: its bids are on the slot.
    expect(prebid.calls.map(([name]) => name)).toContain('setTargeting');
  });

  it('gives the bidders what is left of the auction after the library loaded', async () => {
    const prebid = fakePrebid();
    const { loader } = fakeLoader(fakeApstag().apstag);
    const hb = new HeaderBidding({
      config,
      loader,
      targetingConsent: () => true,
      loadPrebid: () => new Promise((loaded) => setTimeout(() => loaded(prebid.pbjs), 300)),
    });
    await settledAfter(hb.auction([mpu], 'desktop'), 400);
    expect(prebid.calls).toContainEqual(['requestBids', ['ad-slot-article-mpu'], 500]);
  });

  it('drops bids that come after the cut', async () => {
    const prebid = fakePrebid(5000);
    const { hb } = bidding({ pbjs: prebid.pbjs });
    expect(await settledAfter(hb.auction([mpu], 'desktop'), 1000)).toBe(true);
    await jest.advanceTimersByTimeAsync(5000);
    expect(prebid.calls.map(([name]) => name)).not.toContain('setTargeting');
  });

  it('resolves at once when no bidder is configured, loading nothing', async () => {
    const { loader, registered } = fakeLoader(undefined);
    const loadPrebid = jest.fn();
    const hb = new HeaderBidding({
      config: { networkId: '1234', desktopUnitId: 'desk' },
      loader,
      targetingConsent: () => true,
      loadPrebid,
    });
    expect(await settledAfter(hb.auction([mpu], 'desktop'), 0)).toBe(true);
    expect(loadPrebid).not.toHaveBeenCalled();
    expect(registered).toEqual([]);
  });

  it('logs a library that fails to load, and the other still bids', async () => {
    const amazon = fakeApstag();
    const { loader } = fakeLoader(amazon.apstag);
    const hb = new HeaderBidding({
      config,
      loader,
      targetingConsent: () => true,
      loadPrebid: () => Promise.reject(new Error('chunk failed')),
    });
    expect(await settledAfter(hb.auction([mpu], 'desktop'), 20)).toBe(true);
    expect(warn).toHaveBeenCalledWith('Header bidding: Prebid.js did not load', expect.any(Error));
    expect(amazon.calls.map(([name]) => name)).toContain('setDisplayBids');
  });

  it.each([
    ['not libraries', 42, 'apstag'],
    ['objects without the methods', {}, { init: 1 }],
    [
      'libraries that throw',
      {
        ...fakePrebid().pbjs,
        requestBids: () => {
          throw new Error('boom');
        },
      },
      {
        ...fakeApstag().apstag,
        fetchBids: () => {
          throw new Error('boom');
        },
      },
    ],
    [
      'libraries whose every property throws',
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('boom');
          },
        },
      ),
      new Proxy(
        {},
        {
          get: () => {
            throw new Error('boom');
          },
        },
      ),
    ],
  ])('goes on without bids when the globals are %s', async (_what, pbjs, apstag) => {
    const { hb } = bidding({ pbjs, apstag });
    expect(await settledAfter(hb.auction([mpu], 'desktop'), 0)).toBe(true);
    expect(warn).toHaveBeenCalled();
  });
});
