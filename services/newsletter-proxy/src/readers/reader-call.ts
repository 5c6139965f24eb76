import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { readerOf } from '../auth/reader.guard';
import type { ReaderCall } from './readers-backend';

/**
 * The reader and the request id (the logged one, passed on to an upstream) of a route behind
 * ReaderGuard; the route adds `{site}`, checked by SitePipe.
 */
export const CurrentCall = createParamDecorator(
  (_data: unknown, context: ExecutionContext): Omit<ReaderCall, 'site'> => {
    const request = context.switchToHttp().getRequest<FastifyRequest>();
    return { reader: readerOf(request), requestId: request.id };
  },
);
