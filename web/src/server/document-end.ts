/**
 * What the server adds to the document React rendered: the bootstrap scripts (their preloads
 * in the head; server/bootstrap-scripts.ts), the router's hydration data
 * (server/router-hydration-script.ts) and the image signatures (server/image-signatures.ts),
 * the last two known only once the page is rendered.
 */

const HEAD_END = '</head>';
const DOCUMENT_END = '</body></html>';

export interface DocumentEnds {
  /** Written just before `</head>`. */
  head: string;
  /** Written just before the closing `</body></html>`. */
  body: string;
}

/**
 * `html` with `ends` in place. The head's end is its first `</head>` (markup in the body is
 * escaped, so the text cannot occur before); a document that does not end with
 * `</body></html>`, or has no head, gets nothing there.
 */
export function withDocumentEnds(html: string, ends: DocumentEnds): string {
  // Both places are found in `html` itself and the document is joined once: a document joined
  // with its head's end and then searched again would be copied whole (a flattened string) a
  // second time. Neither end can overlap the other, so the places are the same.
  const headEnd = html.indexOf(HEAD_END);
  const bodyEnd = html.endsWith(DOCUMENT_END) ? html.length - DOCUMENT_END.length : -1;
  if (headEnd < 0 && bodyEnd < 0) return html;
  if (bodyEnd < 0) return `${html.slice(0, headEnd)}${ends.head}${html.slice(headEnd)}`;
  if (headEnd < 0) return `${html.slice(0, bodyEnd)}${ends.body}${DOCUMENT_END}`;
  return `${html.slice(0, headEnd)}${ends.head}${html.slice(headEnd, bodyEnd)}${ends.body}${DOCUMENT_END}`;
}
