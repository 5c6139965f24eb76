/**
 * GrowthBook's own bucketing helpers (hash v1 and v2, bucket ranges, variation choice,
 * namespaces, equal weights, URL overrides), taken from the official SDK rather than copied:
 * one copy of the rules, the one every GrowthBook SDK is tested against. The SDK does not
 * export them from its entry point, so they are loaded from its CommonJS build by file path.
 * The version is pinned (package.json); the conformance test (test/growthbook-conformance
 * .test.ts) runs GrowthBook's cases through them, so an SDK update that moves them fails there.
 */
import { dirname, join } from 'node:path';

/** A variation's share of the hash space, [start, end). */
export type VariationRange = [number, number];

/** A namespace and the part of it an experiment takes: [id, start, end]. */
export type Namespace = [string, number, number];

interface SdkUtil {
  hash(seed: string, value: string, version: number): number | null;
  getBucketRanges(numVariations: number, coverage?: number, weights?: number[]): VariationRange[];
  chooseVariation(n: number, ranges: VariationRange[]): number;
  inNamespace(hashValue: string, namespace: Namespace): boolean;
  getEqualWeights(n: number): number[];
  getQueryStringOverride(id: string, url: string, numVariations: number): number | null;
}

// eslint-disable-next-line @typescript-eslint/no-require-imports
const util = require(
  join(dirname(require.resolve('@growthbook/growthbook')), 'util.js'),
) as SdkUtil;

/** GrowthBook's hash of `value` seeded with `seed`: [0, 1), or null for an unknown version. */
export const hash = util.hash;
/** The ranges of `numVariations` variations with a coverage and weights (equal when absent). */
export const getBucketRanges = util.getBucketRanges;
/** The variation whose range holds `n`, or -1. */
export const chooseVariation = util.chooseVariation;
/** Whether a hash value falls in a namespace's range. */
export const inNamespace = util.inNamespace;
/** `n` equal weights summing to 1. */
export const getEqualWeights = util.getEqualWeights;
/** The variation a URL forces with `?{experiment key}={index}`, or null. */
export const getQueryStringOverride = util.getQueryStringOverride;
