/**
 * Which of an upstream answer's headers reach the reader, for every way the gateway passes an
 * answer on (the forwarder's streams, the page cache's rendered pages).
 */
import { CONTENT_IDS_HEADER, RENDER_BUILD_HEADER } from '@bytewire/page-cache';
import type { IncomingHttpHeaders } from 'node:http';

/** Response headers that describe one connection, not the answer (RFC 9110 s7.6.1). */
const HOP_BY_HOP: ReadonlySet<string> = new Set([
  'connection',
  'keep-alive',
  'transfer-encoding',
  'upgrade',
  'te',
  'trailer',
]);

/**
 * Headers the cluster's services tell each other, never the reader: render's web build and
 * the content a page shows (for the page cache).
 */
const INTERNAL: ReadonlySet<string> = new Set([CONTENT_IDS_HEADER, RENDER_BUILD_HEADER]);

/**
 * The answer's headers without the hop-by-hop ones (proxy-*, and those Connection names) and
 * the internal ones.
 */
export function endToEndHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const named = new Set(
    String(headers.connection ?? '')
      .split(',')
      .map((token) => token.trim().toLowerCase()),
  );
  return Object.fromEntries(
    Object.entries(headers).filter(
      ([name, value]) =>
        value !== undefined &&
        !HOP_BY_HOP.has(name) &&
        !INTERNAL.has(name) &&
        !name.startsWith('proxy-') &&
        !named.has(name),
    ),
  );
}

/** 3xx but 304 (Not Modified answers a conditional request, it sends nobody anywhere). */
export function isRedirect(statusCode: number): boolean {
  return statusCode >= 300 && statusCode < 400 && statusCode !== 304;
}
