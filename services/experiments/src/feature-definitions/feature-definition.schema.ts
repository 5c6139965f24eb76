/**
 * What a feature sent to the admin API (`PUT /experiments/features/{key}`) must be: a GrowthBook
 * FeatureDefinition, `{ defaultValue, rules? }`, in the shape GrowthBook's SDKs read, checked
 * field by field so that a 400 names the field (`rules[1].weights must sum to 1 (got 0.9)`)
 * instead of the SDK silently skipping a rule. The same check keeps a value hand-edited in
 * Redis out of the payload (RedisExperimentsStore). Rules keep fields this check does not know
 * (GrowthBook adds rule fields over versions and its SDKs ignore the ones they do not know);
 * the definition itself keeps only `defaultValue` and `rules`.
 */
import type { FeatureDefinition } from '@bytewire/experiments/engine';
import * as z from 'zod/mini';
import { conditionProblems } from './condition-rules';

/** A feature key: GrowthBook's characters (letters, digits, `_ - .`), starting with a letter or digit. */
export const FEATURE_KEY_PATTERN = /^[A-Za-z0-9][A-Za-z0-9_.-]{0,63}$/;
export const FEATURE_KEY_RULE =
  'a feature key starts with a letter or digit and has only letters, digits, "_", "-" and "." (at most 64 characters)';

/** A definition's JSON may have this many characters: it is kept twice in each audit entry. */
export const MAX_FEATURE_JSON_CHARS = 32 * 1024;

/** How far weights may sum from 1: GrowthBook's SDKs use equal weights beyond it. */
const WEIGHTS_TOLERANCE = 0.01;

const MESSAGE_PREFIX = 'invalid feature definition: ';

const unitNumber = (): z.ZodMiniNumber =>
  z
    .number({ error: 'must be a number from 0 to 1' })
    .check(
      z.gte(0, { error: 'must be a number from 0 to 1' }),
      z.lte(1, { error: 'must be a number from 0 to 1' }),
    );

const text = (): z.ZodMiniString => z.string({ error: 'must be a string' });

const range = z
  .tuple([unitNumber(), unitNumber()], { error: 'must be a range [start, end] within 0..1' })
  .check(
    z.refine(([start, end]) => start <= end, {
      error: 'must be a range [start, end], start ≤ end',
    }),
  );

const condition = z.record(z.string(), z.unknown(), { error: 'must be a condition object' }).check(
  z.superRefine((value, ctx) => {
    for (const { path, message } of conditionProblems(value)) {
      ctx.issues.push({ code: 'custom', message, input: value, path });
    }
  }),
);

const rule = z
  .looseObject(
    {
      id: z.optional(text()),
      condition: z.optional(condition),
      parentConditions: z.optional(
        z.array(
          z.looseObject(
            {
              id: text(),
              condition,
              gate: z.optional(z.boolean({ error: 'must be true or false' })),
            },
            { error: 'must be an object { id, condition, gate? }' },
          ),
          { error: 'must be an array of { id, condition, gate? }' },
        ),
      ),
      force: z.optional(z.unknown()),
      variations: z.optional(
        z
          .array(z.unknown(), { error: 'must be an array of values' })
          .check(z.minLength(2, { error: 'must have at least two values (else no experiment)' })),
      ),
      /** A contextual bandit's arms (GrowthBook evaluates them as variations). */
      contextualVariations: z.optional(
        z
          .array(z.unknown(), { error: 'must be an array of values' })
          .check(z.minLength(2, { error: 'must have at least two values (else no experiment)' })),
      ),
      contextualBanditRef: z.optional(text()),
      weights: z.optional(z.array(unitNumber(), { error: 'must be an array of numbers' })),
      key: z.optional(text()),
      hashAttribute: z.optional(text()),
      fallbackAttribute: z.optional(text()),
      hashVersion: z.optional(z.union([z.literal(1), z.literal(2)], { error: 'must be 1 or 2' })),
      disableStickyBucketing: z.optional(z.boolean({ error: 'must be true or false' })),
      bucketVersion: z.optional(
        z.int({ error: 'must be a whole number ≥ 0' }).check(z.gte(0, { error: 'must be ≥ 0' })),
      ),
      minBucketVersion: z.optional(
        z.int({ error: 'must be a whole number ≥ 0' }).check(z.gte(0, { error: 'must be ≥ 0' })),
      ),
      range: z.optional(range),
      coverage: z.optional(unitNumber()),
      namespace: z.optional(
        z
          .tuple([text(), unitNumber(), unitNumber()], {
            error: 'must be [id, start, end] with start and end within 0..1',
          })
          .check(
            z.refine(([, start, end]) => start <= end, {
              error: 'must be [id, start, end] with start ≤ end',
            }),
          ),
      ),
      ranges: z.optional(z.array(range, { error: 'must be an array of ranges' })),
      meta: z.optional(
        z.array(
          z.looseObject(
            {
              key: z.optional(text()),
              name: z.optional(text()),
              passthrough: z.optional(z.boolean({ error: 'must be true or false' })),
            },
            { error: 'must be an object { key?, name?, passthrough? }' },
          ),
          { error: 'must be an array' },
        ),
      ),
      filters: z.optional(
        z.array(
          z.looseObject(
            {
              seed: text(),
              ranges: z.array(range, { error: 'must be an array of ranges' }),
              hashVersion: z.optional(
                z.union([z.literal(1), z.literal(2)], { error: 'must be 1 or 2' }),
              ),
              attribute: z.optional(text()),
            },
            { error: 'must be an object { seed, ranges, hashVersion?, attribute? }' },
          ),
          { error: 'must be an array' },
        ),
      ),
      seed: z.optional(text()),
      name: z.optional(text()),
      phase: z.optional(text()),
    },
    { error: 'must be a rule object' },
  )
  .check(
    z.superRefine((r, ctx) => {
      const problem = (path: string, message: string): void => {
        ctx.issues.push({ code: 'custom', message, input: r, path: path ? [path] : [] });
      };
      const isForce = Object.hasOwn(r, 'force');
      const variations = r.variations ?? r.contextualVariations;
      if (isForce && variations !== undefined) {
        problem('', 'must have either force (a force or rollout rule) or variations, not both');
      }
      if (!isForce && variations === undefined && r.parentConditions === undefined) {
        problem(
          '',
          'must have force (a force or rollout rule), variations (an experiment rule), contextualVariations (a contextual bandit) or parentConditions (a prerequisite)',
        );
      }
      const count = variations?.length;
      if (r.weights !== undefined) {
        if (count === undefined) problem('weights', 'must come with variations');
        else if (r.weights.length !== count) {
          problem(
            'weights',
            `must have one weight per variation (${count}, got ${r.weights.length})`,
          );
        }
        const sum = r.weights.reduce((total, weight) => total + weight, 0);
        if (Math.abs(sum - 1) > WEIGHTS_TOLERANCE) {
          problem('weights', `must sum to 1 (got ${Number(sum.toFixed(6))})`);
        }
      }
      for (const field of ['ranges', 'meta'] as const) {
        const list = r[field];
        if (list !== undefined && count !== undefined && list.length !== count) {
          problem(field, `must have one entry per variation (${count}, got ${list.length})`);
        }
      }
    }),
  );

// Values are any JSON: what reaches here was parsed from JSON (a body, or Redis). Without a
// defaultValue a feature is null for whoever no rule matches (as GrowthBook's SDKs read it).
const featureDefinition = z.object(
  {
    defaultValue: z.optional(z.unknown()),
    rules: z.optional(z.array(rule, { error: 'must be an array of rules' })),
  },
  { error: 'must be a JSON object { defaultValue?, rules? }' },
);

/** `['rules', 1, 'weights']` → `rules[1].weights`. */
function pathText(path: readonly PropertyKey[]): string {
  return path
    .map((part, i) =>
      typeof part === 'number' ? `[${part}]` : `${i > 0 ? '.' : ''}${String(part)}`,
    )
    .join('');
}

function issueMessage(issue: z.core.$ZodIssue): string {
  if (issue.message !== 'Invalid input') return issue.message;
  switch (issue.code) {
    case 'invalid_type':
      return `must be of type ${issue.expected}`;
    case 'too_small':
      return `must be at least ${String(issue.minimum)}`;
    case 'too_big':
      return `must be at most ${String(issue.maximum)}`;
    default:
      return 'is not valid';
  }
}

/** Every rule `value` breaks, each naming its field; none for a valid FeatureDefinition. */
export function featureDefinitionProblems(value: unknown): string[] {
  const result = featureDefinition.safeParse(value);
  if (result.success) return [];
  return result.error.issues.map((issue) => {
    const path = pathText(issue.path);
    return `${path === '' ? 'the definition' : path} ${issueMessage(issue)}`;
  });
}

/**
 * `value` as the FeatureDefinition to store (the definition's own fields only), or the
 * message of a 400 naming every field at fault (the first ten); a 413 (`tooLarge`) over
 * MAX_FEATURE_JSON_CHARS.
 */
export function checkedFeatureDefinition(
  value: unknown,
): { definition: FeatureDefinition } | { problem: string; tooLarge?: true } {
  const json = JSON.stringify(value);
  if (json !== undefined && json.length > MAX_FEATURE_JSON_CHARS) {
    return {
      tooLarge: true,
      problem: `${MESSAGE_PREFIX}the definition must be at most ${MAX_FEATURE_JSON_CHARS} characters of JSON (got ${json.length})`,
    };
  }
  const problems = featureDefinitionProblems(value);
  if (problems.length > 0) {
    const more = problems.length > 10 ? `; and ${problems.length - 10} more` : '';
    return { problem: MESSAGE_PREFIX + problems.slice(0, 10).join('; ') + more };
  }
  const { defaultValue, rules } = value as FeatureDefinition;
  return { definition: rules === undefined ? { defaultValue } : { defaultValue, rules } };
}

/**
 * The values a feature can take: its default, each rule's force value and variations. A
 * feature with a site flag's name must keep them all booleans (the site reads flags as
 * booleans).
 */
export function featureValues(definition: FeatureDefinition): unknown[] {
  return [
    definition.defaultValue,
    ...(definition.rules ?? []).flatMap((r) => [
      ...(Object.hasOwn(r, 'force') ? [r.force] : []),
      ...(r.variations ?? []),
      ...(r.contextualVariations ?? []),
    ]),
  ];
}

/** Whether every value the feature can take is true or false. */
export function isBooleanFeature(definition: FeatureDefinition): boolean {
  return featureValues(definition).every((value) => typeof value === 'boolean');
}
