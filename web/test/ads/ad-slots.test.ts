// Slot configuration and targeting (spec 001 s3): sizes per device and constraint, least
// heights, and the targeting keys.
import { AD_SLOTS, minimumHeight, slotConfig, slotSizes } from '../../src/ads/ad-slots';
import { pageTargeting, slotTargeting } from '../../src/ads/ad-targeting';

describe('ad slots', () => {
  it('a slot name with no configuration has none (it renders nothing)', () => {
    expect(slotConfig('interstitial')).toBeUndefined();
    expect(slotConfig('toString')).toBeUndefined();
    expect(slotConfig('skybox')).toBe(AD_SLOTS.skybox);
  });

  it('the skybox takes leader sizes, and a billboard on the front door', () => {
    const skybox = AD_SLOTS.skybox;
    expect(slotSizes(skybox, 'mobile')).toEqual([[320, 50]]);
    expect(slotSizes(skybox, 'desktop')).toEqual([
      [728, 90],
      [970, 66],
    ]);
    expect(slotSizes(skybox, 'desktop', true)).toEqual([
      [970, 250],
      [728, 90],
      [970, 66],
    ]);
    expect(slotSizes(skybox, 'mobile', true)).toEqual([[320, 50]]);
  });

  it('a constraint leaves the other devices out', () => {
    const desktopOnly = { ...AD_SLOTS['article-mpu'], constraint: 'desktop' as const };
    expect(slotSizes(desktopOnly, 'desktop')).toEqual([[300, 250]]);
    expect(slotSizes(desktopOnly, 'mobile')).toEqual([]);
  });

  it('keeps the least height of its sizes, the 6x6 pixel aside', () => {
    expect(minimumHeight(AD_SLOTS['article-mpu'].sizes.mobile ?? [])).toBe(250);
    expect(minimumHeight(AD_SLOTS.omnibar.sizes.desktop ?? [])).toBe(66);
    expect(minimumHeight([[6, 6]])).toBe(0);
  });

  it('targets the reader, the device, the page, the tests, the page view and the position', () => {
    const page = pageTargeting({
      registered: false,
      device: 'mobile',
      pageType: 'article',
      contentId: 'a-9',
      abTests: [{ id: 'T1', version: '2', bucket: 'b' }],
      pageViewGuid: 'guid-1',
      env: 'production',
    });
    expect(slotTargeting(page, 'article-mpu')).toEqual({
      user: 'anon',
      device: 'mobile',
      env: 'production',
      ptype: 'article',
      cid: 'a-9',
      test: ['T1_b'],
      vguid: 'guid-1',
      pos: 'article-mpu',
    });
    expect(
      pageTargeting({
        registered: true,
        device: 'desktop',
        pageType: 'door',
        abTests: [],
        pageViewGuid: 'g',
        env: 'development',
      }),
    ).toEqual({
      user: 'registered',
      device: 'desktop',
      env: 'development',
      ptype: 'door',
      test: [],
      vguid: 'g',
    });
  });
});
