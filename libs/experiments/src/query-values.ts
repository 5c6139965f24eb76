/**
 * The values of a query parameter or header as a list: a repeated one gives all its values, each
 * split on commas, trimmed, empty ones dropped. Anything not a string is ignored (hostile input).
 */
export function listValues(raw: unknown): string[] {
  const values: readonly unknown[] = Array.isArray(raw) ? raw : [raw];
  return values
    .filter((value): value is string => typeof value === 'string')
    .flatMap((value) => value.split(','))
    .map((value) => value.trim())
    .filter((value) => value !== '');
}
