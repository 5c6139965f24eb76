/**
 * Checks a GrowthBook targeting condition (the Mongo-like language of `condition` and
 * `parentConditions[].condition`) for what its SDKs would silently evaluate to false: an
 * unknown `$operator`, a `$regex` that does not compile, `$in` without an array, a `$type` that
 * names no type. Attribute values and their comparisons are left to the engine. Saved groups
 * are refused: the SDK payload of this service carries none, so a reference could never match.
 */

import { isRecord } from '@bytewire/contracts';

export interface ConditionProblem {
  /** Where, under the condition (e.g. `['$or', 0, 'country', '$in']`). */
  path: (string | number)[];
  message: string;
}

const LOGICAL = new Set(['$or', '$nor', '$and', '$not']);
const SAVED_GROUPS = new Set(['$savedGroup', '$inGroup', '$notInGroup']);
/** `$eq` and `$ne` compare any value; these order strings or numbers. */
const ORDERINGS = new Set(['$lt', '$lte', '$gt', '$gte']);
const EQUALITIES = new Set(['$eq', '$ne']);
const VERSION_COMPARISONS = new Set(['$veq', '$vne', '$vgt', '$vgte', '$vlt', '$vlte']);
const LISTS = new Set(['$in', '$nin', '$ini', '$nini', '$all', '$alli']);
const TYPES = new Set(['string', 'number', 'boolean', 'array', 'object', 'null', 'undefined']);
const SAVED_GROUPS_MESSAGE =
  'uses saved groups, which this service does not serve (its SDK payload has no savedGroups)';

/** GrowthBook's rule: an object whose keys all start with `$` holds operators. */
function isOperatorObject(value: unknown): value is Record<string, unknown> {
  if (!isRecord(value)) return false;
  const keys = Object.keys(value);
  return keys.length > 0 && keys.every((key) => key.startsWith('$'));
}

/** The problems of a condition object (attribute paths and logical operators). */
export function conditionProblems(
  condition: Record<string, unknown>,
  path: (string | number)[] = [],
): ConditionProblem[] {
  const problems: ConditionProblem[] = [];
  for (const [key, value] of Object.entries(condition)) {
    const at = [...path, key];
    if (SAVED_GROUPS.has(key)) {
      problems.push({ path: at, message: SAVED_GROUPS_MESSAGE });
    } else if (key === '$not') {
      if (isRecord(value)) problems.push(...conditionProblems(value, at));
      else problems.push({ path: at, message: 'must be a condition object' });
    } else if (LOGICAL.has(key)) {
      if (!Array.isArray(value)) {
        problems.push({ path: at, message: 'must be an array of condition objects' });
        continue;
      }
      value.forEach((item, i) => {
        if (isRecord(item)) problems.push(...conditionProblems(item, [...at, i]));
        else problems.push({ path: [...at, i], message: 'must be a condition object' });
      });
    } else if (key.startsWith('$')) {
      problems.push({ path: at, message: `is not an operator of a condition's top level` });
    } else {
      problems.push(...valueProblems(value, at));
    }
  }
  return problems;
}

/** The problems of what an attribute is compared with (a literal, or operators). */
function valueProblems(value: unknown, path: (string | number)[]): ConditionProblem[] {
  if (!isOperatorObject(value)) return [];
  const problems: ConditionProblem[] = [];
  for (const [operator, operand] of Object.entries(value)) {
    const at = [...path, operator];
    const problem = (message: string): void => void problems.push({ path: at, message });
    if (SAVED_GROUPS.has(operator)) problem(SAVED_GROUPS_MESSAGE);
    else if (EQUALITIES.has(operator)) continue;
    else if (ORDERINGS.has(operator)) {
      if (typeof operand !== 'string' && typeof operand !== 'number') {
        problem('must be a string or a number');
      }
    } else if (VERSION_COMPARISONS.has(operator)) {
      if (typeof operand !== 'string') problem('must be a version string');
    } else if (LISTS.has(operator)) {
      if (!Array.isArray(operand)) problem('must be an array');
    } else if (operator === '$regex' || operator === '$regexi') {
      if (typeof operand !== 'string') problem('must be a regular expression string');
      else {
        try {
          new RegExp(operand);
        } catch {
          problem(`must be a valid regular expression (got ${JSON.stringify(operand)})`);
        }
      }
    } else if (operator === '$exists') {
      if (typeof operand !== 'boolean') problem('must be true or false');
    } else if (operator === '$type') {
      if (typeof operand !== 'string' || !TYPES.has(operand)) {
        problem(`must be one of ${[...TYPES].join(', ')}`);
      }
    } else if (operator === '$size' || operator === '$not') {
      problems.push(...valueProblems(operand, at));
    } else if (operator === '$elemMatch') {
      if (!isRecord(operand)) problem('must be a condition or an operator object');
      else if (isOperatorObject(operand)) problems.push(...valueProblems(operand, at));
      else problems.push(...conditionProblems(operand, at));
    } else {
      problem('is not an operator of GrowthBook conditions');
    }
  }
  return problems;
}
