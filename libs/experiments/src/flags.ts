import { ALL_FLAGS, FEATURE_DISABLE_PARAM, FEATURE_ENABLE_PARAM } from './constants';
import { listValues } from './query-values';

/**
 * Feature flags for a request (spec 001 s4): the defaults, overridden by the featureEnable and
 * featureDisable query parameters (comma-separated, repeatable). `all` covers every flag; an
 * override wins over the default; unknown names are ignored. Precedence when a flag is named
 * on both sides: a flag named itself beats `all` (featureEnable=all&featureDisable=ads turns
 * everything on but ads), and between two equal overrides disable wins (the safe side).
 */
export function resolveFlags(
  defaults: Readonly<Record<string, boolean>>,
  query: Readonly<Record<string, unknown>>,
): Record<string, boolean> {
  const enable = new Set(listValues(query[FEATURE_ENABLE_PARAM]));
  const disable = new Set(listValues(query[FEATURE_DISABLE_PARAM]));
  const resolve = (name: string, value: boolean): boolean => {
    if (disable.has(name)) return false;
    if (enable.has(name)) return true;
    if (disable.has(ALL_FLAGS)) return false;
    if (enable.has(ALL_FLAGS)) return true;
    return value === true;
  };
  return Object.fromEntries(
    Object.entries(defaults).map(([name, value]) => [name, resolve(name, value)]),
  );
}
