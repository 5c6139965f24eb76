import {
  BREAKPOINTS,
  DEFAULT_DEVICE,
  DEFAULT_PUBLICATION_NAME,
  DEFAULT_SITE_ID,
  DEVICE_COOKIE,
  DEVICE_COOKIE_MAX_AGE_SECONDS,
  DEVICE_QUERY_PARAM,
  DEVICE_RESIZE_DEBOUNCE_MS,
  DEVICES,
  deviceForWidth,
  EDITION_COOKIE,
  EDITION_QUERY_PARAMS,
  GRID_COLUMNS,
  isValidDevice,
  isValidEdition,
  SISTER_EDITIONS,
  siteConfigFromEnv,
} from '../src';

describe('site configuration', () => {
  it('uses the one default site id and name when the environment names none', () => {
    expect(siteConfigFromEnv({})).toEqual({
      siteId: DEFAULT_SITE_ID,
      publicationName: DEFAULT_PUBLICATION_NAME,
    });
  });

  it('takes SITE_ID and PUBLICATION_NAME from the environment', () => {
    expect(siteConfigFromEnv({ SITE_ID: 'gadgets', PUBLICATION_NAME: 'Gadgets Daily' })).toEqual({
      siteId: 'gadgets',
      publicationName: 'Gadgets Daily',
    });
  });

  it('refuses a site id that could not sit in an API path, naming the variable', () => {
    expect(() => siteConfigFromEnv({ SITE_ID: '../etc' })).toThrow(/SITE_ID/);
    expect(() => siteConfigFromEnv({ SITE_ID: 'Upper' })).toThrow(/SITE_ID/);
    expect(() => siteConfigFromEnv({ PUBLICATION_NAME: '   ' })).toThrow(/PUBLICATION_NAME/);
  });

  it('accepts only editions of the configured locale list', () => {
    expect(isValidEdition('us')).toBe(true);
    expect(isValidEdition('fr')).toBe(false);
    expect(isValidEdition(undefined)).toBe(false);
  });
});

describe('devices (spec 001 s5 and s9)', () => {
  it('knows mobile, tablet and desktop only', () => {
    expect(DEVICES).toEqual(['mobile', 'tablet', 'desktop']);
    expect(isValidDevice('tablet')).toBe(true);
    expect(isValidDevice('phone')).toBe(false);
    expect(isValidDevice(undefined)).toBe(false);
  });

  it('maps widths to the ranges: mobile below 768, tablet 768-1023, desktop from 1024', () => {
    expect(deviceForWidth(320)).toBe('mobile');
    expect(deviceForWidth(767)).toBe('mobile');
    expect(deviceForWidth(768)).toBe('tablet');
    expect(deviceForWidth(1023)).toBe('tablet');
    expect(deviceForWidth(1024)).toBe('desktop');
    expect(deviceForWidth(1440)).toBe('desktop');
    expect(DEFAULT_DEVICE).toBe('mobile');
  });

  it('has the grid of 2, 6 and 12 columns and the breakpoints 768, 1024, 1230, 1440', () => {
    expect(GRID_COLUMNS).toEqual({ mobile: 2, tablet: 6, desktop: 12 });
    expect(BREAKPOINTS).toEqual([768, 1024, 1230, 1440]);
  });

  it('keeps the device cookie cdn_device for 604800 s and recomputes 200 ms after a resize', () => {
    expect(DEVICE_COOKIE).toBe('cdn_device');
    expect(DEVICE_COOKIE_MAX_AGE_SECONDS).toBe(7 * 24 * 60 * 60);
    expect(DEVICE_QUERY_PARAM).toBe('setDevice');
    expect(DEVICE_RESIZE_DEBOUNCE_MS).toBe(200);
  });
});

describe('editions (spec 000 s1 and s4, spec 001 s9)', () => {
  it('reads the preferred edition from edition and preferredEdition and fly_preferred_edition', () => {
    expect(EDITION_QUERY_PARAMS).toEqual(['edition', 'preferredEdition']);
    expect(EDITION_COOKIE).toBe('fly_preferred_edition');
  });

  it('checks editions against a given locale list', () => {
    expect(isValidEdition('fr', [{ code: 'us' }, { code: 'fr' }])).toBe(true);
    expect(isValidEdition('us', [{ code: 'fr' }])).toBe(false);
  });

  it('links the sister editions France, Germany, Korea and Japan as external https sites', () => {
    expect(SISTER_EDITIONS.map((e) => e.label)).toEqual(['France', 'Germany', 'Korea', 'Japan']);
    for (const sister of SISTER_EDITIONS) {
      expect(new URL(sister.url).protocol).toBe('https:');
      expect(isValidEdition(sister.code)).toBe(false);
    }
  });
});
