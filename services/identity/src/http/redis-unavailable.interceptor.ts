import {
  type CallHandler,
  type ExecutionContext,
  Injectable,
  Logger,
  type NestInterceptor,
  ServiceUnavailableException,
} from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { catchError, type Observable, throwError } from 'rxjs';
import {
  isRedisUnavailable,
  REDIS_UNAVAILABLE_MESSAGE,
  REDIS_UNAVAILABLE_RETRY_AFTER_S,
} from '../store/redis-unavailable';

/**
 * Every route of the service (oidc-provider's apart: see RedisUnavailableError): Redis out of
 * reach is a 503 with REDIS_UNAVAILABLE_MESSAGE and Retry-After, logged as a warning, never a
 * 500. JSON routes answer it as the kit does (`{ statusCode, message }`); the screens as a page
 * (UnavailableScreenFilter).
 */
@Injectable()
export class RedisUnavailableInterceptor implements NestInterceptor {
  private readonly logger = new Logger('RedisUnavailable');

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(
      catchError((error: unknown) => {
        if (!isRedisUnavailable(error)) return throwError(() => error);
        const http = context.switchToHttp();
        const request = http.getRequest<FastifyRequest>();
        this.logger.warn(
          { err: error as Error },
          `${request.method} ${request.routeOptions.url ?? request.url} answered 503: Redis unavailable`,
        );
        void http
          .getResponse<FastifyReply>()
          .header('retry-after', REDIS_UNAVAILABLE_RETRY_AFTER_S);
        return throwError(() => new ServiceUnavailableException(REDIS_UNAVAILABLE_MESSAGE));
      }),
    );
  }
}
