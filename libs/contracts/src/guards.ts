/**
 * The two value guards every check of this library builds on, in a module of their own: the
 * browser's first load uses them (the page head, the image rule) without taking in the answer
 * checks beside them in validate.ts.
 */

/**
 * True for a plain JSON object: not null, not an array. The one such check of the project:
 * import it rather than writing another.
 */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** True for a plain JSON object whose `fields` are all strings: what a record's type requires. */
export function hasStrings(value: unknown, ...fields: string[]): value is Record<string, unknown> {
  return isRecord(value) && fields.every((field) => typeof value[field] === 'string');
}

/** True for a string with something besides white space: a text a reader can be shown. */
export function isNonBlankString(value: unknown): value is string {
  return typeof value === 'string' && value.trim() !== '';
}

/**
 * `list` without the entries `keep` refuses: the same list when it keeps them all, so that a
 * clean answer is not copied. The one such helper of the project.
 */
export function kept<T>(list: readonly unknown[], keep: (value: unknown) => value is T): T[] {
  const entries = list.filter(keep);
  return entries.length === list.length ? (list as T[]) : entries;
}

/** `kept` of a value that should be a list; anything but a list reads as absent. */
export function listOf<T>(value: unknown, keep: (value: unknown) => value is T): T[] | undefined {
  return Array.isArray(value) ? kept(value, keep) : undefined;
}
