import { INITIAL_TESTS, type TestDefinition } from '@bytewire/experiments';
import { Injectable } from '@nestjs/common';
import { ExperimentsConfig } from '../config/experiments-env';
import type { StoredExperiments } from './redis-experiments-store';

/** Tests and flag defaults, as decisions use them. */
export interface Definitions {
  tests: readonly TestDefinition[];
  flags: Readonly<Record<string, boolean>>;
}

/**
 * The configured definitions (the spec's tests, FEATURE_FLAGS) are the floor; Redis holds only
 * the changes made on top of them. So the definitions are never empty: a Redis that comes back
 * empty (a new instance, FLUSHALL) gives the configured ones, and so does a flag removed from
 * Redis by hand, with no re-seeding step that could be missed.
 */
@Injectable()
export class DefinitionsFloor {
  private readonly defaultIds: ReadonlySet<string>;
  readonly configured: Definitions;

  constructor(config: ExperimentsConfig) {
    this.configured = { tests: INITIAL_TESTS, flags: { ...config.initialFlags } };
    this.defaultIds = new Set(INITIAL_TESTS.map((test) => test.id));
  }

  /** Whether `id` names a configured test (deleting one leaves a marker in Redis). */
  isDefaultTest(id: string): boolean {
    return this.defaultIds.has(id);
  }

  /** The configured definition of a default test, if `id` names one. */
  configuredTest(id: string): TestDefinition | undefined {
    return this.configured.tests.find((test) => test.id === id);
  }

  /** The configured definitions with Redis's changes applied; tests sorted by id. */
  apply(changes: DefinitionChanges): Definitions {
    return withChanges(this.configured, changes);
  }
}

/** What Redis changes of the configured tests and flags (features have no floor). */
export type DefinitionChanges = Pick<StoredExperiments, 'tests' | 'deletedTests' | 'flags'>;

export function withChanges(
  configured: Definitions,
  { tests, deletedTests, flags }: DefinitionChanges,
): Definitions {
  const byId = new Map(configured.tests.map((test) => [test.id, test]));
  for (const id of deletedTests) byId.delete(id);
  for (const test of tests) byId.set(test.id, test);
  return {
    tests: [...byId.values()].sort((a, b) => a.id.localeCompare(b.id)),
    flags: { ...configured.flags, ...flags },
  };
}
