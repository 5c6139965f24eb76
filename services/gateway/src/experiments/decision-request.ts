/**
 * The DecisionRequest of a page request: its cookies, query, `x-ab-test-variation` header and
 * context (path, device, edition, user agent), within limits so that a hostile request cannot
 * make the call large. The service validates every value itself.
 */
import { AB_VARIATION_HEADER, type DecisionRequest } from '@bytewire/experiments';
import { parse } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { ForwardablePath } from '../edge/forwardable-path';
import { requestDevice } from '../request/request-device';
import { requestEdition } from '../request/request-edition';

/** Cookies passed on at most, and the longest value passed (longer ones are skipped). */
export const MAX_COOKIES = 50;
export const MAX_VALUE_LENGTH = 4096;
/** Distinct query parameters passed on at most. */
export const MAX_QUERY_PARAMS = 50;
/** Values of one repeated query parameter passed on at most. */
const MAX_QUERY_VALUES = 20;
const MAX_USER_AGENT_LENGTH = 512;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

const fits = (value: string | undefined): value is string =>
  value !== undefined && value.length <= MAX_VALUE_LENGTH;

function cookiesOf(request: FastifyRequest): Record<string, string> {
  const header = single(request.headers.cookie);
  if (!header) return {};
  const kept = Object.entries(parse(header)).filter((entry): entry is [string, string] =>
    fits(entry[1]),
  );
  return Object.fromEntries(kept.slice(0, MAX_COOKIES));
}

/** The query as a record; a repeated parameter is an array of its values. */
function queryOf(params: URLSearchParams): Record<string, string | string[]> {
  const query = new Map<string, string | string[]>();
  for (const [name, value] of params) {
    if (!fits(name) || !fits(value)) continue;
    const seen = query.get(name);
    if (seen === undefined) {
      if (query.size < MAX_QUERY_PARAMS) query.set(name, value);
    } else if (!Array.isArray(seen) || seen.length < MAX_QUERY_VALUES) {
      query.set(name, Array.isArray(seen) ? [...seen, value] : [seen, value]);
    }
  }
  return Object.fromEntries(query);
}

export function decisionRequestOf(
  request: FastifyRequest,
  { path, query }: ForwardablePath,
): DecisionRequest {
  const params = new URLSearchParams(query);
  const cookies = cookiesOf(request);
  const variationHeader = single(request.headers[AB_VARIATION_HEADER]);
  const userAgent = single(request.headers['user-agent'])?.slice(0, MAX_USER_AGENT_LENGTH);
  return {
    cookies,
    query: queryOf(params),
    ...(fits(variationHeader) ? { variationHeader } : {}),
    context: {
      path,
      device: requestDevice(request, params, cookies),
      edition: requestEdition(request, query),
      ...(userAgent ? { userAgent } : {}),
    },
  };
}
