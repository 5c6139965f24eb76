import { HttpException, HttpStatus, Injectable, type NestMiddleware } from '@nestjs/common';
import type { IncomingMessage } from 'node:http';

/** Longer URLs are no pages of the site (the route table refuses longer paths too). */
export const MAX_URL_LENGTH = 2048;

/** 414 for an over-long URL, before any routing work or upstream call. */
@Injectable()
export class UrlLengthMiddleware implements NestMiddleware {
  // `originalUrl`: the middleware layer may strip a matched prefix from `url`.
  use(req: IncomingMessage & { originalUrl?: string }, _res: unknown, next: () => void): void {
    if ((req.originalUrl ?? req.url ?? '').length > MAX_URL_LENGTH) {
      throw new HttpException(
        `URL longer than ${MAX_URL_LENGTH} characters`,
        HttpStatus.URI_TOO_LONG,
      );
    }
    next();
  }
}
