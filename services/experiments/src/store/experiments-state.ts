import type { TestDefinition } from '@bytewire/experiments';
import type { FeatureDefinition } from '@bytewire/experiments/engine';
import { Injectable } from '@nestjs/common';

/** Where the definitions held in process came from. */
export type StateSource = 'redis' | 'initial';

/** One consistent set of definitions and flag defaults, with the Redis version it belongs to. */
export interface ExperimentsSnapshot {
  /** The Redis version; undefined for the initial definitions (Redis not read yet). */
  version: number | undefined;
  source: StateSource;
  tests: readonly TestDefinition[];
  flags: Readonly<Record<string, boolean>>;
  /**
   * Features in GrowthBook's shape (any JSON value, rules), set through the admin API; absent
   * until the store holds some. The site's flags are features too (FeatureEvaluator).
   */
  features?: Readonly<Record<string, FeatureDefinition>>;
  /** When the definitions last changed (ISO 8601): the SDK payload's dateUpdated. */
  dateUpdated?: string;
}

/**
 * The definitions and flags decisions are made with, held in process so that decisions never
 * wait on Redis (and go on while it is down). Replaced whole, never edited in place.
 */
@Injectable()
export class ExperimentsState {
  private current: ExperimentsSnapshot | undefined;

  get snapshot(): ExperimentsSnapshot | undefined {
    return this.current;
  }

  replace(next: ExperimentsSnapshot): void {
    this.current = next;
  }
}
