/**
 * The DecisionRequest of a page request: its cookies, query, `x-ab-test-variation` header and
 * context (path, device, edition, user agent), within limits so that a hostile request cannot
 * make the call large. The service validates every value itself.
 */
import { AB_VARIATION_HEADER, type DecisionRequest } from '@bytewire/experiments';
import type { PageRequestContext } from '../request/page-request-context';

/** Cookies passed on at most, and the longest value passed (longer ones are skipped). */
export const MAX_COOKIES = 50;
export const MAX_VALUE_LENGTH = 4096;
/** Distinct query parameters passed on at most. */
export const MAX_QUERY_PARAMS = 50;
/** Values of one repeated query parameter passed on at most. */
const MAX_QUERY_VALUES = 20;
const MAX_USER_AGENT_LENGTH = 512;

const fits = (value: string | undefined): value is string =>
  value !== undefined && value.length <= MAX_VALUE_LENGTH;

/** The context's cookies within the limits. */
function cookiesOf(context: PageRequestContext): Record<string, string> {
  const kept = Object.entries(context.cookies).filter((entry): entry is [string, string] =>
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

/**
 * The decision request of a page request: the cookies, query, edition and device as its
 * context holds them (see PageRequestContext), the variation header and user agent.
 */
export function decisionRequestOf(context: PageRequestContext): DecisionRequest {
  const variationHeader = context.header(AB_VARIATION_HEADER);
  const userAgent = context.userAgent?.slice(0, MAX_USER_AGENT_LENGTH);
  return {
    cookies: cookiesOf(context),
    query: queryOf(context.query),
    ...(fits(variationHeader) ? { variationHeader } : {}),
    context: {
      path: context.target.path,
      device: context.device,
      edition: context.edition,
      ...(userAgent ? { userAgent } : {}),
    },
  };
}
