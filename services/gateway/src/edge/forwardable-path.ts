import { safeSegments } from '@bytewire/routes';
import { hasMalformedUrl } from '@bytewire/service-kit';
import { CREDENTIAL_QUERY_PARAMS } from '@bytewire/site';
import type { FastifyRequest } from 'fastify';
import { splitUrl, withoutQueryParams } from './url-parts';

declare const checked: unique symbol;

/**
 * A request's path and raw query (no '?') once `forwardablePath` has passed them: the only
 * way to get one, so that nothing reaches an upstream unchecked (see `Forwarder.forward`).
 * `query` is what upstreams get: without the OAuth parameters of a sign-in's return
 * (CREDENTIAL_QUERY_PARAMS: `/auth/callback/?code=…&state=…`), which the browser's code reads
 * and no other service may see. `readerQuery` is the query as received, only for the gateway's
 * own redirects of the reader (a trailing-slash 301 must keep the code).
 */
export type ForwardablePath = {
  readonly path: string;
  readonly query: string;
  readonly readerQuery: string;
} & {
  readonly [checked]: true;
};

function checkedPath(path: string, readerQuery: string): ForwardablePath {
  const query = withoutQueryParams(readerQuery, CREDENTIAL_QUERY_PARAMS);
  return { path, query, readerQuery } as ForwardablePath;
}

/**
 * The path safety rule of the gateway, for every request it may forward, checked once per
 * request: the path can be handed to an upstream unchanged without the upstream reading it
 * differently from the gateway, because it arrived without malformed escapes and every segment
 * passes the route table's segment rule. `undefined` otherwise: the caller answers a 4xx and
 * nothing reaches an upstream.
 */
export function forwardablePath(request: FastifyRequest): ForwardablePath | undefined {
  if (hasMalformedUrl(request)) return undefined;
  const parts = splitUrl(request.url);
  return safeSegments(parts.path) === undefined ? undefined : checkedPath(parts.path, parts.query);
}

/** Printable ASCII without spaces: what a request line carries once browsers escape it. */
const URL_CHARS = /^[\x21-\x7e]+$/;

/**
 * A site path and query the gateway itself chose to forward (a vanity mask's target), held to
 * the same rule as a request's: printable ASCII, decodable escapes, every segment passing the
 * route table's segment rule. A fragment is dropped (it never reaches a server).
 */
export function forwardableSitePath(pathAndQuery: string): ForwardablePath | undefined {
  const url = pathAndQuery.split('#', 1)[0] ?? '';
  if (!url.startsWith('/') || !URL_CHARS.test(url)) return undefined;
  const parts = splitUrl(url);
  if (safeSegments(parts.path) === undefined) return undefined;
  return checkedPath(parts.path, parts.query);
}
