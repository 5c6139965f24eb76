import type { HeldDictionaryOutcome } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { Counter, Gauge, Registry } from 'prom-client';

/**
 * How one page's vanity lookup in the dictionary held ended: `entry` found, `miss` (no entry,
 * or the service's error entry), or `unavailable` (no dictionary read yet: the page goes on
 * as if the feature were off).
 */
export type VanityLookupOutcome = 'entry' | 'miss' | 'unavailable';

/**
 * On the app's registry (`/metrics`): `gateway_vanity_lookups_total{outcome}` per page,
 * `gateway_vanity_dictionary_syncs_total{outcome}` per read of the dictionary,
 * `gateway_vanity_dictionary_entries` held and `gateway_vanity_dictionary_age_seconds` since
 * the service last confirmed the copy (a 200 taken or a 304): it grows while reads fail.
 */
@Injectable()
export class VanityMetrics {
  private readonly lookups: Counter<'outcome'>;
  private readonly syncs: Counter<'outcome'>;
  private readonly entries: Gauge;
  private age: () => number | undefined = () => undefined;

  constructor(registry: Registry) {
    this.lookups = new Counter({
      name: 'gateway_vanity_lookups_total',
      help: 'Vanity lookups of page requests in the dictionary held, by outcome (entry, miss, unavailable: no dictionary held yet).',
      labelNames: ['outcome'],
      registers: [registry],
    });
    this.syncs = new Counter({
      name: 'gateway_vanity_dictionary_syncs_total',
      help: 'Reads of the vanity dictionary, by outcome (changed, unchanged, too-large, timeout, unreachable, bad-status, bad-answer).',
      labelNames: ['outcome'],
      registers: [registry],
    });
    this.entries = new Gauge({
      name: 'gateway_vanity_dictionary_entries',
      help: 'Entries of the vanity dictionary held.',
      registers: [registry],
    });
    const age: Gauge = new Gauge({
      name: 'gateway_vanity_dictionary_age_seconds',
      help: 'Seconds since the vanity service last confirmed the dictionary held (absent while none is held).',
      registers: [registry],
      collect: () => {
        const ageMs = this.age();
        if (ageMs === undefined) age.reset();
        else age.set(ageMs / 1000);
      },
    });
  }

  count(outcome: VanityLookupOutcome): void {
    this.lookups.inc({ outcome });
  }

  synced(outcome: HeldDictionaryOutcome): void {
    this.syncs.inc({ outcome });
  }

  held(entries: number): void {
    this.entries.set(entries);
  }

  /** Where the age gauge reads the copy's age from. */
  ageFrom(age: () => number | undefined): void {
    this.age = age;
  }
}
