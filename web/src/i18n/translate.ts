/**
 * A string of a catalogue by key, its `{name}` placeholders filled with the values given (a
 * placeholder without one stays as written). A key the catalogue lacks shows as itself, and
 * development builds warn about it, so that a missing string is seen rather than blank. Keys
 * and placeholders are the code's own (typed by the catalogue), never a reader's input.
 */
export function translate(
  messages: Readonly<Record<string, string>>,
  key: string,
  values: Readonly<Record<string, string>> = {},
): string {
  const known = Object.hasOwn(messages, key);
  if (process.env.NODE_ENV !== 'production' && !known) {
    console.warn(`Missing translation key: ${key}`);
  }
  return (known ? messages[key]! : key).replace(
    /\{(\w+)\}/g,
    (placeholder, name: string) => values[name] ?? placeholder,
  );
}
