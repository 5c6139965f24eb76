// The ad overrides of a page's address (ads/ad-overrides.ts, spec 001 s6 and s9): valid
// values kept, anything else ignored, never a throw.
import { adOverridesFrom, MAX_TARGETING_OVERRIDES } from '../../src/ads/ad-overrides';

const none = { region: 'aw', targeting: {}, suppressAll: false };

describe('adOverridesFrom', () => {
  it('has the defaults with no parameter', () => {
    expect(adOverridesFrom('')).toEqual(none);
    expect(adOverridesFrom(new URLSearchParams())).toEqual(none);
  });

  it('reads every parameter of spec 001 s9', () => {
    const overrides = adOverridesFrom(
      '?adRegion=uk-2&adNetwork=123456789012&adTargeting_kw=a.b,c-d&adTargeting_K_2=x&ftag=Tag_1-x&adSuppress=all',
    );
    expect(overrides).toEqual({
      region: 'uk-2',
      network: '123456789012',
      targeting: { kw: 'a.b,c-d', K_2: 'x' },
      ftag: 'Tag_1-x',
      suppressAll: true,
    });
  });

  it('accepts a parsed query', () => {
    expect(adOverridesFrom(new URLSearchParams({ adRegion: 'de' })).region).toBe('de');
  });

  it.each([
    ['adRegion', 'UK'],
    ['adRegion', 'a'.repeat(17)],
    ['adRegion', ''],
    ['adRegion', 'u k'],
    ['adRegion', 'uk/../x'],
    ['adRegion', '<script>alert(1)</script>'],
    ['adRegion', 'uk\u0000'],
    ['adRegion', 'uk\n'],
  ])('falls back to aw for %s=%j', (name, value) => {
    expect(adOverridesFrom(new URLSearchParams([[name, value]])).region).toBe('aw');
  });

  it.each(['', '1234567890123', '12a', '-1', '1e5', ' 12', '12\u0000', '١٢'])(
    'ignores adNetwork=%j',
    (value) => {
      expect(adOverridesFrom(new URLSearchParams({ adNetwork: value }))).not.toHaveProperty(
        'network',
      );
    },
  );

  it.each(['', 'a'.repeat(41), 'a b', '<script>', 'x"y', 'x\u0007', 'é'])(
    'ignores ftag=%j',
    (value) => {
      expect(adOverridesFrom(new URLSearchParams({ ftag: value }))).not.toHaveProperty('ftag');
    },
  );

  it('keeps a 40-character ftag and a 16-character region', () => {
    const ftag = 'a'.repeat(40);
    const region = 'b'.repeat(16);
    expect(adOverridesFrom(new URLSearchParams({ ftag, adRegion: region }))).toMatchObject({
      ftag,
      region,
    });
  });

  it('ignores invalid adTargeting_ keys and values', () => {
    const query = new URLSearchParams([
      ['adTargeting_', 'empty-key'],
      [`adTargeting_${'k'.repeat(21)}`, 'long-key'],
      ['adTargeting_a-b', 'dash-key'],
      ['adTargeting_ok1', ''],
      ['adTargeting_ok2', 'v'.repeat(41)],
      ['adTargeting_ok3', '<script>alert(1)</script>'],
      ['adTargeting_ok4', 'a&b=c'],
      ['adTargeting_ok5', 'line\r\nbreak'],
      ['adTargeting_ok6', 'nul\u0000'],
      ['adtargeting_lower', 'x'],
      [`adTargeting_${'k'.repeat(20)}`, 'v'.repeat(40)],
    ]);
    expect(adOverridesFrom(query).targeting).toEqual({ ['k'.repeat(20)]: 'v'.repeat(40) });
  });

  it('keeps the first occurrence of a parameter given twice', () => {
    const overrides = adOverridesFrom(
      '?adRegion=BAD&adRegion=uk&adTargeting_a=1&adTargeting_a=2&adTargeting_b=%3C&adTargeting_b=3',
    );
    expect(overrides.region).toBe('aw');
    expect(overrides.targeting).toEqual({ a: '1' });
  });

  it('keeps at most 10 adTargeting_ pairs of 100', () => {
    const query = new URLSearchParams(
      Array.from({ length: 100 }, (_, i) => [`adTargeting_k${i}`, `v${i}`]),
    );
    const { targeting } = adOverridesFrom(query);
    expect(MAX_TARGETING_OVERRIDES).toBe(10);
    expect(Object.keys(targeting)).toHaveLength(10);
    expect(targeting).toEqual(
      Object.fromEntries(Array.from({ length: 10 }, (_, i) => [`k${i}`, `v${i}`])),
    );
  });

  it('cannot reach the prototype through a key', () => {
    const { targeting } = adOverridesFrom('?adTargeting___proto__=polluted&adTargeting_x=1');
    expect(Object.getPrototypeOf(targeting)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
    expect(Object.keys(targeting).sort()).toEqual(['__proto__', 'x']);
  });

  it('survives a long, hostile query', () => {
    const hostile = `?adRegion=${'%00'.repeat(10000)}&adNetwork=${'9'.repeat(100000)}&ftag=%ZZ&${'&'.repeat(1000)}adTargeting_%E0%A4%A=x`;
    expect(() => adOverridesFrom(hostile)).not.toThrow();
    expect(adOverridesFrom(hostile)).toEqual(none);
  });

  it('only suppresses on adSuppress=all', () => {
    expect(adOverridesFrom('?adSuppress=some').suppressAll).toBe(false);
    expect(adOverridesFrom('?adSuppress=ALL').suppressAll).toBe(false);
    expect(adOverridesFrom('?x=1&adSuppress=all').suppressAll).toBe(true);
  });
});
