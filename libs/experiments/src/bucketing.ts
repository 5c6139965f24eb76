/**
 * The bucket of a visitor in a test (spec 001 s4, s9: allocation by 100 slots, the remainder to
 * `exclude`), decided by the official GrowthBook SDK on the test's experiment (experimentOf, the
 * recipe): the site and other products share one engine. Kept free of Node-only code: the
 * browser bundle imports this lib's index.
 */
import { GrowthBookClient, type Experiment } from '@growthbook/growthbook';
import { EXCLUDE_BUCKET } from './constants';
import { experimentOf, VISITOR_ATTRIBUTE, type BucketedTest } from './growthbook-experiment';

// GrowthBook's multi-user client: one serves every visitor. Created on first use, so that
// importing this module does nothing (the browser bundle drops it). It holds no features;
// experiments are given inline.
let engine: GrowthBookClient | undefined;

// Built once per definition object (definitions are replaced, never changed in place).
const experiments = new WeakMap<BucketedTest, Experiment<string>>();

/**
 * The bucket of the visitor `visitorId` in `test`: the variation GrowthBook assigns it, or
 * `exclude` when it is in none (hash past the allocations, no allocation, empty visitor id).
 * The same visitor id always gets the same bucket.
 */
export function bucketFor(test: BucketedTest, visitorId: string): string {
  engine ??= new GrowthBookClient();
  const result = engine.runInlineExperiment(experimentFor(test), {
    attributes: { [VISITOR_ATTRIBUTE]: visitorId },
  });
  return result.inExperiment ? result.value : EXCLUDE_BUCKET;
}

function experimentFor(test: BucketedTest): Experiment<string> {
  let experiment = experiments.get(test);
  if (!experiment) {
    experiment = experimentOf(test);
    experiments.set(test, experiment);
  }
  return experiment;
}
