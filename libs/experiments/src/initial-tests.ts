import type { TestDefinition } from './types';

/**
 * The seven tests of spec 001 s9, the service's configured tests (all have ended and stay as
 * history): the floor its Redis changes apply to, so an emptied Redis never loses them. The
 * spec gives ids, windows and percentages only, so:
 * - every version is '1' (the first run of each test);
 * - bucket names are ours: char_count_AB's are the spec's (test1, test2, control); the four
 *   equal buckets are control, test1..test3; the 45/45 pairs are control and test, except
 *   precap_vs_hero whose name says what it compares (precap, hero);
 * - windows are UTC days, the end date exclusive (a Monday-to-Monday test runs 7 full days).
 * The unallocated remainder (6 or 10 percent) is `exclude`.
 */
export const INITIAL_TESTS: readonly TestDefinition[] = [
  test('char_count_AB', '2024-05-02', '2024-07-01', [
    [33, 'test1'],
    [33, 'test2'],
    [28, 'control'],
  ]),
  test('bl1_adcap_mob', '2024-03-11', '2024-03-18', quarters()),
  test('bl2_adcap_mob', '2024-03-25', '2024-04-01', quarters()),
  test('details_precap', '2024-01-29', '2024-02-05', halves('control', 'test')),
  test('cta_pricing', '2024-04-02', '2024-04-09', halves('control', 'test')),
  test('precap_vs_hero', '2024-05-20', '2024-06-03', halves('precap', 'hero')),
  test('genius_link', '2024-05-20', '2024-06-03', halves('control', 'test')),
];

function test(
  id: string,
  start: string,
  end: string,
  allocations: Array<[number, string]>,
): TestDefinition {
  return {
    id,
    version: '1',
    startDate: `${start}T00:00:00.000Z`,
    endDate: `${end}T00:00:00.000Z`,
    allocations: allocations.map(([percentage, bucket]) => ({ percentage, bucket })),
  };
}

function quarters(): Array<[number, string]> {
  return [
    [25, 'control'],
    [25, 'test1'],
    [25, 'test2'],
    [25, 'test3'],
  ];
}

function halves(first: string, second: string): Array<[number, string]> {
  return [
    [45, first],
    [45, second],
  ];
}
