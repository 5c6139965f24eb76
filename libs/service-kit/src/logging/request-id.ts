import { randomUUID } from 'node:crypto';

export const REQUEST_ID_HEADER = 'x-request-id';

/** Ids a client or an upstream may hand us: short, and safe in headers and logs. */
const WELL_FORMED_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The request id of an incoming request: its `x-request-id` when well formed (so one id
 * follows a request through every service), otherwise a new UUID.
 */
export function requestIdFrom(header: string | string[] | undefined): string {
  return typeof header === 'string' && WELL_FORMED_REQUEST_ID.test(header) ? header : randomUUID();
}
