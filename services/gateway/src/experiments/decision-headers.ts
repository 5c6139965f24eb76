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

/** The Set-Cookie value, or undefined for a cookie the cookie package refuses. */
function setCookieOf({ name, value, maxAge, domain }: CookieToSet): string | undefined {
  try {
    return serialize(name, value, {
      path: '/',
      sameSite: 'lax',
      secure: true,
      maxAge: Math.max(0, Math.floor(maxAge)),
      ...(domain ? { domain } : {}),
    });
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
