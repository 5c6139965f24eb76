import { EXCLUDE_BUCKET } from './constants';
import { growthbookHashV2 } from './hash';
import type { TestDefinition } from './types';

/**
 * The bucket of a visitor in a test (spec 001 s4, s9: allocation by 100 slots, the remainder to
 * `exclude`). n = growthbookHashV2(test id, visitor id) in [0, 1); the allocations, in order,
 * cover consecutive ranges [start, start + percentage / 100); n past the allocated sum is
 * `exclude`. The same visitor id always gets the same bucket.
 *
 * GrowthBook equivalence (see README.md): an experiment with key = seed = test id, hashVersion
 * 2, hashAttribute = the visitor id, coverage 1 and one variation per allocation with weight
 * percentage / 100, plus a last `exclude` variation weighing the remainder (or explicit
 * `ranges` equal to the ranges below) puts every visitor in the same bucket. The arithmetic
 * (start += weight; n >= start && n < start + weight) is GrowthBook's, float for float.
 */
export function bucketFor(
  test: Pick<TestDefinition, 'id' | 'allocations'>,
  visitorId: string,
): string {
  const n = growthbookHashV2(test.id, visitorId);
  let start = 0;
  for (const { percentage, bucket } of test.allocations) {
    const weight = percentage / 100;
    if (n >= start && n < start + weight) return bucket;
    start += weight;
  }
  return EXCLUDE_BUCKET;
}
