import { ALL_FLAGS } from '@bytewire/experiments';

/**
 * FEATURE_FLAGS: the initial flag defaults, `name=true|false` items separated by commas
 * (e.g. `ads=true,adDisplay=true,cohesion=false,consent=true,vanityMask=true`).
 */
export const DEFAULT_FEATURE_FLAGS =
  'ads=true,adDisplay=true,cohesion=false,consent=true,vanityMask=true';

/** A flag name: a letter, then letters, digits and underscores; at most 64 characters. */
export const FLAG_NAME_PATTERN = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
export const FLAG_NAME_RULE = `a flag name starts with a letter and has only letters, digits and underscores (at most 64 characters), and is not '${ALL_FLAGS}' (the override of every flag)`;

/** Whether `name` can name a flag. */
export function isFlagName(name: string): boolean {
  return FLAG_NAME_PATTERN.test(name) && name !== ALL_FLAGS;
}

/** Parses FEATURE_FLAGS; throws with a message naming the variable and the bad item. */
export function parseFeatureFlags(raw: string): Record<string, boolean> {
  const flags: Record<string, boolean> = {};
  if (raw.trim() === '') return flags;
  for (const item of raw.split(',')) {
    const match = /^\s*([^=\s]*)\s*=\s*(true|false)\s*$/.exec(item);
    const name = match?.[1] ?? '';
    if (!match || !isFlagName(name)) {
      throw new Error(
        `FEATURE_FLAGS must be name=true|false items separated by commas, where ${FLAG_NAME_RULE}; got ${JSON.stringify(item.slice(0, 80))}`,
      );
    }
    if (Object.hasOwn(flags, name)) {
      throw new Error(`FEATURE_FLAGS names the flag ${name} twice`);
    }
    flags[name] = match[2] === 'true';
  }
  return flags;
}
