/**
 * Whether a third-party library's global has the methods the page calls: what a tag defines is
 * whatever its host sent (another script may have taken the name, a getter may throw), so its
 * shape is checked before any call.
 */
export function hasMethods(value: unknown, names: readonly string[]): boolean {
  try {
    return (
      typeof value === 'object' &&
      value !== null &&
      names.every((name) => typeof (value as Record<string, unknown>)[name] === 'function')
    );
  } catch {
    return false;
  }
}
