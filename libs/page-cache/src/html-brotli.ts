/**
 * Pages as Brotli, in one place: a cached page's copy is compressed once when kept (and
 * decompressed for a reader who does not take Brotli), and the gateway compresses any other page
 * of render's for its one reader. Text mode always; the quality is what differs.
 */
import { promisify } from 'node:util';
import { brotliCompress, brotliDecompress, constants, type BrotliOptions } from 'node:zlib';

/**
 * Quality 5 for a kept copy (sent to many readers): about a tenth of a second less per page than
 * the best, for a few percent.
 */
export const KEPT_COPY_QUALITY = 5;

/**
 * Quality 4 for one reader: on a 137 KB page about 34 KB in about half the time quality 5
 * takes (31.5 KB), which pays off only for a copy sent to many readers.
 */
export const ONE_READER_QUALITY = 4;

/** Brotli options for HTML at a quality; `sizeHint` the bytes to compress, when known. */
export function brotliTextOptions(quality: number, sizeHint?: number): BrotliOptions {
  return {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: quality,
      ...(sizeHint ? { [constants.BROTLI_PARAM_SIZE_HINT]: sizeHint } : {}),
    },
  };
}

const compress = promisify(brotliCompress);
const decompress = promisify(brotliDecompress);

/** HTML as Brotli, off the event loop (zlib's thread pool); a kept copy's quality by default. */
export function compressHtml(html: Buffer, quality = KEPT_COPY_QUALITY): Promise<Buffer> {
  return compress(html, brotliTextOptions(quality));
}

export function decompressHtml(body: Buffer): Promise<Buffer> {
  return decompress(body);
}
