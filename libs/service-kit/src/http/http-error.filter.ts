import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  Logger,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { errorAnswer } from './error-answer';
import { RETRY_AFTER_HEADER, retryAfterOf } from './too-many-requests';

export type { ErrorBody } from './error-answer';

/** A health check's own answer (terminus): which check failed and why, for operators. */
function isHealthAnswer(response: unknown): response is object {
  return typeof response === 'object' && response !== null && 'details' in response;
}

/**
 * Answers every error of a Nest route as `{ statusCode, message }` by the rule of
 * `errorAnswer` (a health check's answer passes as it is), a 429 of a limit with Retry-After.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const ctx = host.switchToHttp();
    if (exception instanceof HttpException && isHealthAnswer(exception.getResponse())) {
      // Terminus has logged the failure already.
      httpAdapter.reply(ctx.getResponse(), exception.getResponse(), exception.getStatus());
      return;
    }
    const request = ctx.getRequest<unknown>();
    const body = errorAnswer(
      exception,
      httpAdapter.getRequestMethod(request),
      httpAdapter.getRequestUrl(request),
      this.logger,
    );
    const retryAfter = retryAfterOf(exception);
    if (retryAfter) httpAdapter.setHeader(ctx.getResponse(), RETRY_AFTER_HEADER, retryAfter);
    httpAdapter.reply(ctx.getResponse(), body, body.statusCode);
  }
}
