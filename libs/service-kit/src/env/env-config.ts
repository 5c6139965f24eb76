/**
 * A service's typed configuration, derived from its environment class: the class says each
 * variable once (its name, rules and default), and the configuration holds the validated
 * values under their camel-case names (CONTENT_API_URL → `contentApiUrl`), read-only, typed
 * from the class. A service adds what it derives from several variables as fields:
 *
 *     export class GatewayConfig extends EnvConfig<GatewayEnv>() {
 *       readonly publicOrigin = new URL(this.publicUrl).origin;
 *     }
 *
 * and provides it with `envConfigProvider(GatewayConfig)`, from the environment `EnvModule`
 * validated at start-up (`VALIDATED_ENV`).
 */
import type { FactoryProvider } from '@nestjs/common';

/** The injection token of the validated environment: the service's environment class's instance. */
export const VALIDATED_ENV = 'bytewire:validated-env';

type CapitalWords<S extends string> = S extends `${infer Word}_${infer Rest}`
  ? `${Capitalize<Lowercase<Word>>}${CapitalWords<Rest>}`
  : Capitalize<Lowercase<S>>;

/** A variable's name in the configuration: `PAGE_CACHE_MAX_ENTRIES` → `pageCacheMaxEntries`. */
export type CamelCaseName<S extends string> = S extends `${infer Word}_${infer Rest}`
  ? `${Lowercase<Word>}${CapitalWords<Rest>}`
  : Lowercase<S>;

/** The configuration of an environment class `E`: each variable, read-only, camel-cased. */
export type EnvConfigOf<E> = {
  readonly [K in keyof E & string as CamelCaseName<K>]: E[K];
};

/** `camelCaseName('PAGE_CACHE_MAX_ENTRIES')` is `'pageCacheMaxEntries'` (see `CamelCaseName`). */
export function camelCaseName(name: string): string {
  return name.toLowerCase().replace(/_([^_])/g, (_match, first: string) => first.toUpperCase());
}

/**
 * The base class of a configuration over the environment class `E`: its constructor takes the
 * validated environment and sets each variable's value, read-only, under its camel-case name.
 * A subclass may replace a variable by a value made from it (a date from CORPUS_ANCHOR): it
 * leaves the variable out of the type, `EnvConfig<Omit<E, 'CORPUS_ANCHOR'>>()`, and declares the
 * field itself.
 */
export function EnvConfig<E extends object>(): new (env: E) => EnvConfigOf<E> {
  class Config {
    constructor(env: E) {
      for (const [name, value] of Object.entries(env)) {
        Object.defineProperty(this, camelCaseName(name), {
          value,
          enumerable: true,
          configurable: true,
        });
      }
    }
  }
  return Config as unknown as new (env: E) => EnvConfigOf<E>;
}

/**
 * The provider of a configuration class, made from the validated environment and frozen:
 * `new configClass(env)`, or `from(env)` where the configuration checks more than each variable
 * alone (two keys that must differ): a check that throws stops the start-up with its message.
 */
export function envConfigProvider<C extends object, E>(
  configClass: abstract new (env: E) => C,
  from?: (env: E) => C,
): FactoryProvider<C> {
  const make = from ?? ((env: E) => new (configClass as new (env: E) => C)(env));
  return {
    provide: configClass,
    inject: [VALIDATED_ENV],
    useFactory: (env: E) => Object.freeze(make(env)),
  };
}
