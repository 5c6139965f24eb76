/**
 * What the server writes after React's stream, before the document's end: the router's
 * hydration data (kept out of React's rendering: app/router-hydration-data.ts) and the image
 * signatures (known once the page is rendered: server/image-signatures.ts).
 */
import { Transform } from 'node:stream';

const DOCUMENT_END = Buffer.from('</body></html>');

/**
 * Passes a streamed document through, with `insert()` written just before its closing
 * `</body></html>` (asked for at the end, once everything else is rendered). The last bytes
 * are held back until then; a document that does not end so gets nothing inserted.
 */
export function insertBeforeDocumentEnd(insert: () => string): Transform {
  let held = Buffer.alloc(0);
  return new Transform({
    transform(chunk: Buffer | Uint8Array | string, _encoding, done) {
      const data = Buffer.concat([held, typeof chunk === 'string' ? Buffer.from(chunk) : chunk]);
      const keep = Math.min(DOCUMENT_END.length, data.length);
      held = Buffer.from(data.subarray(data.length - keep));
      done(null, data.subarray(0, data.length - keep));
    },
    flush(done) {
      const inserted = held.equals(DOCUMENT_END) ? insert() : '';
      done(null, Buffer.concat([Buffer.from(inserted), held]));
    },
  });
}
