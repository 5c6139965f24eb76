/**
 * What a decision adds to the page exchange: request headers for render (x-ab-state,
 * x-feature-flags: see @bytewire/experiments forwarded-headers) and response headers for the
 * browser (its cookies as Set-Cookie, its x-ab-* headers of spec 001 s7). Both are empty
 * without a decision: no test, no flags header, the page as usual.
 */
import {
  forwardedDecisionHeaders,
  SAFE_HEADER_VALUE,
  type CookieToSet,
  type Decision,
} from '@bytewire/experiments';
import { serialize } from 'cookie';

export interface DecisionHeaders {
  /** Added to the request forwarded to render. */
  forwarded: Record<string, string>;
  /** Set on the answer to the browser (set-cookie is a list). */
  response: Record<string, string | string[]>;
}

export const NO_DECISION_HEADERS: DecisionHeaders = { forwarded: {}, response: {} };

const AB_HEADER_NAME = /^x-ab-[a-z0-9-]{1,64}$/;

/**
 * The attributes of a decision cookie (`; Max-Age=…; Domain=…; Path=/; Secure; SameSite=Lax`),
 * as the cookie package writes them after `name=value`, by max age and domain; null for options
 * it refuses. Worked out once per pair (a new visitor's id cookie is set on every page of a
 * reader without one): bounded, a handful of pairs are ever configured.
 */
const cookieAttributes = new Map<string, string | null>();
const MAX_COOKIE_ATTRIBUTE_SETS = 256;

function attributesOf(maxAge: number, domain: string | undefined): string | null {
  const key = `${maxAge} ${domain ?? ''}`;
  let attributes = cookieAttributes.get(key);
  if (attributes === undefined) {
    try {
      const written = serialize('n', '', {
        path: '/',
        sameSite: 'lax',
        secure: true,
        maxAge,
        ...(domain ? { domain } : {}),
      });
      attributes = written.slice('n='.length);
    } catch {
      attributes = null;
    }
    if (cookieAttributes.size >= MAX_COOKIE_ATTRIBUTE_SETS) cookieAttributes.clear();
    cookieAttributes.set(key, attributes);
  }
  return attributes;
}

/**
 * The Set-Cookie value, or undefined for a cookie the cookie package refuses: its `name=value`
 * (checked by the package) and its attributes (see attributesOf), the very string one call
 * with the options would write.
 */
function setCookieOf({ name, value, maxAge, domain }: CookieToSet): string | undefined {
  const attributes = attributesOf(Math.max(0, Math.floor(maxAge)), domain);
  if (attributes === null) return undefined;
  try {
    return serialize(name, value) + attributes;
  } catch {
    return undefined;
  }
}

export function decisionHeaders(decision: Decision | undefined): DecisionHeaders {
  if (!decision) return NO_DECISION_HEADERS;
  const forwarded = forwardedDecisionHeaders(decision);
  const response: Record<string, string | string[]> = {};
  for (const [name, value] of Object.entries(decision.headers)) {
    const lower = name.toLowerCase();
    if (AB_HEADER_NAME.test(lower) && SAFE_HEADER_VALUE.test(value)) response[lower] = value;
  }
  const cookies = decision.cookies
    .map(setCookieOf)
    .filter((cookie): cookie is string => cookie !== undefined);
  if (cookies.length > 0) response['set-cookie'] = cookies;
  return { forwarded, response };
}
