/**
 * A JSON-LD block: `<script type="application/ld+json">`. The JSON is written raw into the
 * script element, so every character that could end the element or read as markup is escaped.
 */

/** A JSON-LD object: plain JSON, with its `@context` and `@type`. */
export type JsonLdObject = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | null | JsonLdObject | JsonLdValue[];

// `<`, `>` and `&` could close the script (`</script>`) or open a comment (`<!--`); U+2028 and
// U+2029 end lines in older JavaScript parsers. All are escaped as \uXXXX, which JSON reads
// back as the same characters.
const UNSAFE = /[<>&\u2028\u2029]/g;

/** The JSON text of `data`, safe to place inside a script element. */
export function serializeJsonLd(data: JsonLdObject): string {
  return JSON.stringify(data).replace(
    UNSAFE,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

export function JsonLd({ data }: { data: JsonLdObject }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
