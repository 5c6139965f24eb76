import {
  variantQueryOf,
  pageVariantOf,
  renderHeadersFor,
  renderPathOf,
  variantId,
  type PageVariant,
  type VariantSources,
} from '../src';
import { NEWS_VARIANT } from './support';

const READER: VariantSources = {
  build: 'b1',
  path: '/news/',
  query: '',
  variantQuery: '',
  cookies: {},
};

describe('pageVariantOf', () => {
  it('gives a plain reader the default edition and device, no tests, no flags', () => {
    expect(pageVariantOf(READER)).toEqual(NEWS_VARIANT);
  });

  it('reads the device from setDevice, then the cdn_device cookie, then the CDN header', () => {
    const device = (sources: Partial<VariantSources>) =>
      pageVariantOf({ ...READER, ...sources }).device;
    expect(device({ deviceHeader: 'tablet' })).toBe('tablet');
    expect(device({ deviceHeader: 'tablet', cookies: { cdn_device: 'desktop' } })).toBe('desktop');
    expect(device({ query: 'setDevice=tablet', cookies: { cdn_device: 'desktop' } })).toBe(
      'tablet',
    );
    expect(device({ deviceHeader: 'toaster' })).toBe('mobile');
  });

  it('reads the edition from the query, the cookie, then the header, valid ones only', () => {
    const edition = (sources: Partial<VariantSources>) =>
      pageVariantOf({ ...READER, ...sources }).edition;
    expect(edition({ query: 'edition=us' })).toBe('us');
    expect(edition({ cookies: { fly_preferred_edition: 'zz' }, editionHeader: 'us' })).toBe('us');
  });

  it('tells excluded crawlers, the terms cookie and the decision apart', () => {
    const variant = pageVariantOf({
      ...READER,
      userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1)',
      cookies: { terms_interacted: '1', unrelated: 'x' },
      abState: 'hero:1:variant',
      flags: 'ads=0',
    });
    expect(variant).toMatchObject({
      crawler: true,
      terms: true,
      abState: 'hero:1:variant',
      flags: 'ads=0',
    });
  });

  it('tells the restricted state by the CDN region header (spec 001 s1)', () => {
    expect(pageVariantOf({ ...READER, regionHeader: 'WA' }).restricted).toBe(true);
    expect(pageVariantOf({ ...READER, regionHeader: 'or' }).restricted).toBe(false);
    expect(pageVariantOf(READER).restricted).toBe(false);
  });

  it('sorts the query, so the order of the parameters does not make a variant', () => {
    const a = pageVariantOf({ ...READER, variantQuery: 'pageNumber=2&adSuppress=all' });
    const b = pageVariantOf({ ...READER, variantQuery: 'adSuppress=all&pageNumber=2' });
    expect(a.query).toBe('adSuppress=all&pageNumber=2');
    expect(variantId(a)).toBe(variantId(b));
  });
});

describe('variantId', () => {
  const base = pageVariantOf(READER);
  const changes: Array<[string, Partial<PageVariant>]> = [
    ['render build', { build: 'b2' }],
    ['path', { path: '/latest/' }],
    ['query', { query: 'q=x' }],
    ['edition', { edition: 'fr' }],
    ['device', { device: 'desktop' }],
    ['crawler', { crawler: true }],
    ['restricted state', { restricted: true }],
    ['terms', { terms: true }],
    ['test buckets', { abState: 'hero:1:control' }],
    ['flags', { flags: 'ads=1' }],
  ];

  it.each(changes)('differs when the %s differs', (_field, change) => {
    expect(variantId({ ...base, ...change })).not.toBe(variantId(base));
  });

  it('is short, fixed and safe in a Redis key', () => {
    expect(variantId(base)).toMatch(/^[A-Za-z0-9_-]{32}$/);
    expect(variantId(base)).toBe(variantId({ ...base }));
  });

  it('keeps fields apart whatever they hold', () => {
    expect(variantId({ ...base, path: '/a', query: 'b' })).not.toBe(
      variantId({ ...base, path: '/a"', query: '' }),
    );
  });
});

describe('the render request of a variant', () => {
  it('asks for the variant and nothing of the reader', () => {
    const variant: PageVariant = {
      ...NEWS_VARIANT,
      path: '/search/',
      query: 'q=phones',
      device: 'tablet',
      crawler: true,
      restricted: true,
      terms: true,
      abState: 'hero:1:variant',
      flags: 'ads=1,consent=0',
    };
    expect(renderPathOf(variant)).toBe('/search/?q=phones');
    expect(renderHeadersFor(variant)).toEqual({
      'x-edition': 'us',
      'x-device': 'tablet',
      'user-agent': expect.stringMatching(/googlebot/i),
      'x-geo-region': 'wa',
      cookie: 'terms_interacted=1',
      'x-ab-state': 'hero:1:variant',
      'x-feature-flags': 'ads=1,consent=0',
    });
    const plain = renderHeadersFor({
      ...variant,
      crawler: false,
      restricted: false,
      terms: false,
      abState: '',
      flags: '',
    });
    expect(Object.keys(plain).sort()).toEqual(['user-agent', 'x-device', 'x-edition']);
    expect(plain['user-agent']).not.toMatch(/googlebot|yeti|baiduspider|linespider/i);
  });
});

describe('variantQueryOf', () => {
  const page = { search: false };

  it('keeps only validated parameters that shape a page, sorted', () => {
    expect(variantQueryOf('pageNumber=2&adSuppress=all', page)).toBe('adSuppress=all&pageNumber=2');
    expect(variantQueryOf('', page)).toBe('');
  });

  it('leaves out marketing, override and unknown parameters, and invalid values', () => {
    for (const query of [
      'utm_source=mail&utm_campaign=x&fbclid=1',
      'edition=us&preferredEdition=zz&featureDisable=ads&featureEnable=x&ab=hero:1:b',
      'preview=1&hub-preview-version=3',
      'pageNumber=0',
      'pageNumber=abc',
      'pageNumber=99999',
      'adSuppress=some',
      'q=laptops',
    ]) {
      expect([query, variantQueryOf(query, page)]).toEqual([query, '']);
    }
    expect(variantQueryOf('pageNumber=2&pageNumber=3', page)).toBe('pageNumber=2');
  });

  it('keeps the search page’s query, its spaces trimmed and collapsed, up to its limit', () => {
    const search = { search: true };
    expect(variantQueryOf('q=phones&utm_source=x', search)).toBe('q=phones');
    expect(variantQueryOf('q=%20%20wi-fi%20%20%20routers%20', search)).toBe('q=wi-fi+routers');
    expect(variantQueryOf('q=%20', search)).toBe('');
    expect(variantQueryOf(`q=${'a'.repeat(100)}`, search)).toBe(`q=${'a'.repeat(100)}`);
    expect(variantQueryOf(`q=${'a'.repeat(101)}`, search)).toBeUndefined();
  });

  it('leaves a device choice to render, for its reader', () => {
    expect(variantQueryOf('setDevice=desktop', page)).toBeUndefined();
  });
});
