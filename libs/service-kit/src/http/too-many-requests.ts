import { HttpException, HttpStatus } from '@nestjs/common';

export const RETRY_AFTER_HEADER = 'retry-after';

/**
 * Past a limit: a 429 with the caller's message. `retryAfterS` becomes its Retry-After header
 * wherever the kit answers errors (HttpErrorFilter, addJsonRoute).
 */
export class TooManyRequests extends HttpException {
  constructor(
    message: string,
    readonly retryAfterS: number,
  ) {
    super(message, HttpStatus.TOO_MANY_REQUESTS);
  }
}

/** The Retry-After value of an error, in whole seconds, when it is a TooManyRequests. */
export function retryAfterOf(error: unknown): string | undefined {
  return error instanceof TooManyRequests && Number.isFinite(error.retryAfterS)
    ? String(Math.max(1, Math.ceil(error.retryAfterS)))
    : undefined;
}
