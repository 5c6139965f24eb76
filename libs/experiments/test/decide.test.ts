import {
  AB_COOKIE,
  bucketFor,
  decide,
  type DecideInput,
  type DecisionRequest,
  type TestDefinition,
} from '../src';

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
const reviews: TestDefinition = {
  id: 'genius_link',
  version: '1',
  startDate: '2024-05-20T00:00:00.000Z',
  endDate: '2024-06-03T00:00:00.000Z',
  allocations: [
    { percentage: 45, bucket: 'control' },
    { percentage: 45, bucket: 'test' },
  ],
  criteria: { path: '/reviews/' },
};
const now = new Date('2024-06-01T00:00:00.000Z');
const SECONDS_TO_CHAR_COUNT_END = 30 * 24 * 3600;

/** A visitor id in `bucket` of `test` (found by search: the hash decides). */
function visitorIn(test: TestDefinition, bucket: string): string {
  for (let i = 0; ; i++) if (bucketFor(test, `visitor-${i}`) === bucket) return `visitor-${i}`;
}

function run(request: Partial<DecisionRequest>, more: Partial<DecideInput> = {}) {
  return decide({
    tests: [charCount, reviews],
    flags: { ads: true },
    request: { cookies: {}, query: {}, context: { path: '/' }, ...request },
    now,
    newVisitorId: () => 'fresh-visitor-0001',
    ...more,
  });
}

const cookie = (decision: ReturnType<typeof run>, name: string) =>
  decision.cookies.find((c) => c.name === name);

describe('decide (spec 001 s4 A/B bucketing, s7 headers)', () => {
  it('gives a new visitor an id cookie and a bucket until the end date', () => {
    const d = run({});
    expect(d.visitorId).toBe('fresh-visitor-0001');
    expect(cookie(d, 'nemo_vid')).toEqual({
      name: 'nemo_vid',
      value: 'fresh-visitor-0001',
      maxAge: 31536000,
      path: '/',
      sameSite: 'lax',
      secure: true,
    });
    const bucket = bucketFor(charCount, 'fresh-visitor-0001');
    expect(bucket).not.toBe('exclude');
    expect(d.tests).toEqual([{ id: 'char_count_AB', version: '1', bucket }]);
    expect(cookie(d, AB_COOKIE)).toMatchObject({
      value: `char_count_AB:1:${bucket}`,
      maxAge: SECONDS_TO_CHAR_COUNT_END,
    });
    expect(d.headers).toEqual({
      'x-ab-buckets': `char_count_AB:1:${bucket}`,
      'x-ab-test': 'char_count_AB',
      'x-ab-version': '1',
      'x-ab-end-date': charCount.endDate,
      'x-ab-running-tests': 'char_count_AB',
      'x-ab-cookie-name': 'nemo_highlander',
      'x-ab-cookie-secure': 'true',
      'x-ab-allocation-needed': 'true',
    });
    expect(d.flags).toEqual({ ads: true });
  });

  it('keeps a valid cookie state and its visitor id, setting no cookie', () => {
    const d = run({
      cookies: { nemo_vid: 'known-visitor-1', [AB_COOKIE]: 'char_count_AB:1:control' },
    });
    expect(d.visitorId).toBe('known-visitor-1');
    expect(d.tests).toEqual([{ id: 'char_count_AB', version: '1', bucket: 'control' }]);
    expect(d.cookies).toEqual([]);
    expect(d.headers['x-ab-allocation-needed']).toBe('false');
  });

  it('removes a cookie of invalid format when nothing is left to store', () => {
    const d = run(
      { cookies: { nemo_vid: 'known-visitor-1', [AB_COOKIE]: 'garbage;;' } },
      { tests: [] },
    );
    expect(cookie(d, AB_COOKIE)).toMatchObject({ value: '', maxAge: 0 });
    expect(d.tests).toEqual([]);
  });

  it('rewrites a cookie of invalid format with a fresh bucket', () => {
    const visitor = visitorIn(charCount, 'test2');
    const d = run({ cookies: { nemo_vid: visitor, [AB_COOKIE]: 'char_count_AB:1' } });
    expect(d.cookies).toEqual([
      expect.objectContaining({ name: AB_COOKIE, value: 'char_count_AB:1:test2' }),
    ]);
  });

  it('drops states of ended tests, old versions and removed buckets', () => {
    const value = 'old_test:1:a|char_count_AB:0:test1|genius_link:1:gone';
    const visitor = visitorIn(charCount, 'control');
    const d = run({ cookies: { nemo_vid: visitor, [AB_COOKIE]: value } });
    expect(d.tests).toEqual([{ id: 'char_count_AB', version: '1', bucket: 'control' }]);
    expect(cookie(d, AB_COOKIE)?.value).toBe('char_count_AB:1:control');
  });

  it('excludes with a per-test cookie until the end date, and keeps the visitor excluded', () => {
    const visitor = visitorIn(charCount, 'exclude');
    const d = run({ cookies: { nemo_vid: visitor } });
    expect(d.tests).toEqual([]);
    expect(d.cookies).toEqual([
      expect.objectContaining({
        name: 'nemo_highlander_x_char_count_AB',
        value: '1',
        maxAge: SECONDS_TO_CHAR_COUNT_END,
      }),
    ]);
    expect(d.headers['x-ab-buckets']).toBeUndefined();

    // Even a visitor the hash would bucket stays excluded while the cookie lives.
    const bucketed = visitorIn(charCount, 'test1');
    const again = run({ cookies: { nemo_vid: bucketed, nemo_highlander_x_char_count_AB: '1' } });
    expect(again.tests).toEqual([]);
    expect(again.cookies).toEqual([]);
    expect(again.headers['x-ab-allocation-needed']).toBe('false');
  });

  it('rebuckets when the exclusion cookie is for another version, clearing it', () => {
    const visitor = visitorIn(charCount, 'test1');
    const d = run({ cookies: { nemo_vid: visitor, nemo_highlander_x_char_count_AB: '0' } });
    expect(d.tests).toEqual([{ id: 'char_count_AB', version: '1', bucket: 'test1' }]);
    expect(cookie(d, 'nemo_highlander_x_char_count_AB')).toMatchObject({ maxAge: 0 });
  });

  it('lets the ab query parameter set the state over the cookie, and stores it', () => {
    const d = run({
      cookies: { nemo_vid: 'known-visitor-1', [AB_COOKIE]: 'char_count_AB:1:control' },
      query: { ab: 'char_count_AB:1:test2' },
    });
    expect(d.tests).toEqual([{ id: 'char_count_AB', version: '1', bucket: 'test2' }]);
    expect(cookie(d, AB_COOKIE)?.value).toBe('char_count_AB:1:test2');
  });

  it('lets the x-ab-test-variation header set the state; the query wins over it', () => {
    const header = run({ variationHeader: 'char_count_AB:1:test1' });
    expect(header.tests[0].bucket).toBe('test1');
    const both = run({
      variationHeader: 'char_count_AB:1:test1',
      query: { ab: 'char_count_AB:1:control' },
    });
    expect(both.tests[0].bucket).toBe('control');
  });

  it('lets an override take an excluded visitor in, clearing the exclusion cookie', () => {
    const d = run({
      cookies: { nemo_vid: 'known-visitor-1', nemo_highlander_x_char_count_AB: '1' },
      query: { ab: 'char_count_AB:1:test1' },
    });
    expect(d.tests).toEqual([{ id: 'char_count_AB', version: '1', bucket: 'test1' }]);
    expect(cookie(d, 'nemo_highlander_x_char_count_AB')).toMatchObject({ maxAge: 0 });
  });

  it.each([
    'char_count_AB:1:nope',
    'char_count_AB:2:test1',
    'ended_test:1:a',
    'genius_link:1:test',
    'x'.repeat(5000),
  ])('ignores the override %j (unknown bucket, version, test, criteria unmet, junk)', (ab) => {
    const visitor = visitorIn(charCount, 'control');
    const d = run({ cookies: { nemo_vid: visitor }, query: { ab }, variationHeader: ab });
    expect(d.tests).toEqual([{ id: 'char_count_AB', version: '1', bucket: 'control' }]);
  });

  it('runs a test only between its dates', () => {
    const before = run({}, { now: new Date('2024-05-01T23:59:59Z') });
    expect(before.tests).toEqual([]);
    expect(before.headers['x-ab-running-tests']).toBeUndefined();
    const after = run({}, { now: new Date('2024-07-01T00:00:00Z') });
    expect(after.tests).toEqual([]);
  });

  it('runs a test only where its criteria hold, keeping its state elsewhere', () => {
    const visitor = visitorIn(reviews, 'test');
    const onReviews = run({ cookies: { nemo_vid: visitor }, context: { path: '/reviews/x/' } });
    expect(onReviews.tests.map((s) => s.id)).toEqual(['char_count_AB', 'genius_link']);
    expect(onReviews.headers['x-ab-running-tests']).toBe('char_count_AB,genius_link');
    const stored = cookie(onReviews, AB_COOKIE)?.value ?? '';
    expect(stored).toContain('genius_link:1:test');
    // The cookie lasts until the latest end date of the tests it holds.
    expect(cookie(onReviews, AB_COOKIE)?.maxAge).toBe(SECONDS_TO_CHAR_COUNT_END);

    const home = run({
      cookies: { nemo_vid: visitor, [AB_COOKIE]: stored },
      context: { path: '/' },
    });
    expect(home.tests.map((s) => s.id)).toEqual(['char_count_AB']);
    expect(home.cookies).toEqual([]);
  });

  it('sets cookie maxAge to the seconds left until the end date', () => {
    const late = new Date('2024-06-30T23:00:00.000Z');
    const d = run({}, { now: late, tests: [charCount] });
    const set = d.cookies.find((c) => c.name !== 'nemo_vid');
    expect(set?.maxAge).toBe(3600);
  });

  it('adds the configured cookie domain to cookies and headers', () => {
    const d = run({}, { cookieDomain: '.example.com' });
    expect(d.cookies.every((c) => c.domain === '.example.com')).toBe(true);
    expect(d.headers['x-ab-cookie-domain']).toBe('.example.com');
    expect(run({}).headers['x-ab-cookie-domain']).toBeUndefined();
  });

  it('replaces a malformed visitor id and survives hostile input', () => {
    const d = run({
      cookies: { nemo_vid: '<script>', [AB_COOKIE]: 7 } as unknown as Record<string, string>,
      query: { ab: [1, null] } as unknown as Record<string, string>,
    });
    expect(d.visitorId).toBe('fresh-visitor-0001');
    expect(() =>
      decide({
        tests: [charCount],
        flags: null as unknown as Record<string, boolean>,
        request: {
          cookies: null,
          query: undefined,
          context: undefined,
        } as unknown as DecisionRequest,
        now,
        newVisitorId: () => 'fresh-visitor-0002',
      }),
    ).not.toThrow();
  });

  it('applies flag overrides from the query', () => {
    expect(run({ query: { featureDisable: 'all' } }).flags).toEqual({ ads: false });
  });
});
