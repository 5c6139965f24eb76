import { type DynamicModule, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { LoggerModule, type Params } from 'nestjs-pino';
import { stdTimeFunctions, type DestinationStream, type LoggerOptions } from 'pino';
import type { Options } from 'pino-http';
import type { BaseEnv } from '../env/base-env';
import { REQUEST_ID_HEADER, requestIdFrom } from './request-id';

export interface LoggingOptions {
  serviceName: string;
  /** Where the JSON lines go; stdout when absent (tests pass a stream to read them). */
  destination?: DestinationStream;
}

/** Credentials, in headers or in the query: never written to a log. */
const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers.cookie',
  `req.headers["x-api-key"]`,
  'req.query.apiKey',
  'res.headers["set-cookie"]',
];

/** An `apiKey` query parameter is a credential too (the content API accepts one). */
function withoutApiKey(url: string): string {
  return url.replace(/([?&]apiKey=)[^&#]*/gi, '$1[redacted]');
}

/** The parsed query with every spelling of `apiKey` (APIKEY, apikey, ...) redacted. */
function queryWithoutApiKey(query: unknown): unknown {
  if (typeof query !== 'object' || query === null) return query;
  return Object.fromEntries(
    Object.entries(query).map(([name, value]) =>
      name.toLowerCase() === 'apikey' ? [name, '[redacted]'] : [name, value],
    ),
  );
}

/** The shape of every log line of a service: ISO time, level name, `service`. */
export function pinoBaseOptions(serviceName: string): LoggerOptions {
  return {
    base: { service: serviceName },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
}

function pinoHttpOptions(serviceName: string, level: string): Options {
  return {
    ...pinoBaseOptions(serviceName),
    level,
    // Fastify has already chosen the id (see createServiceApp); this is the fallback only.
    genReqId: (req) => req.id ?? requestIdFrom(req.headers[REQUEST_ID_HEADER]),
    // Every line logged while serving a request carries `reqId` (not the whole request).
    quietReqLogger: true,
    redact: { paths: REDACTED_PATHS, censor: '[redacted]' },
    serializers: {
      req: (req: { url?: string; query?: unknown }) => ({
        ...req,
        url: req.url && withoutApiKey(req.url),
        query: queryWithoutApiKey(req.query),
      }),
    },
    // Bad input is worth a warning, a failure an error; the rest is routine.
    customLogLevel: (_req, res, err) =>
      err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'warn' : 'info',
  };
}

/** nestjs-pino over pino-http: one JSON line per request and request-scoped app logs. */
@Module({})
export class LoggingModule {
  static forRoot({ serviceName, destination }: LoggingOptions): DynamicModule {
    return {
      module: LoggingModule,
      imports: [
        LoggerModule.forRootAsync({
          inject: [ConfigService],
          useFactory: (config: ConfigService<BaseEnv, true>): Params => {
            const options = pinoHttpOptions(serviceName, config.get('LOG_LEVEL', { infer: true }));
            return { pinoHttp: destination ? [options, destination] : options };
          },
        }),
      ],
    };
  }
}
