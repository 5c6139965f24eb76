import { bucketFor, fnv1a32, growthbookHashV2, INITIAL_TESTS } from '../src';

// Known answers of hash version 2 from GrowthBook's shared SDK test cases
// (growthbook/growthbook packages/sdk-js/test/cases.json, "hash" section), plus two from its
// "Support holdout groups" feature case (keys "holdout" and "experiment", id "1").
const GROWTHBOOK_V2: Array<[string, string, number]> = [
  ['seed', 'a', 0.0505],
  ['seed', 'b', 0.2696],
  ['foo', 'ab', 0.2575],
  ['foo', 'def', 0.2019],
  ['89123klj', '8952klfjas09ujkasdf', 0.124],
  ['90850943850283058242805', '123', 0.7516],
  ['()**(%$##$%#$#', '___)((*":&', 0.0128],
  ['holdout', '1', 0.8043],
  ['experiment', '1', 0.4413],
];

describe('growthbookHashV2', () => {
  it.each(GROWTHBOOK_V2)('hash(%j, %j) = %d as in GrowthBook', (seed, value, expected) => {
    expect(growthbookHashV2(seed, value)).toBe(expected);
  });

  it('is FNV-1a 32-bit (reference vectors: "" and "a", "foobar")', () => {
    expect(fnv1a32('')).toBe(0x811c9dc5);
    expect(fnv1a32('a')).toBe(0xe40c292c);
    expect(fnv1a32('foobar')).toBe(0xbf9cf968);
  });

  it('hashes UTF-16 code units, not UTF-8 bytes', () => {
    // 'é' is one code unit (0xe9): one round of xor and multiply.
    expect(fnv1a32('é')).toBe(Math.imul(0x811c9dc5 ^ 0xe9, 0x01000193) >>> 0);
  });

  it('stays in [0, 1)', () => {
    for (let i = 0; i < 2000; i++) {
      const n = growthbookHashV2('char_count_AB', `v${i}`);
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });
});

describe('bucketFor determinism', () => {
  it('gives 1000 visitor ids the same bucket twice, in every initial test', () => {
    for (const test of INITIAL_TESTS) {
      const ids = Array.from({ length: 1000 }, (_, i) => `visitor-${i}`);
      const first = ids.map((id) => bucketFor(test, id));
      const second = ids.map((id) => bucketFor({ ...test }, id));
      expect(second).toEqual(first);
    }
  });
});
