/**
 * GrowthBook's hash, version 2, so that any GrowthBook SDK (or another product reimplementing
 * it) computes the same value for a visitor. As in GrowthBook's JS SDK
 * (growthbook/growthbook packages/sdk-js/src/util.ts, `hash(seed, value, 2)`):
 *   (fnv1a32(String(fnv1a32(seed + value))) % 10000) / 10000
 * where fnv1a32 is FNV-1a 32-bit over UTF-16 code units (charCodeAt). GrowthBook multiplies
 * by the FNV prime with shifts and adds; Math.imul is the same product modulo 2^32.
 * Known answers from GrowthBook's shared SDK test cases (test/cases.json "hash") are in
 * test/hash.test.ts.
 */

const FNV_OFFSET_BASIS = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a 32-bit over UTF-16 code units, as an unsigned integer. */
export function fnv1a32(text: string): number {
  let hash = FNV_OFFSET_BASIS;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, FNV_PRIME);
  }
  return hash >>> 0;
}

/** A value in [0, 1), in steps of 1/10000, uniform over visitors for a given seed. */
export function growthbookHashV2(seed: string, value: string): number {
  return (fnv1a32(String(fnv1a32(seed + value))) % 10000) / 10000;
}
