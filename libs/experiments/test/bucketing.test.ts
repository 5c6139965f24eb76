import { GrowthBook } from '@growthbook/growthbook';
import {
  bucketFor,
  EXCLUDE_BUCKET,
  growthbookHashV2,
  INITIAL_TESTS,
  type TestDefinition,
} from '../src';
import { getBucketRanges } from '../src/engine/sdk-helpers';
import { experimentOf } from '../src/growthbook-experiment';
import { seededRandom as seeded } from '../../../tests/support/seeded-random';

const charCount: TestDefinition = {
  id: 'char_count_AB',
  version: '1',
  startDate: '2024-05-02T00:00:00.000Z',
  endDate: '2024-07-01T00:00:00.000Z',
  allocations: [
    { percentage: 33, bucket: 'test1' },
    { percentage: 33, bucket: 'test2' },
    { percentage: 28, bucket: 'control' },
  ],
};

function uuid(random: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(random() * 16).toString(16)).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function shares(ids: string[]): Record<string, number> {
  const counts: Record<string, number> = {};
  for (const id of ids) {
    const bucket = bucketFor(charCount, id);
    counts[bucket] = (counts[bucket] ?? 0) + 1;
  }
  return Object.fromEntries(
    Object.entries(counts).map(([bucket, n]) => [bucket, (100 * n) / ids.length]),
  );
}

describe('allocation over 100,000 visitors (33/33/28, 6 excluded)', () => {
  const expected = { test1: 33, test2: 33, control: 28, [EXCLUDE_BUCKET]: 6 };

  it.each([
    ['visitor-i ids', Array.from({ length: 100_000 }, (_, i) => `visitor-${i}`)],
    [
      'seeded random UUIDs',
      (() => {
        const random = seeded(20240502);
        return Array.from({ length: 100_000 }, () => uuid(random));
      })(),
    ],
  ])('%s: every bucket within 1 percentage point of its share', (_name, ids) => {
    const actual = shares(ids);
    expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
    for (const [bucket, share] of Object.entries(expected)) {
      expect(Math.abs(actual[bucket] - share)).toBeLessThan(1);
    }
  });
});

describe('bucketFor ranges', () => {
  it('maps n to consecutive ranges of percentage / 100, the rest to exclude', () => {
    for (let i = 0; i < 5000; i++) {
      const id = `id-${i}`;
      const n = growthbookHashV2(charCount.id, id);
      const want = n < 0.33 ? 'test1' : n < 0.66 ? 'test2' : n < 0.94 ? 'control' : 'exclude';
      expect(bucketFor(charCount, id)).toBe(want);
    }
  });

  it('puts everyone in exclude when nothing is allocated, nobody when 100 is', () => {
    const ids = Array.from({ length: 500 }, (_, i) => `x${i}`);
    expect(new Set(ids.map((id) => bucketFor({ id: 't', allocations: [] }, id)))).toEqual(
      new Set([EXCLUDE_BUCKET]),
    );
    const full = { id: 't', allocations: [{ percentage: 100, bucket: 'all_in' }] };
    expect(new Set(ids.map((id) => bucketFor(full, id)))).toEqual(new Set(['all_in']));
  });

  it('leaves a visitor without an id out, as GrowthBook does', () => {
    expect(bucketFor(charCount, '')).toBe(EXCLUDE_BUCKET);
  });
});

describe('experimentOf', () => {
  const random = seeded(30);
  const tests = [...INITIAL_TESTS, ...Array.from({ length: 40 }, () => randomTest(random))];
  const cases = tests.map((test) => [describeTest(test), test] as const);

  it('is keyed, seeded and hashed by the test id and the id attribute, hash version 2', () => {
    const experiment = experimentOf(charCount);
    expect(experiment).toMatchObject({
      key: 'char_count_AB',
      seed: 'char_count_AB',
      hashVersion: 2,
      hashAttribute: 'id',
      coverage: 1,
      variations: ['test1', 'test2', 'control', EXCLUDE_BUCKET],
      meta: [{ key: 'test1' }, { key: 'test2' }, { key: 'control' }, { key: EXCLUDE_BUCKET }],
    });
    expect(experiment.weights).toEqual([0.33, 0.33, 0.28, 0.06].map(closeTo));
  });

  it.each(cases)('has the ranges GrowthBook computes from its weights: %s', (_name, test) => {
    const { variations, weights, ranges } = experimentOf(test);
    expect(ranges).toEqual(getBucketRanges(variations.length, 1, weights));
  });

  it.each(cases)(
    'without its ranges (coverage and weights, as a GrowthBook payload), GrowthBook buckets as bucketFor: %s',
    (_name, test) => {
      const weighted = { ...experimentOf(test), ranges: undefined };
      for (let i = 0; i < 2_000; i++) {
        const id = `gb-${i}`;
        // The per-user SDK a browser or another product runs.
        const result = new GrowthBook({ attributes: { id } }).run(weighted);
        expect(bucketFor(test, id)).toBe(result.inExperiment ? result.value : EXCLUDE_BUCKET);
      }
    },
  );
});

describe('bucketFor through GrowthBook, against the allocation arithmetic', () => {
  const random = seeded(20261126);
  const tests = [...INITIAL_TESTS, ...Array.from({ length: 8 }, () => randomTest(random))];
  const ids = Array.from({ length: 100_000 }, (_, i) =>
    i % 2 === 0 ? uuid(random) : visitorId(random),
  );

  it.each(tests.map((test) => [describeTest(test), test] as const))(
    '100,000 random visitor ids get the bucket of the arithmetic: %s',
    (_name, test) => {
      const mismatches = ids.filter((id) => bucketFor(test, id) !== arithmeticBucket(test, id));
      expect(mismatches).toEqual([]);
    },
  );
});

/**
 * The bucket by the allocation rule itself (spec 001 s4, s9), as bucketFor computed it before it
 * ran on GrowthBook: n in consecutive ranges [start, start + percentage / 100), past them
 * `exclude`.
 */
function arithmeticBucket(test: TestDefinition, id: string): string {
  const n = growthbookHashV2(test.id, id);
  let start = 0;
  for (const { percentage, bucket } of test.allocations) {
    const weight = percentage / 100;
    if (n >= start && n < start + weight) return bucket;
    start += weight;
  }
  return EXCLUDE_BUCKET;
}

/** A test of 0 to 6 allocations of whole percentages summing to at most 100 (some zero). */
function randomTest(random: () => number): TestDefinition {
  const count = Math.floor(random() * 7);
  let left = random() < 0.3 ? 100 : Math.floor(random() * 101);
  const allocations = Array.from({ length: count }, (_, i) => {
    const percentage = i === count - 1 ? left : Math.floor(random() * (left + 1));
    left -= percentage;
    return { percentage, bucket: `b${i}` };
  });
  return { ...charCount, id: `t_${Math.floor(random() * 1e9).toString(36)}`, allocations };
}

function describeTest(test: TestDefinition): string {
  return `${test.id} ${test.allocations.map(({ percentage }) => percentage).join('/') || 'none'}`;
}

/** A visitor cookie value: 8 to 64 characters of A-Za-z0-9_-. */
function visitorId(random: () => number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';
  const length = 8 + Math.floor(random() * 57);
  return Array.from({ length }, () => chars[Math.floor(random() * chars.length)]).join('');
}

function closeTo(value: number): unknown {
  return expect.closeTo(value, 12);
}
