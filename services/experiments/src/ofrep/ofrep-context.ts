/**
 * An OFREP request's evaluation context, checked, and the GrowthBook user it is evaluated as.
 * The mapping: every field of the context is an attribute of the same name, as it is (any JSON
 * value, so conditions on nested objects and arrays work), and `targetingKey` is also the
 * attribute `id`, GrowthBook's default hash attribute, replacing an `id` field of the context:
 * `{ targetingKey: "42", country: "CA" }` is the user `{ id: "42", targetingKey: "42",
 * country: "CA" }`. A context without targetingKey keeps its own `id`, if any.
 */
import { isRecord } from '@bytewire/contracts';
import type { EvaluationUser } from '@bytewire/experiments/engine';
import { OfrepError } from './ofrep-errors';

/**
 * Bytes an OFREP request body may have: a context is a user's attributes, a few hundred bytes,
 * and this leaves room for long lists. The kit's body policy bounds its depth and key counts.
 */
export const OFREP_BODY_LIMIT_BYTES = 64 * 1024;

export type OfrepContext = Record<string, unknown>;

/**
 * The context of a request body `{ context: { ... } }`: a PARSE_ERROR for a body that is not
 * a JSON object, an INVALID_CONTEXT for a context that is not an object or a targetingKey that
 * is not a string. A body without `context` is evaluated with an empty context (OpenFeature
 * SDKs send one always; a hand-written call may not).
 */
export function checkedContext(body: unknown): OfrepContext {
  if (!isRecord(body)) {
    throw new OfrepError('PARSE_ERROR', 'The body must be a JSON object: { "context": { ... } }');
  }
  const { context } = body;
  if (context === undefined) return {};
  if (!isRecord(context)) throw new OfrepError('INVALID_CONTEXT', 'context must be an object');
  if (context.targetingKey !== undefined && typeof context.targetingKey !== 'string') {
    throw new OfrepError('INVALID_CONTEXT', 'context.targetingKey must be a string');
  }
  return context;
}

/** The GrowthBook user of a checked context (see the mapping above). */
export function userOf(context: OfrepContext): EvaluationUser {
  const { targetingKey } = context;
  return { attributes: targetingKey === undefined ? context : { ...context, id: targetingKey } };
}

/**
 * The context as canonical JSON: object keys sorted at every level, so that two requests with
 * the same context in another order name the same bulk evaluation (its ETag).
 */
export function canonicalJson(value: unknown): string {
  return JSON.stringify(value, (_key, item: unknown) =>
    isRecord(item)
      ? Object.fromEntries(
          Object.keys(item)
            .sort()
            .map((name) => [name, item[name]]),
        )
      : item,
  );
}
