// Header bidding's payloads (ads/header-bidding-config.ts, spec 001 s7): Prebid's setConfig
// and ad units, Amazon's init and fetchBids.
import { AD_SLOTS } from '../../src/ads/ad-slots';
import type { AdStackConfig } from '@bytewire/site';
import {
  apstagFetchBids,
  apstagInit,
  prebidAdUnits,
  prebidSetConfig,
} from '../../src/ads/header-bidding-config';
import { priceBucket } from '../../src/ads/price-ranges';

const config: AdStackConfig = {
  networkId: '1234',
  desktopUnitId: 'desk',
  mobileUnitId: 'mob',
  prebid: {
    bidder: 'appnexus',
    params: { placementId: 13144370 },
    timeoutMs: 1500,
  },
  amazon: { src: 'https://amazon.example/apstag.js', pubId: 'aps-1' },
};
const slots = Object.values(AD_SLOTS);

describe('prebidSetConfig', () => {
  it('buckets prices on the ad price ranges of spec 001 s9', () => {
    // "Ad price ranges string: 0.75..3 step 0.01; 3..8 step 0.05; 8..20 step 0.50; 20..35 step 1."
    expect(prebidSetConfig(config, true)?.priceGranularity).toEqual({
      buckets: [
        { precision: 2, min: 0.75, max: 3, increment: 0.01 },
        { precision: 2, min: 3, max: 8, increment: 0.05 },
        { precision: 2, min: 8, max: 20, increment: 0.5 },
        { precision: 2, min: 20, max: 35, increment: 1 },
      ],
    });
    expect(priceBucket(8.49)).toBe('8.00');
  });

  it('takes the timeout from the configuration, syncs and stores only with consent', () => {
    expect(prebidSetConfig(config, true)).toMatchObject({
      bidderTimeout: 1500,
      deviceAccess: true,
      userSync: { syncEnabled: true },
    });
    expect(prebidSetConfig(config, false)).toMatchObject({
      deviceAccess: false,
      userSync: { syncEnabled: false },
    });
  });

  it('is undefined when header bidding is off', () => {
    expect(prebidSetConfig({}, true)).toBeUndefined();
  });
});

describe('prebidAdUnits', () => {
  it('has a unit per shown slot, with its sizes on the device, without the 6x6 pixel', () => {
    expect(prebidAdUnits(slots, config, 'desktop')).toEqual([
      {
        code: 'skybox',
        mediaTypes: {
          banner: {
            sizes: [
              [728, 90],
              [970, 66],
            ],
          },
        },
        bids: [{ bidder: 'appnexus', params: { placementId: 13144370 } }],
      },
      {
        code: 'omnibar',
        mediaTypes: {
          banner: {
            sizes: [
              [970, 250],
              [970, 66],
              [728, 90],
            ],
          },
        },
        bids: [{ bidder: 'appnexus', params: { placementId: 13144370 } }],
      },
      {
        code: 'article-mpu',
        mediaTypes: { banner: { sizes: [[300, 250]] } },
        bids: [{ bidder: 'appnexus', params: { placementId: 13144370 } }],
      },
    ]);
  });

  it("includes mobile-only slots on mobile, and copies the bidder's params", () => {
    const units = prebidAdUnits(slots, config, 'mobile');
    expect(units.map(({ code }) => code)).toEqual([
      'skybox',
      'omnibar',
      'article-mpu',
      'mobile-nav-ad-plus-banner',
    ]);
    expect(units[0]!.bids[0]!.params).not.toBe(units[1]!.bids[0]!.params);
  });

  it('is empty when header bidding is off', () => {
    expect(prebidAdUnits(slots, {}, 'desktop')).toEqual([]);
  });
});

describe('apstag', () => {
  it("inits with the publisher id and Google's ad server", () => {
    expect(apstagInit(config)).toEqual({ pubId: 'aps-1', adServer: 'googletag' });
    expect(apstagInit({})).toBeUndefined();
  });

  it('fetches bids for each shown slot, named by its ad unit path', () => {
    expect(apstagFetchBids(slots, config, 'tablet', { region: 'uk' })).toEqual({
      slots: [
        { slotID: 'skybox', slotName: '/1234/desk/uk/skybox', sizes: [[728, 90]] },
        { slotID: 'omnibar', slotName: '/1234/desk/uk/omnibar', sizes: [[728, 90]] },
        { slotID: 'article-mpu', slotName: '/1234/desk/uk/article-mpu', sizes: [[300, 250]] },
      ],
      timeout: 1500,
    });
  });

  it('is undefined when Amazon is off or the ad server has no unit for the device', () => {
    expect(apstagFetchBids(slots, { ...config, amazon: undefined }, 'desktop')).toBeUndefined();
    expect(
      apstagFetchBids(slots, { ...config, mobileUnitId: undefined }, 'mobile'),
    ).toBeUndefined();
  });
});
