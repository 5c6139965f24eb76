import { HttpException } from '@nestjs/common';

export type UpstreamFailureStatus = 502 | 504;

/**
 * An upstream could not answer: 504 when it ran out of time, 502 when it could not be
 * reached. Thrown out of a Nest handler it becomes `{ statusCode, message }`.
 */
export class UpstreamError extends HttpException {
  constructor(
    /** Name of the upstream, for logs and messages. */
    readonly upstream: string,
    readonly statusCode: UpstreamFailureStatus,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, statusCode, options);
    this.name = 'UpstreamError';
  }

  static timedOut(upstream: string, timeoutMs: number, cause?: unknown): UpstreamError {
    return new UpstreamError(upstream, 504, `${upstream} did not answer within ${timeoutMs} ms`, {
      cause,
    });
  }

  static unreachable(upstream: string, cause?: unknown): UpstreamError {
    return new UpstreamError(upstream, 502, `${upstream} could not be reached`, { cause });
  }
}
