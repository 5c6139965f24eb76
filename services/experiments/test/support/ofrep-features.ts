/**
 * Features of every JSON type and rule kind for the OFREP tests, held by writing them into the
 * app's state (the snapshot FeatureEvaluator reads). Written there rather than through the
 * admin API, whose features endpoint is not part of these tests. The app's polling of Redis is
 * stopped first: its periodic full read would replace the snapshot in the middle of a test.
 */
import type { FeatureDefinition } from '@bytewire/experiments/engine';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ExperimentsState } from '../../src/store/experiments-state';
import { ExperimentsSync } from '../../src/store/experiments-sync';

export const OFREP_FEATURES: Record<string, FeatureDefinition> = {
  /** A string: a force rule for Canada, a three-way experiment for the US. */
  'headline-style': {
    defaultValue: 'classic',
    rules: [
      { id: 'fr_canada', condition: { country: 'CA' }, force: 'bold' },
      {
        id: 'exp_headline',
        key: 'headline-exp',
        condition: { country: 'US' },
        variations: ['classic', 'modern', 'bold'],
        weights: [0.34, 0.33, 0.33],
        meta: [{ key: 'control' }, { key: 'modern' }, { key: 'bold', name: 'Bold' }],
      },
    ],
  },
  /** A number (integer) without rules. */
  'items-per-page': { defaultValue: 10 },
  /** A number (float) without rules. */
  'score-threshold': { defaultValue: 0.75 },
  /** An object, forced for premium plans. */
  'layout-config': {
    defaultValue: { columns: 3, sidebar: true },
    rules: [
      { id: 'fr_premium', condition: { plan: 'premium' }, force: { columns: 4, sidebar: false } },
    ],
  },
  /** A boolean rolled out to half of the targeting keys. */
  'beta-banner': {
    defaultValue: false,
    rules: [{ id: 'rollout_half', force: true, coverage: 0.5 }],
  },
  /** A boolean whose one rule is gated by another feature (off: the gate is closed). */
  'beta-gate': { defaultValue: false },
  'gated-widget': {
    defaultValue: true,
    rules: [
      {
        id: 'gated',
        parentConditions: [{ id: 'beta-gate', condition: { value: true }, gate: true }],
        force: true,
      },
    ],
  },
  /** Two features each the other's prerequisite. */
  'cycle-a': {
    defaultValue: true,
    rules: [{ parentConditions: [{ id: 'cycle-b', condition: { value: true } }], force: false }],
  },
  'cycle-b': {
    defaultValue: true,
    rules: [{ parentConditions: [{ id: 'cycle-a', condition: { value: true } }], force: false }],
  },
  /** No default value: contexts that no rule matches get the code default. */
  'no-default': { rules: [{ id: 'fr_ca', condition: { country: 'CA' }, force: 'maple' }] },
};

/** Holds `features` beside the flags of the app's current snapshot. */
export function holdFeatures(
  app: NestFastifyApplication,
  features: Record<string, FeatureDefinition> = OFREP_FEATURES,
): void {
  app.get(ExperimentsSync).onApplicationShutdown();
  const state = app.get(ExperimentsState);
  const snapshot = state.snapshot;
  if (!snapshot) throw new Error('the app holds no definitions yet');
  state.replace({ ...snapshot, features });
}
