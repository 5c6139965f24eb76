/**
 * Pages go out Brotli-compressed to readers who take it (issue 33): render answers plain HTML
 * (about 137 KB for an article, a fifth of that as Brotli). A cached page's copy is compressed
 * once when kept (@bytewire/page-cache, quality 5) and those bytes are sent; any other page of
 * render's (a never-cached route, a page not kept, its 404 page) is compressed here for its one
 * reader, at a quality chosen for latency (the Brotli options and both qualities are the page
 * cache's, html-brotli.ts). Brotli only, as cached copies always were: a reader
 * who does not take it gets plain HTML.
 */
import { brotliTextOptions, ONE_READER_QUALITY } from '@bytewire/page-cache';
import { Negotiator } from '@fastify/accept-negotiator';
import type { IncomingHttpHeaders } from 'node:http';
import { promisify } from 'node:util';
import { brotliCompress, createBrotliCompress, type BrotliCompress } from 'node:zlib';

const encodings = new Negotiator({ supportedValues: ['br', 'identity'] });

/** Whether the reader's Accept-Encoding takes Brotli (q=0 refuses it; names are case-blind). */
export function takesBrotli(acceptEncoding: string | string[] | undefined): boolean {
  const header = Array.isArray(acceptEncoding) ? acceptEncoding.join(',') : acceptEncoding;
  return encodings.negotiate((header ?? '').toLowerCase()) === 'br';
}

/**
 * Whether an upstream answer is HTML the gateway may compress: a status with a body, HTML, not
 * encoded already (never compressed twice).
 */
export function isCompressibleHtml(status: number, headers: IncomingHttpHeaders): boolean {
  const encoding = String(headers['content-encoding'] ?? 'identity').toLowerCase();
  return (
    status >= 200 &&
    status !== 204 &&
    status !== 304 &&
    encoding === 'identity' &&
    String(headers['content-type'] ?? '').startsWith('text/html')
  );
}

/** A Vary naming Accept-Encoding, with what the answer's own Vary named. */
export function varyOnAcceptEncoding(vary: unknown): string {
  const named = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  if (named.some((name) => name === '*' || name.toLowerCase() === 'accept-encoding')) {
    return named.join(', ');
  }
  return [...named, 'accept-encoding'].join(', ');
}

const compress = promisify(brotliCompress);

/**
 * A page for one reader, compressed off the event loop (zlib's thread pool), with the page
 * cache's Brotli options at its one-reader quality (and the page's size as a hint).
 */
export function compressForOneReader(html: Buffer): Promise<Buffer> {
  return compress(html, brotliTextOptions(ONE_READER_QUALITY, html.length));
}

/** The same as a stream, for an answer passed on as it arrives; `bytes` when known. */
export function compressorForOneReader(bytes?: number): BrotliCompress {
  return createBrotliCompress(brotliTextOptions(ONE_READER_QUALITY, bytes));
}
