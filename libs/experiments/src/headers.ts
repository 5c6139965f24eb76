import { AB_COOKIE } from './constants';
import { formatState } from './state';
import type { TestDefinition, TestState } from './types';

/** The x-ab-* response headers (spec 001 s7); README.md documents each value. */
export const AB_HEADERS = {
  buckets: 'x-ab-buckets',
  test: 'x-ab-test',
  version: 'x-ab-version',
  endDate: 'x-ab-end-date',
  runningTests: 'x-ab-running-tests',
  cookieName: 'x-ab-cookie-name',
  cookieDomain: 'x-ab-cookie-domain',
  cookieSecure: 'x-ab-cookie-secure',
  allocationNeeded: 'x-ab-allocation-needed',
} as const;

export interface AbHeaderInput {
  /** The visitor's states in the tests running for the request, in definition order. */
  states: readonly TestState[];
  /** The tests running for the request (dates and criteria). */
  running: readonly TestDefinition[];
  /** Whether this request bucketed or excluded the visitor in some test (cookies to set). */
  allocated: boolean;
  cookieDomain?: string;
}

/**
 * Lists are comma-separated and aligned: the n-th test, version and end date belong to the
 * n-th bucket. A header with nothing to say (no state, no running test, no domain) is omitted.
 */
export function abHeaders({
  states,
  running,
  allocated,
  cookieDomain,
}: AbHeaderInput): Record<string, string> {
  const endDate = (id: string) => running.find((test) => test.id === id)?.endDate ?? '';
  const headers: Record<string, string> = {};
  if (states.length > 0) {
    headers[AB_HEADERS.buckets] = states.map(formatState).join(',');
    headers[AB_HEADERS.test] = states.map(({ id }) => id).join(',');
    headers[AB_HEADERS.version] = states.map(({ version }) => version).join(',');
    headers[AB_HEADERS.endDate] = states.map(({ id }) => endDate(id)).join(',');
  }
  if (running.length > 0) headers[AB_HEADERS.runningTests] = running.map(({ id }) => id).join(',');
  headers[AB_HEADERS.cookieName] = AB_COOKIE;
  if (cookieDomain) headers[AB_HEADERS.cookieDomain] = cookieDomain;
  headers[AB_HEADERS.cookieSecure] = 'true';
  headers[AB_HEADERS.allocationNeeded] = String(allocated);
  return headers;
}
