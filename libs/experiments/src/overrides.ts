import { STATE_SEPARATOR } from './constants';
import { listValues } from './query-values';
import { parseState } from './state';
import type { TestDefinition, TestState } from './types';

/**
 * States forced by the `ab` query parameter or the `x-ab-test-variation` header (spec 001 s4):
 * `id:version:bucket` values (comma- or `|`-separated, repeatable). Only a state of a running
 * test, with its current version and an allocated bucket, counts; anything else is ignored. The
 * query comes first, so it wins over the header; within one source the first value wins.
 */
export function overrideStates(
  sources: readonly unknown[],
  running: readonly TestDefinition[],
): Map<string, TestState> {
  const states = new Map<string, TestState>();
  const texts = sources.flatMap((source) =>
    listValues(source).flatMap((value) => value.split(STATE_SEPARATOR)),
  );
  for (const text of texts) {
    const state = parseState(text.trim());
    if (!state || states.has(state.id)) continue;
    const test = running.find(({ id }) => id === state.id);
    if (test && test.version === state.version && hasBucket(test, state.bucket)) {
      states.set(state.id, state);
    }
  }
  return states;
}

export function hasBucket(test: Pick<TestDefinition, 'allocations'>, bucket: string): boolean {
  return test.allocations.some((allocation) => allocation.bucket === bucket);
}
