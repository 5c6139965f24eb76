/** Reading the XML outputs back as a feed reader or crawler would: well-formed first, then parsed. */
import { XMLParser, XMLValidator } from 'fast-xml-parser';

const LISTS = new Set(['item', 'url', 'sitemap', 'category']);

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  // Keep every value a string, as written.
  parseTagValue: false,
  parseAttributeValue: false,
  isArray: (name) => LISTS.has(name),
});

/** Throws with the parser's message unless `text` is well-formed XML; else its parsed tree. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export function parseXml(text: string): any {
  const valid = XMLValidator.validate(text);
  if (valid !== true) throw new Error(`not well-formed XML: ${JSON.stringify(valid.err)}`);
  return parser.parse(text);
}

/** RFC 822 date-time as RSS 2.0 wants it, e.g. `Mon, 05 Jan 2026 09:30:00 GMT`. */
export const RFC_822 =
  /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun), \d{2} (Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{4} \d{2}:\d{2}:\d{2} GMT$/;
