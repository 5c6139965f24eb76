/**
 * Injection of ads and modules between the body's paragraphs (spec 000 s9). Bodies come as
 * blocks separated by line breaks; runs of them are collapsed first because renderers that keep
 * line breaks would show them as empty gaps around the injected block.
 */

// Two or more line breaks, with only spaces or tabs on the lines between them.
const LINE_BREAK_RUN = /(?:\r\n|\r|\n)(?:[ \t]*(?:\r\n|\r|\n))+/g;

/** Collapses runs of two or more consecutive line breaks to one `\n`; `<br>` is content. */
export function collapseLineBreaks(html: string): string {
  return html.replace(LINE_BREAK_RUN, '\n');
}

// Tags (quoted attribute values may hold '>'), and comments, which must not count.
const TAG = /<!--[\s\S]*?-->|<(\/?)([a-zA-Z][^\s/>]*)((?:[^>"']|"[^"]*"|'[^']*')*)>/g;
const VOID_ELEMENTS: ReadonlySet<string> = new Set([
  'area',
  'base',
  'br',
  'col',
  'embed',
  'hr',
  'img',
  'input',
  'link',
  'meta',
  'source',
  'track',
  'wbr',
]);

/**
 * Offset just after the closing tag of the body's `n`th top-level paragraph (1-based), or
 * undefined when there are fewer. Paragraphs inside blockquotes, lists or tables do not count:
 * a block injected there would break the enclosing element.
 */
function afterParagraph(html: string, n: number): number | undefined {
  let depth = 0;
  let seen = 0;
  for (const match of html.matchAll(TAG)) {
    const [tag, closing, rawName = '', attributes = ''] = match;
    const name = rawName.toLowerCase();
    if (tag.startsWith('<!--') || VOID_ELEMENTS.has(name) || attributes.endsWith('/')) continue;
    if (closing === '') {
      depth += 1;
      continue;
    }
    depth = Math.max(0, depth - 1);
    if (name === 'p' && depth === 0 && ++seen === n) return (match.index ?? 0) + tag.length;
  }
  return undefined;
}

/**
 * Collapses line breaks, then inserts `markup` right after the `n`th top-level paragraph
 * (1-based). With fewer paragraphs (or n below 1) the collapsed body comes back unchanged.
 */
export function injectAfterParagraph(html: string, n: number, markup: string): string {
  const collapsed = collapseLineBreaks(html);
  if (!Number.isInteger(n) || n < 1) return collapsed;
  const at = afterParagraph(collapsed, n);
  return at === undefined ? collapsed : collapsed.slice(0, at) + markup + collapsed.slice(at);
}
