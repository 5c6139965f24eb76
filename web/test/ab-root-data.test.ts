/** The root data's A/B test states and feature flags, from the gateway's request headers. */
import { abRootDataOf } from '../src/app/ab-root-data';

const of = (headers: Record<string, string>) => abRootDataOf(new Headers(headers));

describe('abRootDataOf', () => {
  it('reads the states and flags the gateway forwarded', () => {
    expect(
      of({
        'x-ab-state': 'genius_link:1:test|precap_vs_hero:2:hero',
        'x-feature-flags': 'ads=1,newsletter=0',
      }),
    ).toEqual({
      abTests: [
        { id: 'genius_link', version: '1', bucket: 'test' },
        { id: 'precap_vs_hero', version: '2', bucket: 'hero' },
      ],
      flags: { ads: true, newsletter: false },
    });
  });

  it('is no test and no flag without the headers', () => {
    expect(of({})).toEqual({ abTests: [], flags: {} });
  });

  it('skips hostile states', () => {
    const { abTests } = of({
      'x-ab-state': [
        'ok:1:a',
        '<script>:1:a',
        'two:parts',
        'a:b:c:d',
        '1starts_with_digit:1:a',
        `long_${'x'.repeat(30)}:1:a`,
        'ok:2:b',
        ':1:a',
      ].join('|'),
    });
    // One state per test: the first wins.
    expect(abTests).toEqual([{ id: 'ok', version: '1', bucket: 'a' }]);
  });

  it('skips hostile flags', () => {
    const { flags } = of({
      'x-feature-flags': [
        'ads=1',
        'bad-name=1',
        `${'x'.repeat(65)}=1`,
        'maybe=yes',
        'twice=1=0',
        '=1',
        'novalue',
        '__proto__=1',
        'constructor=0',
      ].join(','),
    });
    expect(Object.keys(flags).sort()).toEqual(['__proto__', 'ads', 'constructor']);
    expect(flags.ads).toBe(true);
    expect(Object.getOwnPropertyDescriptor(flags, '__proto__')?.value).toBe(true);
    expect(Object.getPrototypeOf(flags)).toBe(Object.prototype);
  });
});
