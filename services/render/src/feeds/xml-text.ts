/**
 * Characters XML 1.0 allows in a document (https://www.w3.org/TR/xml/#charsets): tab, line
 * feed, carriage return and the rest of the Unicode range but surrogates, U+FFFE and U+FFFF.
 * The content API's text can carry any JSON string; anything outside this set would make the
 * feed unreadable to every XML parser, so it is dropped before the text reaches a writer.
 */
const NOT_XML_CHAR = /[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;

/** The text with every character XML cannot carry removed, trimmed. */
export function xmlText(text: string): string {
  return text.replace(NOT_XML_CHAR, '').trim();
}
