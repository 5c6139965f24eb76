/**
 * A request's cookies, parsed once on first use and kept for the rest of the request: the one
 * reading of the Cookie header for the page path (PageRequestContext), the readers' APIs (the
 * email share's form token) and AMP's consent endpoints. Lazy, so a request that reads no
 * cookie (a cached page's hit, an asset) never parses the header.
 */
import { parse } from 'cookie';
import type { FastifyRequest } from 'fastify';
import { single } from './first-value';

/** The request's cookies by name, as the `cookie` package parses them (the first of a name). */
export type RequestCookies = Readonly<Record<string, string | undefined>>;

const NO_COOKIES: RequestCookies = Object.freeze({});
const parsed = new WeakMap<FastifyRequest, RequestCookies>();

/** `request`'s cookies (`{}` without a Cookie header), parsed on the first call. */
export function cookiesOf(request: FastifyRequest): RequestCookies {
  let cookies = parsed.get(request);
  if (cookies === undefined) {
    const header = single(request.headers.cookie);
    cookies = header ? parse(header) : NO_COOKIES;
    parsed.set(request, cookies);
  }
  return cookies;
}
