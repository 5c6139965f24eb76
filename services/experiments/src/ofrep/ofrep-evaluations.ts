/**
 * Flags evaluated for OFREP: GrowthBook's FeatureResult (the engine of FeatureEvaluator, the
 * same one the SDK endpoint's payload feeds) read as OpenFeature reasons, variants and metadata.
 *
 * Reasons, by GrowthBook's `source`:
 * - `defaultValue`: STATIC when the feature has no rules (nothing could change its value),
 *   DEFAULT when it has rules and none applied to the context (OpenFeature's reason for a
 *   fallback; OFREP 0.3.0's schema lists five reasons, but points to OpenFeature's list, and
 *   its ADR 0006 answers DEFAULT itself);
 * - `force`: TARGETING_MATCH, or SPLIT when the rule is a percentage rollout (coverage or
 *   range, a pseudorandom assignment), found by its rule id;
 * - `experiment`: SPLIT, the variant being the variation's key (its `meta` key, else its index);
 * - `override`: TARGETING_MATCH;
 * - `prerequisite` (a gating prerequisite not met): DISABLED, without a value.
 * A result without a value (GrowthBook's null: a gate, a feature without defaultValue) is
 * OFREP's `codeDefaultFlag`: no `value`, the application's default applies, as GrowthBook's own
 * SDKs return the caller's fallback for null. Values keep their JSON type: the provider decides
 * TYPE_MISMATCH by comparing it with the type asked for.
 *
 * Failures: an unknown key is FLAG_NOT_FOUND; cyclic prerequisites are GENERAL (the definitions
 * are wrong, not the request). TARGETING_KEY_MISSING: GrowthBook passes over a rule that must
 * hash an attribute the user lacks, and so would fall back to the default silently. Here a
 * flag answers TARGETING_KEY_MISSING when it fell back to its default value and one of its
 * rules that buckets by `id` (the targeting key: experiments, rollouts, filters; GrowthBook's
 * default hash attribute) was passed over for want of it while its condition held for the
 * context (a rule whose condition excludes the context needed no key). Prerequisites of such a
 * rule are not consulted. A rule hashing another attribute the context lacks is passed over
 * as GrowthBook does (the context simply does not match it).
 */
import {
  evalCondition,
  type EvaluationUser,
  type FeatureDefinition,
  type FeatureEngine,
  type FeatureResult,
} from '@bytewire/experiments/engine';
import { Injectable } from '@nestjs/common';
import { createHash } from 'node:crypto';
import { FeatureEvaluator } from '../features/feature-evaluator';
import type { OfrepFailure } from './ofrep-errors';

export type OfrepReason = 'STATIC' | 'DEFAULT' | 'TARGETING_MATCH' | 'SPLIT' | 'DISABLED';

/** OFREP's flag metadata: string, number and boolean values only. */
export type OfrepMetadata = Record<string, string | number | boolean>;

/** A flag evaluated, as OFREP's `evaluationSuccess`; no `value`: the code default applies. */
export interface OfrepSuccess {
  key: string;
  value?: unknown;
  reason: OfrepReason;
  variant?: string;
  metadata: OfrepMetadata;
}

export type OfrepEvaluation = OfrepSuccess | OfrepFailure;

/** Every flag for one context, with the definitions' version. */
export interface OfrepBulkEvaluation {
  flags: OfrepEvaluation[];
  metadata: { version: string };
}

type FeatureRule = NonNullable<FeatureDefinition['rules']>[number];
type SavedGroups = Parameters<typeof evalCondition>[2];

/** GrowthBook's hash attribute when a rule names none. */
const DEFAULT_HASH_ATTRIBUTE = 'id';

export function isFailure(evaluation: OfrepEvaluation): evaluation is OfrepFailure {
  return 'errorCode' in evaluation;
}

/** The attributes a rule must hash to apply at all (none when it applies without hashing). */
function hashedAttributes(rule: FeatureRule): string[] {
  const filters = (rule.filters ?? []).map((f) => f.attribute || DEFAULT_HASH_ATTRIBUTE);
  const variations = rule.contextualVariations ?? rule.variations;
  const buckets =
    'force' in rule
      ? rule.range !== undefined || (rule.coverage !== undefined && rule.coverage !== 0)
      : variations !== undefined && variations.length >= 2 && rule.coverage !== 0;
  return buckets ? [...filters, rule.hashAttribute || DEFAULT_HASH_ATTRIBUTE] : filters;
}

/** A rollout by percentage: whoever it applies to is picked by hash. */
function isRollout(rule: FeatureRule | undefined): boolean {
  return rule !== undefined && (rule.range !== undefined || rule.coverage !== undefined);
}

/**
 * Whether a rule was passed over only for want of the targeting key (GrowthBook reads a
 * falsy attribute as absent, and hashes without the fallback attribute outside sticky
 * bucketing, which OFREP does not use).
 */
function waitsForTargetingKey(
  rule: FeatureRule,
  attributes: Record<string, unknown>,
  savedGroups: SavedGroups,
): boolean {
  if (attributes[DEFAULT_HASH_ATTRIBUTE]) return false;
  if (!hashedAttributes(rule).includes(DEFAULT_HASH_ATTRIBUTE)) return false;
  return rule.condition === undefined || evalCondition(attributes, rule.condition, savedGroups);
}

function valueOf(result: FeatureResult<unknown>): { value?: unknown } {
  return result.value === null ? {} : { value: result.value };
}

/** Where the value came from, for the caller's logs and exposure tracking. */
function metadataOf(result: FeatureResult<unknown>): OfrepMetadata {
  const metadata: OfrepMetadata = { source: result.source };
  if (result.ruleId) metadata.ruleId = result.ruleId;
  const { experiment, experimentResult } = result;
  if (experiment && experimentResult) {
    metadata.experimentKey = experiment.key;
    metadata.variationId = experimentResult.variationId;
    metadata.hashAttribute = experimentResult.hashAttribute;
    if (experimentResult.name) metadata.variationName = experimentResult.name;
  }
  return metadata;
}

@Injectable()
export class OfrepEvaluations {
  constructor(private readonly features: FeatureEvaluator) {}

  /** One flag for a user. */
  evaluate(key: string, user: EvaluationUser): OfrepEvaluation {
    return this.evaluateWith(this.features.engine, key, user);
  }

  /**
   * The ETag of every flag for a context: the definitions' ETag and the canonical context
   * hashed together (evaluation is deterministic: the same definitions and context give the
   * same flags). Read in the same synchronous step as `evaluateAll`, the definitions cannot
   * change between the two.
   */
  bulkEtagOf(canonicalContext: string): string {
    const digest = createHash('sha256').update(`${this.features.etag}\n${canonicalContext}`);
    return `"${digest.digest('base64url').slice(0, 27)}"`;
  }

  /** Every flag for a user, and the definitions' version. */
  evaluateAll(user: EvaluationUser): OfrepBulkEvaluation {
    const { engine, etag } = this.features;
    const flags = Object.keys(engine.features()).map((key) => this.evaluateWith(engine, key, user));
    return { flags, metadata: { version: etag.replaceAll('"', '') } };
  }

  private evaluateWith(engine: FeatureEngine, key: string, user: EvaluationUser): OfrepEvaluation {
    // Own keys only: `constructor` or `__proto__` would find the object's prototype's.
    const features = engine.features();
    if (!Object.hasOwn(features, key)) {
      return { key, errorCode: 'FLAG_NOT_FOUND', errorDetails: `Flag '${key}' was not found` };
    }
    const result = engine.evalFeature(key, user);
    const metadata = metadataOf(result);
    const rules = features[key].rules ?? [];
    switch (result.source) {
      case 'experiment':
        return {
          key,
          ...valueOf(result),
          reason: 'SPLIT',
          variant: result.experimentResult?.key,
          metadata,
        };
      case 'force': {
        const rule = result.ruleId ? rules.find((r) => r.id === result.ruleId) : undefined;
        const reason = isRollout(rule) ? 'SPLIT' : 'TARGETING_MATCH';
        const variant = result.ruleId || undefined;
        return { key, ...valueOf(result), reason, variant, metadata };
      }
      case 'override':
        return { key, ...valueOf(result), reason: 'TARGETING_MATCH', metadata };
      case 'prerequisite':
        return { key, reason: 'DISABLED', metadata };
      case 'cyclicPrerequisite':
        return {
          key,
          errorCode: 'GENERAL',
          errorDetails: `Flag '${key}' has cyclic prerequisites`,
        };
      default:
        return this.defaultValueOf(key, rules, result, user);
    }
  }

  private defaultValueOf(
    key: string,
    rules: FeatureRule[],
    result: FeatureResult<unknown>,
    user: EvaluationUser,
  ): OfrepEvaluation {
    const attributes = user.attributes ?? {};
    const savedGroups = this.features.payload.savedGroups ?? {};
    if (rules.some((rule) => waitsForTargetingKey(rule, attributes, savedGroups))) {
      return {
        key,
        errorCode: 'TARGETING_KEY_MISSING',
        errorDetails: `Flag '${key}' has a rule that buckets by targetingKey, which the context lacks`,
      };
    }
    const reason = rules.length === 0 ? 'STATIC' : 'DEFAULT';
    return { key, ...valueOf(result), reason, variant: 'default', metadata: metadataOf(result) };
  }
}
