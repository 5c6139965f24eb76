/**
 * The Fetch Request the web app's loaders see, built from the incoming request: the public
 * origin with the path and query as received, the incoming headers, the request id.
 */
import { REQUEST_ID_HEADER } from '@bytewire/service-kit';
import type { FastifyRequest } from 'fastify';

export function toFetchRequest(
  request: FastifyRequest,
  publicOrigin: string,
  signal: AbortSignal,
): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(request.headers)) {
    if (typeof value === 'string') headers.set(name, value);
    else for (const item of value ?? []) headers.append(name, item);
  }
  headers.set(REQUEST_ID_HEADER, request.id);
  // Concatenated, not resolved: a path like '//other.host/x' must stay a path of this site.
  return new Request(`${publicOrigin}${request.url}`, { method: 'GET', headers, signal });
}
