import { EDITION_COOKIE, EDITION_HEADER, preferredEditionFrom } from '@bytewire/site';
import { parse } from 'cookie';
import type { FastifyRequest } from 'fastify';

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/**
 * The request's preferred edition by the web app's rule (`preferredEditionFrom` of
 * @bytewire/site: query, cookie, header, default): the edition render will show, for the
 * vanity lookup and the experiments decision alike.
 */
export function requestEdition(request: FastifyRequest, query: string): string {
  const cookieHeader = single(request.headers.cookie);
  return preferredEditionFrom({
    query: new URLSearchParams(query),
    cookie: cookieHeader ? parse(cookieHeader)[EDITION_COOKIE] : undefined,
    header: single(request.headers[EDITION_HEADER]),
  });
}
