import type { DecisionContext, TestDefinition } from './types';
import { isoTime } from './validation';

/** Whether a test runs for a request (spec 001 s4): inside its dates and its criteria met. */
export function isTestActive(test: TestDefinition, now: Date, context: DecisionContext): boolean {
  return isWithinDates(test, now) && criteriaMet(test, context);
}

/** From the start date (inclusive) to the end date (exclusive); unreadable dates never run. */
export function isWithinDates(
  test: Pick<TestDefinition, 'startDate' | 'endDate'>,
  now: Date,
): boolean {
  const start = isoTime(test.startDate);
  const end = isoTime(test.endDate);
  const time = now.getTime();
  return start !== undefined && end !== undefined && start <= time && time < end;
}

/**
 * Every criterion must hold: `path` as a prefix of the request path, the others exactly; a list
 * of values means any one of them. A criterion on an attribute the request lacks fails.
 */
export function criteriaMet(
  test: Pick<TestDefinition, 'criteria'>,
  context: DecisionContext,
): boolean {
  const criteria = test.criteria ?? {};
  return Object.entries(criteria).every(([key, allowed]) => {
    const actual = context[key as keyof DecisionContext];
    if (typeof actual !== 'string') return false;
    const values: readonly unknown[] = Array.isArray(allowed) ? allowed : [allowed];
    return values.some(
      (value) =>
        typeof value === 'string' && (key === 'path' ? actual.startsWith(value) : actual === value),
    );
  });
}
