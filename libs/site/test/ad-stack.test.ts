// The ad stack's configuration (libs/site ad-stack.ts, spec 001 s7 and s9): only https (or
// site-relative) URLs and plain ids pass; anything else drops its part, never a throw.
import {
  adStackConfigFrom,
  adStackProblems,
  DEFAULT_BIDDER_TIMEOUT_MS,
  isSafeScriptUrl,
  PREBID_BIDDERS,
} from '../src';

const full = {
  networkId: '1234567',
  desktopUnitId: 'bytewire_desktop',
  mobileUnitId: 'bytewire-mobile',
  cmsId: '2543',
  gptSrc: 'https://securepubads.example/tag/js/gpt.js',
  prebid: {
    bidder: 'appnexus',
    params: { placementId: 13144370 },
    timeoutMs: 1500,
  },
  amazon: { src: 'https://c.amazon.example/apstag.js', pubId: 'a1b2-c3d4' },
  searchAds: { src: 'https://search-ads.example/ads.js', pubId: 'pub-123' },
  contextualAds: { src: 'https://contextual.example/c.js', siteId: '77' },
  recommendationWidget: { src: 'https://widget.example/loader.js', publisherId: 'bytewire' },
  videoAds: {
    adTagBase: 'https://ads.example/gampad/ads',
    playerProfile: 'pp_1',
    companionSizes: [
      [300, 250],
      [728, 90],
    ],
  },
};

describe('adStackConfigFrom', () => {
  it('keeps a valid configuration whole', () => {
    expect(adStackConfigFrom(full)).toEqual(full);
  });

  it.each([undefined, null, 42, 'config', [], [full], () => full])(
    'reads %p as no ad stack',
    (raw) => {
      expect(adStackConfigFrom(raw)).toEqual({});
    },
  );

  it('keeps each part on its own: an empty part is off', () => {
    expect(adStackConfigFrom({ networkId: '42', amazon: {} })).toEqual({ networkId: '42' });
  });

  it('reads numeric ids', () => {
    expect(adStackConfigFrom({ networkId: 42, cmsId: 7 })).toEqual({
      networkId: '42',
      cmsId: '7',
    });
  });

  it.each([
    'http://ads.example/gpt.js',
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/javascript,alert(1)',
    '//evil.example/x.js',
    '/\\evil.example/x.js',
    'https://user:pass@ads.example/x.js',
    'https://',
    'ads.example/x.js',
    'https://ads.example/x.js\n',
    `https://ads.example/${'x'.repeat(3000)}.js`,
  ])('drops every script whose src is %j', (src) => {
    const raw = {
      gptSrc: src,
      amazon: { ...full.amazon, src },
      searchAds: { ...full.searchAds, src },
      contextualAds: { ...full.contextualAds, src },
      recommendationWidget: { ...full.recommendationWidget, src },
      videoAds: { ...full.videoAds, adTagBase: src },
    };
    expect(adStackConfigFrom(raw)).toEqual({});
  });

  it('takes no site-relative ad tag base (it leaves the site)', () => {
    expect(adStackConfigFrom({ videoAds: { adTagBase: '/gampad/ads' } })).toEqual({});
    expect(isSafeScriptUrl('/vendor/gpt.js')).toBe(true);
    expect(isSafeScriptUrl('/vendor/gpt.js', false)).toBe(false);
  });

  it('keeps a prebid part only for a bidder the bundle carries, and with no script of its own', () => {
    expect(PREBID_BIDDERS).toEqual(['appnexus']);
    for (const bidder of ['rubicon', 'AppNexus', 'appnexus ', '__proto__', 'toString', 1]) {
      expect(adStackConfigFrom({ prebid: { ...full.prebid, bidder } })).toEqual({});
    }
    // Prebid is bundled: a src (even a valid one) is a configuration written for something else.
    for (const src of ['/vendor/prebid.js', 'https://cdn.example/prebid.js', null]) {
      expect(adStackConfigFrom({ prebid: { ...full.prebid, src } })).toEqual({});
    }
  });

  it.each(['', '12a', '1234567890123', '../1', '<script>', '1 2'])(
    'drops the network id %j',
    (networkId) => {
      expect(adStackConfigFrom({ networkId })).toEqual({});
    },
  );

  it.each(['', 'a/b', 'a b', 'x'.repeat(65), '"><script>', 'a.b', 'ü', -1, 1.5, {}])(
    'drops the ids %j',
    (id) => {
      const raw = {
        desktopUnitId: id,
        mobileUnitId: id,
        cmsId: id,
        amazon: { ...full.amazon, pubId: id },
        searchAds: { ...full.searchAds, pubId: id },
        contextualAds: { ...full.contextualAds, siteId: id },
        recommendationWidget: { ...full.recommendationWidget, publisherId: id },
        prebid: { ...full.prebid, bidder: id },
      };
      expect(adStackConfigFrom(raw)).toEqual({});
    },
  );

  it('keeps the valid bid params only', () => {
    const params = {
      placementId: 1,
      member: 'abc',
      bad: 'a b',
      ['bad-key']: 1,
      nan: Number.NaN,
      nested: { x: 1 },
      __proto__: { polluted: true },
    };
    const prebid = adStackConfigFrom({ prebid: { ...full.prebid, params } }).prebid;
    expect(prebid?.params).toEqual({ placementId: 1, member: 'abc' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it.each([undefined, 0, -5, 1.5, 10_001, '1000', Number.POSITIVE_INFINITY])(
    'uses the default bidder timeout for %p',
    (timeoutMs) => {
      const prebid = adStackConfigFrom({ prebid: { ...full.prebid, timeoutMs } }).prebid;
      expect(prebid?.timeoutMs).toBe(DEFAULT_BIDDER_TIMEOUT_MS);
    },
  );

  it('drops invalid companion sizes and player profiles', () => {
    const videoAds = adStackConfigFrom({
      videoAds: {
        adTagBase: full.videoAds.adTagBase,
        playerProfile: 'p p',
        companionSizes: [[300, 250], [0, 1], [1.5, 2], ['300', '250'], [5000, 10], 'x', [1, 2, 3]],
      },
    }).videoAds;
    expect(videoAds).toEqual({ adTagBase: full.videoAds.adTagBase, companionSizes: [[300, 250]] });
  });

  it('never throws on a hostile value', () => {
    const throwing = new Proxy(
      {},
      {
        get: () => {
          throw new Error('boom');
        },
        has: () => {
          throw new Error('boom');
        },
        ownKeys: () => {
          throw new Error('boom');
        },
        getOwnPropertyDescriptor: () => {
          throw new Error('boom');
        },
      },
    );
    const { proxy, revoke } = Proxy.revocable({}, {});
    revoke();
    expect(adStackConfigFrom(throwing)).toEqual({});
    expect(adStackConfigFrom(proxy)).toEqual({});
    expect(
      adStackConfigFrom({
        networkId: '1',
        prebid: { ...full.prebid, params: throwing },
        amazon: proxy,
        videoAds: { adTagBase: full.videoAds.adTagBase, companionSizes: [proxy] },
      }),
    ).toEqual({ networkId: '1', prebid: { ...full.prebid, params: {} } });
  });
});

describe('adStackProblems (a server refuses to start on what would be dropped)', () => {
  it('finds nothing in a configuration kept whole', () => {
    expect(adStackProblems(full)).toEqual([]);
    expect(adStackProblems({})).toEqual([]);
  });

  it('names each part it would drop, and each part it does not know', () => {
    expect(
      adStackProblems({
        gptSrc: 'http://insecure.example/gpt.js',
        videoAds: { adTagBase: 'javascript:alert(1)' },
        networkId: '1234',
        bidders: [],
      }),
    ).toEqual([
      'gptSrc is not valid (https URLs or site paths, plain ids)',
      'videoAds is not valid (https URLs or site paths, plain ids)',
      expect.stringMatching(/^bidders is no part of the ad stack/),
    ]);
  });

  it('names a bidder the bundle lacks, and a prebid script URL', () => {
    const rule =
      'prebid is not valid ({bidder, params, timeoutMs}, no src; bidder one of appnexus)';
    expect(adStackProblems({ prebid: { bidder: 'rubicon', params: {} } })).toEqual([rule]);
    expect(adStackProblems({ prebid: { ...full.prebid, src: '/vendor/prebid.js' } })).toEqual([
      rule,
    ]);
  });

  it('wants an object', () => {
    for (const value of [null, [], 'x', 3]) {
      expect(adStackProblems(value)).toEqual(['it must be a JSON object']);
    }
  });
});
