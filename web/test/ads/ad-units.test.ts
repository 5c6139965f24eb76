// Ad unit paths (ads/ad-units.ts, spec 001 s9 "Ad unit ids differ for mobile and desktop").
import { adUnitId, adUnitPath } from '../../src/ads/ad-units';

const config = { networkId: '1234', desktopUnitId: 'desk', mobileUnitId: 'mob' };

describe('adUnitId', () => {
  it('uses the mobile unit on mobile, the desktop unit on desktop and tablet', () => {
    expect(adUnitId(config, 'mobile')).toBe('mob');
    expect(adUnitId(config, 'desktop')).toBe('desk');
    expect(adUnitId(config, 'tablet')).toBe('desk');
  });
});

describe('adUnitPath', () => {
  it('is /network/unit/region/slot, in the default region aw', () => {
    expect(adUnitPath(config, 'desktop', 'skybox')).toBe('/1234/desk/aw/skybox');
    expect(adUnitPath(config, 'mobile', 'article-mpu')).toBe('/1234/mob/aw/article-mpu');
    expect(adUnitPath(config, 'tablet', 'skybox')).toBe('/1234/desk/aw/skybox');
  });

  it('follows the adRegion and adNetwork overrides', () => {
    expect(adUnitPath(config, 'desktop', 'skybox', { region: 'uk', network: '99' })).toBe(
      '/99/desk/uk/skybox',
    );
  });

  it('ignores invalid overrides', () => {
    expect(adUnitPath(config, 'desktop', 'skybox', { region: '../x', network: 'abc' })).toBe(
      '/1234/desk/aw/skybox',
    );
  });

  it('is undefined with no network or no unit for the device, or an unsafe slot', () => {
    expect(adUnitPath({ desktopUnitId: 'desk' }, 'desktop', 'skybox')).toBeUndefined();
    expect(adUnitPath({ networkId: '1', desktopUnitId: 'desk' }, 'mobile', 'x')).toBeUndefined();
    expect(adUnitPath({ networkId: '1', mobileUnitId: 'mob' }, 'tablet', 'x')).toBeUndefined();
    expect(adUnitPath(config, 'desktop', '../skybox')).toBeUndefined();
    expect(adUnitPath(config, 'desktop', '')).toBeUndefined();
  });
});
