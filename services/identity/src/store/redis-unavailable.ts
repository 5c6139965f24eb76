/**
 * Redis being out of reach, as the provider tells it: a state change that needs Redis answers
 * 503 with REDIS_UNAVAILABLE_MESSAGE (never a 500), as an HTML page to browsers and as an OAuth
 * error (`temporarily_unavailable`) on oidc-provider's JSON endpoints.
 */

import { isRedisUnavailable as isKitRedisUnavailable } from '@bytewire/service-kit';

export const REDIS_UNAVAILABLE_MESSAGE =
  'Sign-in is unavailable for a moment: accounts cannot be reached. Please try again in a few minutes.';

/** What a 503 asks a client to wait before trying again (the kit's breaker cools down in 2 s). */
export const REDIS_UNAVAILABLE_RETRY_AFTER_S = 30;

/**
 * Redis is out of reach. Shaped as oidc-provider's own errors (an exposed `status` and OAuth
 * `error`), so that the provider answers it as it is rather than as a `server_error` 500; and
 * never redirected to the client (`allow_redirect`): the reader sees the provider's page.
 */
export class RedisUnavailableError extends Error {
  override readonly name = 'RedisUnavailableError';
  readonly status = 503;
  readonly statusCode = 503;
  readonly expose = true;
  readonly allow_redirect = false;
  readonly error = 'temporarily_unavailable';
  readonly error_description = REDIS_UNAVAILABLE_MESSAGE;

  constructor(cause?: unknown) {
    // oidc-provider answers the message as the OAuth `error`.
    super('temporarily_unavailable', { cause });
  }
}

/** Whether an error is Redis being out of reach (the kit's rule, or already this error). */
export function isRedisUnavailable(error: unknown): boolean {
  return error instanceof RedisUnavailableError || isKitRedisUnavailable(error);
}

/** The error to throw on: a RedisUnavailableError for Redis out of reach, else the error itself. */
export function unavailableOr(error: unknown): unknown {
  return isRedisUnavailable(error) && !(error instanceof RedisUnavailableError)
    ? new RedisUnavailableError(error)
    : error;
}

/** Runs `task`, turning Redis being out of reach into a RedisUnavailableError. */
export async function withRedis<T>(task: () => Promise<T>): Promise<T> {
  try {
    return await task();
  } catch (error) {
    throw unavailableOr(error);
  }
}
