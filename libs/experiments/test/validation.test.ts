import {
  DEFINITION_MESSAGES as M,
  definitionProblems,
  INITIAL_TESTS,
  MAX_STATE_LENGTH,
  parseState,
  formatState,
} from '../src';

const valid = {
  id: 'cta_pricing',
  version: '1',
  startDate: '2024-04-02',
  endDate: '2024-04-09T00:00:00Z',
  allocations: [
    { percentage: 45, bucket: 'control' },
    { percentage: 45, bucket: 'test' },
  ],
  criteria: { path: '/reviews/', device: ['mobile', 'tablet'] },
};

function problemsWith(change: Record<string, unknown>): string[] {
  return definitionProblems({ ...valid, ...change });
}

describe('definitionProblems (spec 001 s5)', () => {
  it('accepts a valid definition and the seven initial tests', () => {
    expect(definitionProblems(valid)).toEqual([]);
    for (const test of INITIAL_TESTS) expect(definitionProblems(test)).toEqual([]);
    expect(INITIAL_TESTS.map((test) => test.id)).toEqual([
      'char_count_AB',
      'bl1_adcap_mob',
      'bl2_adcap_mob',
      'details_precap',
      'cta_pricing',
      'precap_vs_hero',
      'genius_link',
    ]);
  });

  it.each([null, true, [], 'x'])('rejects a non-object %j', (value) => {
    expect(definitionProblems(value)).toEqual([M.notObject]);
  });

  it.each(['1abc', '_abc', 'a-b', '', 'ab c', 'é'])('rejects id %j', (id) => {
    expect(problemsWith({ id })).toEqual([M.id]);
  });

  it('rejects a missing or non-string id', () => {
    expect(problemsWith({ id: undefined })).toEqual([M.id]);
    expect(problemsWith({ id: 7 })).toEqual([M.id]);
  });

  it.each(['_1', '-1', '1.0', ''])('rejects version %j', (version) => {
    expect(problemsWith({ version })).toEqual([M.version]);
  });

  it.each(['1', 'v2', '2_b'])('accepts version %j', (version) => {
    expect(problemsWith({ version })).toEqual([]);
  });

  it.each([undefined, {}, 'x', 45])('rejects allocations %j', (allocations) => {
    expect(problemsWith({ allocations })).toEqual([M.allocations]);
  });

  it('rejects an allocation that is not an object', () => {
    expect(problemsWith({ allocations: [null] })).toEqual([`allocations[0]: ${M.allocation}`]);
  });

  it.each([-1, 101, 4.5, '45', NaN, null])('rejects percentage %j', (percentage) => {
    expect(problemsWith({ allocations: [{ percentage, bucket: 'a' }] })).toEqual([
      `allocations[0]: ${M.percentage}`,
    ]);
  });

  it('rejects percentages summing above 100, accepts exactly 100 and 0', () => {
    const allocations = [
      { percentage: 60, bucket: 'a' },
      { percentage: 41, bucket: 'b' },
    ];
    expect(problemsWith({ allocations })).toEqual([M.percentageSum]);
    allocations[1].percentage = 40;
    expect(problemsWith({ allocations })).toEqual([]);
    expect(problemsWith({ allocations: [] })).toEqual([]);
  });

  it.each(['1a', '_a', 'a-b', '', 7])('rejects bucket %j', (bucket) => {
    expect(problemsWith({ allocations: [{ percentage: 10, bucket }] })).toEqual([
      `allocations[0]: ${M.bucket}`,
    ]);
  });

  it('rejects the reserved exclude bucket and duplicate buckets', () => {
    expect(problemsWith({ allocations: [{ percentage: 10, bucket: 'exclude' }] })).toEqual([
      `allocations[0]: ${M.bucketReserved}`,
    ]);
    const allocations = [
      { percentage: 10, bucket: 'a' },
      { percentage: 10, bucket: 'a' },
    ];
    expect(problemsWith({ allocations })).toEqual([`allocations[1]: ${M.bucketDuplicate}`]);
  });

  it(`rejects an id:version:bucket longer than ${MAX_STATE_LENGTH} characters`, () => {
    // 'cta_pricing:1:' is 14 characters: an 11-character bucket makes 25, 12 makes 26.
    const ok = [{ percentage: 10, bucket: 'b2345678901' }];
    expect(problemsWith({ allocations: ok })).toEqual([]);
    const long = [{ percentage: 10, bucket: 'b23456789012' }];
    expect(problemsWith({ allocations: long })).toEqual([
      `${M.stateLength}: cta_pricing:1:b23456789012`,
    ]);
  });

  it.each([true, false, [], [{ path: '/' }], 'path'])('rejects criteria %j', (criteria) => {
    expect(problemsWith({ criteria })).toEqual([M.criteria]);
  });

  it('rejects unknown criteria keys and values that are not strings or string lists', () => {
    expect(problemsWith({ criteria: { country: 'us' } })).toEqual([`${M.criteriaKey}: country`]);
    expect(problemsWith({ criteria: { device: 1 } })).toEqual([`${M.criteriaValue}: device`]);
    expect(problemsWith({ criteria: { device: ['mobile', 2] } })).toEqual([
      `${M.criteriaValue}: device`,
    ]);
    expect(problemsWith({ criteria: undefined })).toEqual([]);
    expect(problemsWith({ criteria: {} })).toEqual([]);
  });

  it.each(['2024/04/02', 'yesterday', '2024-13-45', '2024-04-02T10:00', 1712016000000])(
    'rejects start date %j',
    (startDate) => {
      expect(problemsWith({ startDate })).toEqual([M.startDate]);
    },
  );

  it('rejects a missing end date, and a start not before the end', () => {
    expect(problemsWith({ endDate: undefined })).toEqual([M.endDate]);
    expect(problemsWith({ startDate: '2024-04-09', endDate: '2024-04-09' })).toEqual([M.dateOrder]);
    expect(problemsWith({ startDate: '2024-04-10', endDate: '2024-04-09' })).toEqual([M.dateOrder]);
    expect(problemsWith({ endDate: '2024-04-09T02:00:00+02:00' })).toEqual([]);
  });

  it('reports every broken rule at once', () => {
    expect(definitionProblems({ id: '1', version: '_', allocations: [], criteria: true })).toEqual([
      M.id,
      M.version,
      M.criteria,
      M.startDate,
      M.endDate,
    ]);
  });
});

describe('state strings', () => {
  it('formats and parses id:version:bucket', () => {
    const state = { id: 'genius_link', version: '1', bucket: 'test' };
    expect(formatState(state)).toBe('genius_link:1:test');
    expect(parseState('genius_link:1:test')).toEqual(state);
  });

  it.each([
    '',
    'genius_link:1',
    'genius_link:1:test:x',
    '1genius:1:test',
    'genius_link:_1:test',
    'genius_link:1:1test',
    'a_very_long_test_id:1:bucket',
    ' genius_link:1:test',
    42,
    undefined,
  ])('rejects %j', (text) => {
    expect(parseState(text)).toBeUndefined();
  });
});
