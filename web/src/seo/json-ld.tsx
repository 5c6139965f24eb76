/**
 * A JSON-LD block: `<script type="application/ld+json">`. The JSON is written raw into the
 * script element, so every character that could end the element or read as markup is escaped.
 */

import { scriptSafeJson } from '../html/script-json';

/** A JSON-LD object: plain JSON, with its `@context` and `@type`. */
export type JsonLdObject = { [key: string]: JsonLdValue };
export type JsonLdValue = string | number | boolean | null | JsonLdObject | JsonLdValue[];

/** The JSON text of `data`, safe to place inside a script element. */
export function serializeJsonLd(data: JsonLdObject): string {
  return scriptSafeJson(data);
}

export function JsonLd({ data }: { data: JsonLdObject }) {
  return (
    <script
      type="application/ld+json"
      dangerouslySetInnerHTML={{ __html: serializeJsonLd(data) }}
    />
  );
}
