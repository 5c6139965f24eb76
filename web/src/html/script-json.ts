/**
 * JSON written raw inside a script element (JSON-LD, AMP configuration, the page's image
 * signatures): every character that could end the element or read as markup is escaped.
 */

// `<`, `>` and `&` could close the script (`</script>`) or open a comment (`<!--`); U+2028 and
// U+2029 end lines in older JavaScript parsers. All are escaped as \uXXXX, which JSON reads
// back as the same characters.
const UNSAFE = /[<>&\u2028\u2029]/g;

/** The JSON text of `value`, safe to place inside a script element. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}
