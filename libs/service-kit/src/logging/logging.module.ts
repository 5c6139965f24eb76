import { type DynamicModule, Module } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance } from 'fastify';
import { LoggerModule, type Params } from 'nestjs-pino';
import type { Logger } from 'pino';

/**
 * Nest's side of the logs: nestjs-pino's `Logger` (the app logger) and `PinoLogger` over the
 * pino logger fastify was built with (see `createServiceApp`). Fastify writes the one line per
 * request (`RequestLogController`); `bindRequestLogger` gives app logs the request's `reqId`.
 */
@Module({})
export class LoggingModule {
  static forRoot(): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRootAsync({
          inject: [HttpAdapterHost],
          useFactory: (host: HttpAdapterHost): Params => ({
            pinoHttp: { logger: host.httpAdapter.getInstance<FastifyInstance>().log as Logger },
            // No pino-http and no Nest middleware: fastify logs requests and binds the context.
            useExisting: true,
            forRoutes: [],
          }),
        }),
      ],
    };
  }
}
