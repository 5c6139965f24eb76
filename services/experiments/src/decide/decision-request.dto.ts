import type { DecisionContext } from '@bytewire/experiments';
import { registerDecorator, type ValidationArguments } from 'class-validator';

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

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const goodString = (value: unknown, max: number): boolean =>
  typeof value === 'string' && value.length <= max;

const isAbsent = (value: unknown): boolean => value === undefined || value === null;

/**
 * One class-validator rule for a property, whose message says what is wrong. Each property of
 * this DTO has one rule, and the context is checked as one value rather than as a nested DTO:
 * decisions are asked on every page request, and class-validator's cost grows with the rules
 * and nested objects it walks (see `npm run bench`).
 */
function Rule(
  problem: (value: unknown, property: string) => string | undefined,
): PropertyDecorator {
  return (target, propertyName) => {
    registerDecorator({
      name: 'decisionRequestRule',
      target: target.constructor,
      propertyName: String(propertyName),
      validator: {
        validate: (value: unknown, args?: ValidationArguments) =>
          problem(value, args?.property ?? '') === undefined,
        defaultMessage: (args?: ValidationArguments) =>
          args ? (problem(args.value, args.property) ?? '') : '',
      },
    });
  };
}

/** The problem of a cookies or query object, else undefined. */
function recordProblem(property: string, value: unknown, repeats: boolean): string | undefined {
  const { entries, nameLength, valueLength, repeatedValues } = DECISION_LIMITS;
  const shape = repeats ? 'strings or arrays of strings' : 'strings';
  if (!isPlainObject(value)) return `${property} must be an object of ${shape}`;
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

/** An optional bounded record of strings (cookies), or of strings and string arrays (query). */
const OptionalRecord = (repeats: boolean) =>
  Rule((value, property) =>
    isAbsent(value) ? undefined : recordProblem(property, value, repeats),
  );

/** A string of at most `max` characters, named `name` in the messages. */
function stringProblem(name: string, max: number, value: unknown): string | undefined {
  if (typeof value !== 'string') return `${name} must be a string`;
  return value.length > max ? `${name} must be at most ${max} characters` : undefined;
}

const OptionalBoundedString = (name: string, max: number) =>
  Rule((value) => (isAbsent(value) ? undefined : stringProblem(name, max, value)));

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
  if (!isPlainObject(value)) return 'context must be an object';
  for (const [field, max, required] of CONTEXT_FIELDS) {
    const item = value[field];
    if (!required && isAbsent(item)) continue;
    const problem = stringProblem(`context.${field}`, max, item);
    if (problem) return problem;
  }
  return undefined;
}

/**
 * The body of `POST /experiments/decide`: the visitor's request as the caller received it.
 * Only the shape and the sizes are checked here; what the values say (a malformed cookie,
 * an unknown test in `ab`) is the decision's to ignore or clear.
 */
export class DecisionRequestDto {
  @OptionalRecord(false)
  cookies?: Record<string, string>;

  @OptionalRecord(true)
  query?: Record<string, string | string[]>;

  @OptionalBoundedString('variationHeader', DECISION_LIMITS.valueLength)
  variationHeader?: string;

  @Rule(contextProblem)
  context!: DecisionContext;
}

/**
 * The DTO instance of a parsed JSON body (class-validator validates class instances): what
 * class-transformer's `plainToInstance` gives for this flat class, for less.
 */
export function decisionRequestFrom(plain: Record<string, unknown>): DecisionRequestDto {
  return Object.assign(new DecisionRequestDto(), plain);
}
