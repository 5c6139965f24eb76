/**
 * The visible text of an HTML fragment, approximated without a DOM so that the same code runs
 * on the server and in the browser. Good enough for length estimates and structured data; not
 * a sanitiser.
 */

// A tag, with quoted attribute values that may contain '>'; comments count as tags.
const TAG = /<!--[\s\S]*?-->|<\/?([a-zA-Z][^\s/>]*)(?:[^>"']|"[^"]*"|'[^']*')*>/g;
// Phrasing elements sit inside words ('<b>light</b>.'); every other tag separates text.
const INLINE =
  /^(?:a|abbr|b|bdi|bdo|cite|code|data|dfn|em|i|kbd|mark|q|s|samp|small|span|strong|sub|sup|time|u|var|wbr)$/i;
// A no-break space reads as a gap between words, not as a word of its own.
const NBSP = /&nbsp;|&#160;|&#xa0;/gi;

/** The text of `html`: tags removed, whitespace runs one space, trimmed. */
export function plainText(html: string): string {
  return html
    .replace(TAG, (_tag, name: string | undefined) =>
      name !== undefined && INLINE.test(name) ? '' : ' ',
    )
    .replace(NBSP, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** Number of whitespace-separated words of the text of `html`. */
export function wordCount(html: string): number {
  const text = plainText(html);
  return text === '' ? 0 : text.split(' ').length;
}
