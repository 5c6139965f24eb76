import { errorAnswer, receivedUrl } from '@bytewire/service-kit';
import { HttpException, HttpStatus, Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';

/** Longer URLs are no pages of the site (the route table refuses longer paths too). */
export const MAX_URL_LENGTH = 2048;

/**
 * 414 for an over-long URL, before any routing work or upstream call: a fastify hook on every
 * request (404s included), answered `{ statusCode, message }` and logged like any client error.
 */
@Injectable()
export class UrlLengthLimit implements OnModuleInit {
  private readonly logger = new Logger('HttpError');

  constructor(private readonly adapterHost: HttpAdapterHost) {}

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    fastify.addHook('onRequest', (request, reply, done) => {
      if (receivedUrl(request).length <= MAX_URL_LENGTH) return done();
      const tooLong = new HttpException(
        `URL longer than ${MAX_URL_LENGTH} characters`,
        HttpStatus.URI_TOO_LONG,
      );
      const body = errorAnswer(tooLong, request.method, request.url, this.logger);
      void reply.code(body.statusCode).send(body);
    });
  }
}
