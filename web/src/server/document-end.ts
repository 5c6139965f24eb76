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
  const headEnd = html.indexOf(HEAD_END);
  const withHead =
    headEnd < 0 ? html : `${html.slice(0, headEnd)}${ends.head}${html.slice(headEnd)}`;
  if (!withHead.endsWith(DOCUMENT_END)) return withHead;
  return `${withHead.slice(0, -DOCUMENT_END.length)}${ends.body}${DOCUMENT_END}`;
}
