import { isRecord } from '@bytewire/contracts';
import { EXCLUDE_BUCKET, MAX_STATE_LENGTH } from './constants';
import { BUCKET_PATTERN, ISO_DATE_PATTERN, TEST_ID_PATTERN, VERSION_PATTERN } from './patterns';
import { formatState } from './state';
import type { DecisionContext } from './types';

/**
 * The rules of a test definition (spec 001 s5). The patterns and messages are exported for the
 * experiments service's class-validator DTO, so that both report the same rule the same way.
 */

/** The request attributes criteria may name. */
export const CRITERIA_KEYS: readonly (keyof DecisionContext)[] = [
  'path',
  'device',
  'edition',
  'userAgent',
];

export const DEFINITION_MESSAGES = {
  notObject: 'a test definition must be an object',
  id: 'id must start with a letter and contain only letters, digits and underscores',
  version:
    'version must start with a letter or digit and contain only letters, digits and underscores',
  allocations: 'allocations must be an array of { percentage, bucket }',
  allocation: 'each allocation must be an object with percentage and bucket',
  percentage: 'percentage must be a whole number from 0 to 100 (one of 100 slots)',
  percentageSum: 'allocation percentages must sum to at most 100',
  bucket: 'bucket must start with a letter and contain only letters, digits and underscores',
  bucketReserved: `bucket must not be '${EXCLUDE_BUCKET}', the bucket of unallocated visitors`,
  bucketDuplicate: 'buckets must be unique within a test',
  stateLength: `id:version:bucket must be at most ${MAX_STATE_LENGTH} characters`,
  criteria: 'criteria must be an object, not a boolean or an array',
  criteriaKey: `criteria keys must be among ${CRITERIA_KEYS.join(', ')}`,
  criteriaValue: 'criteria values must be a string or an array of strings',
  startDate: 'startDate must be an ISO 8601 date',
  endDate: 'endDate must be an ISO 8601 date',
  dateOrder: 'startDate must be before endDate',
} as const;

const M = DEFINITION_MESSAGES;

/** Every rule `value` breaks, as messages (empty when it is a valid TestDefinition). */
export function definitionProblems(value: unknown): string[] {
  if (!isRecord(value)) return [M.notObject];
  const problems: string[] = [];
  const idOk = isMatch(value.id, TEST_ID_PATTERN);
  const versionOk = isMatch(value.version, VERSION_PATTERN);
  if (!idOk) problems.push(M.id);
  if (!versionOk) problems.push(M.version);
  problems.push(...allocationProblems(value.allocations));
  if (idOk && versionOk && Array.isArray(value.allocations)) {
    for (const allocation of value.allocations) {
      if (!isRecord(allocation) || !isMatch(allocation.bucket, BUCKET_PATTERN)) continue;
      const state = formatState({
        id: value.id as string,
        version: value.version as string,
        bucket: allocation.bucket as string,
      });
      if (state.length > MAX_STATE_LENGTH) problems.push(`${M.stateLength}: ${state}`);
    }
  }
  problems.push(...criteriaProblems(value.criteria));
  problems.push(...dateProblems(value.startDate, value.endDate));
  return problems;
}

function allocationProblems(allocations: unknown): string[] {
  if (!Array.isArray(allocations)) return [M.allocations];
  const problems: string[] = [];
  const seen = new Set<string>();
  let sum = 0;
  allocations.forEach((allocation: unknown, i) => {
    const at = `allocations[${i}]: `;
    if (!isRecord(allocation)) {
      problems.push(at + M.allocation);
      return;
    }
    const { percentage, bucket } = allocation;
    if (!isPercentage(percentage)) problems.push(at + M.percentage);
    else sum += percentage;
    if (!isMatch(bucket, BUCKET_PATTERN)) problems.push(at + M.bucket);
    else if (bucket === EXCLUDE_BUCKET) problems.push(at + M.bucketReserved);
    else if (seen.has(bucket)) problems.push(at + M.bucketDuplicate);
    else seen.add(bucket);
  });
  if (sum > 100) problems.push(M.percentageSum);
  return problems;
}

function criteriaProblems(criteria: unknown): string[] {
  if (criteria === undefined) return [];
  if (!isRecord(criteria)) return [M.criteria];
  const problems: string[] = [];
  for (const [key, allowed] of Object.entries(criteria)) {
    if (!(CRITERIA_KEYS as readonly string[]).includes(key))
      problems.push(`${M.criteriaKey}: ${key}`);
    else if (!isCriteriaValue(allowed)) problems.push(`${M.criteriaValue}: ${key}`);
  }
  return problems;
}

function dateProblems(startDate: unknown, endDate: unknown): string[] {
  const start = isoTime(startDate);
  const end = isoTime(endDate);
  const problems: string[] = [];
  if (start === undefined) problems.push(M.startDate);
  if (end === undefined) problems.push(M.endDate);
  if (start !== undefined && end !== undefined && start >= end) problems.push(M.dateOrder);
  return problems;
}

/** Dates read so far: a decision reads every test's dates, and they seldom change. */
const readTimes = new Map<string, number | undefined>();
const READ_TIMES_LIMIT = 1024;

/** Milliseconds since the epoch of an ISO 8601 date string, or undefined. */
export function isoTime(value: unknown): number | undefined {
  if (typeof value !== 'string') return undefined;
  if (readTimes.has(value)) return readTimes.get(value);
  const time = ISO_DATE_PATTERN.test(value) ? Date.parse(value) : NaN;
  const read = Number.isNaN(time) ? undefined : time;
  // Bounded: strings from outside (admin requests) must not grow it without end.
  if (readTimes.size >= READ_TIMES_LIMIT) readTimes.clear();
  readTimes.set(value, read);
  return read;
}

function isMatch(value: unknown, pattern: RegExp): value is string {
  return typeof value === 'string' && pattern.test(value);
}

function isPercentage(value: unknown): value is number {
  return Number.isInteger(value) && (value as number) >= 0 && (value as number) <= 100;
}

function isCriteriaValue(value: unknown): boolean {
  if (typeof value === 'string') return true;
  return Array.isArray(value) && value.every((item) => typeof item === 'string');
}
