import {
  DEFAULT_PUBLICATION_NAME,
  DEFAULT_SITE_ID,
  isValidEdition,
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
