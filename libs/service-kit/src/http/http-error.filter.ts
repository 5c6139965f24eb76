import {
  type ArgumentsHost,
  Catch,
  type ExceptionFilter,
  HttpException,
  HttpStatus,
  Logger,
} from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';

/** The one error body of a JSON API. */
export interface ErrorBody {
  statusCode: number;
  message: string;
}

/** Errors carry their status as statusCode, status or response.status (spec 000 s8). */
function statusOf(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const e = error as { statusCode?: unknown; status?: unknown; response?: { status?: unknown } };
  const status = [e.statusCode, e.status, e.response?.status].find((s) => typeof s === 'number');
  return typeof status === 'number' && status >= 400 && status <= 599 ? status : undefined;
}

function messageOf(exception: HttpException): string {
  const response = exception.getResponse();
  if (typeof response === 'string') return response;
  const message = (response as { message?: unknown }).message;
  if (Array.isArray(message)) return message.map(String).join('; ');
  return typeof message === 'string' ? message : exception.message;
}

/** A health check's own answer (terminus): which check failed and why, for operators. */
function isHealthAnswer(response: unknown): response is object {
  return typeof response === 'object' && response !== null && 'details' in response;
}

/** Hides the API key when a URL is logged. */
function redact(url: string): string {
  return url.replace(/([?&]apiKey=)[^&]*/gi, '$1[redacted]');
}

function bodyOf(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    return { statusCode: exception.getStatus(), message: messageOf(exception) };
  }
  const status = statusOf(exception);
  if (status !== undefined && status < 500) {
    return {
      statusCode: status,
      message: exception instanceof Error ? exception.message : 'Bad request',
    };
  }
  return { statusCode: HttpStatus.INTERNAL_SERVER_ERROR, message: 'Internal server error' };
}

/**
 * Answers every error as `{ statusCode, message }` (a health check's answer passes as it is).
 * Client errors are logged as warnings, 401s at debug level; anything unexpected is a logged
 * 500 whose details stay out of the answer.
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
    const where = `${httpAdapter.getRequestMethod(request)} ${redact(httpAdapter.getRequestUrl(request))}`;
    const body = bodyOf(exception);
    if (body.statusCode >= 500) {
      this.logger.error(
        `${where} failed`,
        exception instanceof Error ? exception.stack : String(exception),
      );
    } else if (body.statusCode === 401) {
      // Keyless probes are routine: kept out of the warnings, still visible at debug level.
      this.logger.debug(`${where} answered 401`);
    } else {
      this.logger.warn(`${where} answered ${body.statusCode}: ${body.message}`);
    }
    httpAdapter.reply(ctx.getResponse(), body, body.statusCode);
  }
}
