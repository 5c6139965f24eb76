/**
 * A site test as the GrowthBook experiment that buckets it, so that the site's tests and other
 * products' experiments run on one engine (the GrowthBook SDK) and any GrowthBook SDK given the
 * same experiment puts a visitor in the same bucket. The recipe is stated here and in README.md
 * ("Bucketing") only; everything else links to them.
 */
import type { Experiment } from '@growthbook/growthbook';
import { EXCLUDE_BUCKET } from './constants';
import type { TestDefinition } from './types';

/** What bucketing reads of a test definition. */
export type BucketedTest = Pick<TestDefinition, 'id' | 'allocations'>;

/**
 * The attribute GrowthBook hashes: the visitor id (cookie `nemo_vid`) on the site; another
 * product sends its user id under this name.
 */
export const VISITOR_ATTRIBUTE = 'id';

/**
 * The GrowthBook experiment of a test: key = seed = test id, hash version 2, hashed attribute
 * `id`, coverage 1, one variation per allocation (its bucket, in order) weighing percentage /
 * 100, then a last variation `exclude` weighing the rest, (100 - sum) / 100. The ranges are
 * GrowthBook's for those weights at coverage 1 (each starts where the previous ends), given
 * explicitly so that they are computed once per test, not once per visitor.
 * (README.md "Bucketing" names a look-alike that is not equivalent.)
 *
 * A test without allocations gives a single variation, which GrowthBook does not treat as an
 * experiment: nobody is in it, every visitor is `exclude`, as the allocations say.
 */
export function experimentOf(test: BucketedTest): Experiment<string> {
  const allocated = test.allocations.reduce((sum, { percentage }) => sum + percentage, 0);
  const weights = [
    ...test.allocations.map(({ percentage }) => percentage / 100),
    (100 - allocated) / 100,
  ];
  let start = 0;
  const ranges = weights.map((weight): [number, number] => {
    const range: [number, number] = [start, start + weight];
    start += weight;
    return range;
  });
  const buckets = [...test.allocations.map(({ bucket }) => bucket), EXCLUDE_BUCKET];
  return {
    key: test.id,
    seed: test.id,
    hashVersion: 2,
    hashAttribute: VISITOR_ATTRIBUTE,
    // Typed as two or more; one (no allocations) is valid input: see above.
    variations: buckets as Experiment<string>['variations'],
    meta: buckets.map((key) => ({ key })),
    coverage: 1,
    weights,
    ranges,
  };
}
