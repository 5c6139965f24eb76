import { bucketFor, EXCLUDE_BUCKET, growthbookHashV2, type TestDefinition } from '../src';

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

/** A seeded generator (mulberry32) for reproducible random UUID-like ids. */
function seeded(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

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

  it('matches a GrowthBook experiment: coverage 1, weights p/100 and a last exclude variation', () => {
    // GrowthBook's getBucketRanges with coverage 1 and chooseVariation, rewritten from its
    // documented behaviour (cases.json "getBucketRange"): ranges [cum, cum + w), cum += w.
    const weights = [...charCount.allocations.map((a) => a.percentage / 100), 0.06];
    const names = [...charCount.allocations.map((a) => a.bucket), EXCLUDE_BUCKET];
    let cumulative = 0;
    const ranges = weights.map((w) => {
      const start = cumulative;
      cumulative += w;
      return [start, start + w];
    });
    for (let i = 0; i < 20_000; i++) {
      const id = `gb-${i}`;
      const n = growthbookHashV2(charCount.id, id);
      const index = ranges.findIndex(([start, end]) => n >= start && n < end);
      expect(bucketFor(charCount, id)).toBe(index === -1 ? EXCLUDE_BUCKET : names[index]);
    }
  });
});
