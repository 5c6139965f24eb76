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
  parseSisterEditions,
  sisterEditionsProblems,
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
});

describe('sister editions (spec 000 s1): configuration, none by default', () => {
  // Test values on the reserved .test domain: the spec gives no addresses.
  const VALUE =
    'fr|France|https://fr.sister-edition.test/, de|Germany|https://de.sister-edition.test/de/,kr|Korea|https://kr.sister-edition.test/,jp|Japan|https://jp.sister-edition.test/';

  it('links none when the value is unset, empty or blank', () => {
    expect(parseSisterEditions(undefined)).toEqual([]);
    expect(parseSisterEditions('')).toEqual([]);
    expect(parseSisterEditions('  ')).toEqual([]);
    expect(sisterEditionsProblems('')).toEqual([]);
  });

  it('reads code|label|https-url entries in order, trimmed', () => {
    expect(parseSisterEditions(VALUE)).toEqual([
      { code: 'fr', label: 'France', url: 'https://fr.sister-edition.test/' },
      { code: 'de', label: 'Germany', url: 'https://de.sister-edition.test/de/' },
      { code: 'kr', label: 'Korea', url: 'https://kr.sister-edition.test/' },
      { code: 'jp', label: 'Japan', url: 'https://jp.sister-edition.test/' },
    ]);
    expect(sisterEditionsProblems(VALUE)).toEqual([]);
    expect(parseSisterEditions(' fr | Côte d’Ivoire | https://ci.sister-edition.test ')).toEqual([
      { code: 'fr', label: 'Côte d’Ivoire', url: 'https://ci.sister-edition.test' },
    ]);
  });

  it.each<[string, string, RegExp]>([
    [
      'an http URL',
      'fr|France|http://fr.sister-edition.test/',
      /entry 1 \(fr\) has a URL that is not https/,
    ],
    ['a javascript URL', 'fr|France|javascript:alert(1)', /not https/],
    ['a relative URL', 'fr|France|/fr/', /entry 1 \(fr\) has no absolute URL/],
    ['no URL', 'fr|France|', /entry 1 \(fr\) has no URL/],
    ['a URL with credentials', 'fr|France|https://u:p@fr.sister-edition.test/', /credentials/],
    ['a URL with a space', 'fr|France|https://fr.sister-edition.test/a b', /an unusable URL/],
    [
      'a duplicate code',
      'fr|France|https://a.test/,fr|Francia|https://b.test/',
      /entry 2 \(fr\) repeats a code/,
    ],
    ['the code of an own edition', 'us|United States|https://us.test/', /own editions/],
    ['a bad code', 'FR|France|https://a.test/', /entry 1 \(FR\) has no code/],
    ['no label', 'fr||https://a.test/', /entry 1 \(fr\) has no label/],
    ['two parts', 'fr|https://a.test/', /entry 1 \(fr\) has 2 part\(s\)/],
    ['an empty entry', 'fr|France|https://a.test/,,', /entry 2 has 1 part\(s\)/],
    ['JSON', '[{"code":"fr"}]', /entry 1 .*part/],
  ])('refuses %s, naming SISTER_EDITIONS and the entry', (_, value, problem) => {
    expect(sisterEditionsProblems(value).join('; ')).toMatch(problem);
    expect(() => parseSisterEditions(value)).toThrow(/^SISTER_EDITIONS must be/);
    expect(() => parseSisterEditions(value)).toThrow(problem);
  });

  it('checks the codes against the given locale list', () => {
    expect(sisterEditionsProblems('fr|France|https://a.test/', [{ code: 'fr' }])).toEqual([
      "entry 1 (fr) has the code of one of this site's own editions",
    ]);
  });
});
