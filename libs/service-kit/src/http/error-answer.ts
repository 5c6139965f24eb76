import { HttpException, HttpStatus, type LoggerService } from '@nestjs/common';
import { redactUrl } from '../logging/redact';
import { isRedisUnavailable, REDIS_UNAVAILABLE_ANSWER } from '../redis/redis-unavailable';

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

function bodyOf(exception: unknown): ErrorBody {
  if (exception instanceof HttpException) {
    return { statusCode: exception.getStatus(), message: messageOf(exception) };
  }
  // A store out of reach is no bug: the client may try again (issue 26, never a 500).
  if (isRedisUnavailable(exception)) {
    return { statusCode: HttpStatus.SERVICE_UNAVAILABLE, message: REDIS_UNAVAILABLE_ANSWER };
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
 * The answer to an error of a request (`method` and `url`): `{ statusCode, message }`, logged.
 * Client errors are logged as warnings, 401s at debug level; anything unexpected is a logged
 * 500 whose details stay out of the answer.
 */
export function errorAnswer(
  exception: unknown,
  method: string,
  url: string,
  logger: LoggerService,
): ErrorBody {
  const where = `${method} ${redactUrl(url)}`;
  const body = bodyOf(exception);
  if (body.statusCode >= 500) {
    logger.error(
      `${where} failed`,
      exception instanceof Error ? exception.stack : String(exception),
    );
  } else if (body.statusCode === 401) {
    // Keyless probes are routine: kept out of the warnings, still visible at debug level.
    logger.debug?.(`${where} answered 401`);
  } else {
    logger.warn(`${where} answered ${body.statusCode}: ${body.message}`);
  }
  return body;
}
