import { isRecord } from '@bytewire/contracts';
import type { DecisionRequest } from '@bytewire/experiments';
import { NOT_AN_OBJECT_MESSAGE } from '@bytewire/service-kit';
import { BadRequestException } from '@nestjs/common';

/** Bounds of a decision request: generous for a browser's request, small for the service. */
export const DECISION_LIMITS = {
  entries: 50,
  nameLength: 256,
  valueLength: 4096,
  repeatedValues: 20,
  pathLength: 2048,
  fieldLength: 256,
  userAgentLength: 1024,
} as const;

const goodString = (value: unknown, max: number): boolean =>
  typeof value === 'string' && value.length <= max;

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

/** The problem of a cookies or query object, else undefined. */
function recordProblem(property: string, value: unknown, repeats: boolean): string | undefined {
  const { entries, nameLength, valueLength, repeatedValues } = DECISION_LIMITS;
  const shape = repeats ? 'strings or arrays of strings' : 'strings';
  if (!isRecord(value)) return `${property} must be an object of ${shape}`;
  const pairs = Object.entries(value);
  if (pairs.length > entries) return `${property} must have at most ${entries} entries`;
  for (const [name, item] of pairs) {
    if (name.length > nameLength) {
      return `${property} names must be at most ${nameLength} characters`;
    }
    const values = repeats && Array.isArray(item) ? (item as unknown[]) : [item];
    if (values.length > repeatedValues) {
      return `${property} values must repeat at most ${repeatedValues} times`;
    }
    if (!values.every((v) => goodString(v, valueLength))) {
      return `${property} values must be ${shape} of at most ${valueLength} characters`;
    }
  }
  return undefined;
}

/** A string of at most `max` characters, named `name` in the messages. */
function stringProblem(name: string, max: number, value: unknown): string | undefined {
  if (typeof value !== 'string') return `${name} must be a string`;
  return value.length > max ? `${name} must be at most ${max} characters` : undefined;
}

/** The request context's fields, each an optional bounded string but `path`. */
const CONTEXT_FIELDS = [
  ['path', DECISION_LIMITS.pathLength, true],
  ['device', DECISION_LIMITS.fieldLength, false],
  ['edition', DECISION_LIMITS.fieldLength, false],
  ['userAgent', DECISION_LIMITS.userAgentLength, false],
] as const;

/** The problem of the request context, else undefined (one rule: see `Rule`). */
function contextProblem(value: unknown): string | undefined {
  if (isAbsent(value)) return 'context is required';
  if (!isRecord(value)) return 'context must be an object';
  for (const [field, max, required] of CONTEXT_FIELDS) {
    const item = value[field];
    if (!required && isAbsent(item)) continue;
    const problem = stringProblem(`context.${field}`, max, item);
    if (problem) return problem;
  }
  return undefined;
}

/** The body of `POST /experiments/decide`, once checked. */
export type CheckedDecisionRequest = Omit<DecisionRequest, 'cookies' | 'query'> & {
  cookies?: Record<string, string>;
  query?: Record<string, string | string[]>;
};

/**
 * The problems of a decision body, one per property, in the messages class-validator's
 * pipe gives elsewhere (`{ statusCode: 400, message }`, joined by '; '). Checked by hand
 * rather than by a class-validator DTO: decisions are asked for on the path of pages, and
 * class-validator's walk over the metadata cost more than these rules (see `npm run bench`).
 * Only the shape and the sizes are checked here; what the values say (a malformed cookie, an
 * unknown test in `ab`) is the decision's to ignore or clear. Unknown properties are ignored.
 */
export function decisionRequestProblems(body: Record<string, unknown>): string[] {
  const problems = [
    isAbsent(body.cookies) ? undefined : recordProblem('cookies', body.cookies, false),
    isAbsent(body.query) ? undefined : recordProblem('query', body.query, true),
    isAbsent(body.variationHeader)
      ? undefined
      : stringProblem('variationHeader', DECISION_LIMITS.valueLength, body.variationHeader),
    contextProblem(body.context),
  ];
  return problems.filter((problem): problem is string => problem !== undefined);
}

/** The body as a decision request, or a 400 naming what is wrong. */
export function checkedDecisionRequest(value: unknown): CheckedDecisionRequest {
  if (!isRecord(value)) throw new BadRequestException(NOT_AN_OBJECT_MESSAGE);
  const problems = decisionRequestProblems(value);
  if (problems.length > 0) throw new BadRequestException(problems.join('; '));
  return value as CheckedDecisionRequest;
}
