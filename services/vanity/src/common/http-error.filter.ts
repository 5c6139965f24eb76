import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/** The one error body of this API. */
export interface ErrorBody {
  statusCode: number;
  message: string;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/**
 * Answers every error as `{ statusCode, message }`. Client errors are logged as warnings (401s
 * at debug level); anything unexpected is a logged 500 whose details stay out of the answer.
 */
@Catch()
export class HttpErrorFilter implements ExceptionFilter {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const { httpAdapter } = this.adapterHost;
    const ctx = host.switchToHttp();
    const request = ctx.getRequest<unknown>();
    const where = `${httpAdapter.getRequestMethod(request)} ${httpAdapter.getRequestUrl(request)}`;
    const response = exception instanceof HttpException ? exception.getResponse() : undefined;
    if (typeof response === 'object' && response !== null && 'details' in response) {
      // A health check's own answer (terminus): which check failed and why, for operators.
      httpAdapter.reply(ctx.getResponse(), response, (exception as HttpException).getStatus());
      return;
    }
    const body: ErrorBody =
      exception instanceof HttpException
        ? { statusCode: exception.getStatus(), message: messageOf(exception) }
        : { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
    if (body.statusCode >= 500) {
      this.logger.error(
        `${where} failed`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    } else if (body.statusCode === 401) {
      this.logger.debug(`${where} answered 401`);
    } else {
      this.logger.warn(`${where} answered ${body.statusCode}: ${body.message}`);
    }
    httpAdapter.reply(ctx.getResponse(), body, body.statusCode);
  }
}
