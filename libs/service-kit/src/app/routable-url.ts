import type { IncomingMessage } from 'node:http';
import type { FastifyRequest } from 'fastify';

const MALFORMED_URL = Symbol('bytewire.malformedUrl');

type MarkedRequest = IncomingMessage & { [MALFORMED_URL]?: true };

function isDecodable(path: string): boolean {
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
}

/**
 * Fastify's `rewriteUrl`. The router answers a path it cannot decode (malformed escapes such
 * as `%zz`) with a bare 400 that skips every hook: no request id, no log line, no metric.
 * Such a path is routed instead with each '%' escaped, and the request is marked so that a
 * handler can refuse it in its own words (see `hasMalformedUrl`).
 */
export function routableUrl(req: IncomingMessage): string {
  const url = req.url ?? '/';
  const queryStart = url.indexOf('?');
  const path = queryStart === -1 ? url : url.slice(0, queryStart);
  if (isDecodable(path)) return url;
  (req as MarkedRequest)[MALFORMED_URL] = true;
  return path.replaceAll('%', '%25') + url.slice(path.length);
}

/** Whether the request's path arrived with malformed percent-escapes (see `routableUrl`). */
/**
 * The request target as it came, before `routableUrl` escaped a malformed one (fastify keeps it
 * as `originalUrl` when it rewrote the URL): for length limits and signatures over raw bytes.
 */
export function receivedUrl(request: FastifyRequest): string {
  const raw = request.raw as IncomingMessage & { originalUrl?: string };
  return raw.originalUrl ?? raw.url ?? '';
}

export function hasMalformedUrl(request: FastifyRequest): boolean {
  return (request.raw as MarkedRequest)[MALFORMED_URL] === true;
}
