/**
 * A variable whose default is another variable's value (PAGE_CACHE_REDIS_URL: REDIS_URL's).
 * class-transformer applies a class's own defaults but runs no transform for an absent
 * variable, so `validateEnv` fills these in itself (`applyFallbacks`) once the environment is
 * valid: a bad source is reported under its own name only. Declare the variable optional.
 */

/** Per class prototype: variable name to the name of the variable it falls back to. */
const FALLBACKS = new WeakMap<object, Map<string, string>>();

/** Unset or empty, the variable takes the value of `source` (its default applied). */
export function DefaultsTo(source: string): PropertyDecorator {
  return (target, property) => {
    const own = FALLBACKS.get(target) ?? new Map<string, string>();
    own.set(String(property), source);
    FALLBACKS.set(target, own);
  };
}

/** Gives each unset or empty `@DefaultsTo` variable of `env` (or its bases) its source's value. */
export function applyFallbacks(env: object): void {
  const values = env as Record<string, unknown>;
  for (let proto = Object.getPrototypeOf(env); proto; proto = Object.getPrototypeOf(proto)) {
    for (const [property, source] of FALLBACKS.get(proto as object) ?? []) {
      if (values[property] === undefined || values[property] === '') {
        values[property] = values[source];
      }
    }
  }
}
