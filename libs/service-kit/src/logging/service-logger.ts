import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  pino,
  stdTimeFunctions,
  type DestinationStream,
  type Logger,
  type LoggerOptions,
} from 'pino';
import { LOG_LEVELS, type LogLevel } from '../env/base-env';
import { REDACTED_HEADERS, redactUrl } from './redact';

/** The label of the request id in every line logged while serving a request. */
export const REQUEST_ID_LOG_LABEL = 'reqId';

/** The shape of every log line of a service: ISO time, level name, `service`. */
export function pinoBaseOptions(serviceName: string): LoggerOptions {
  return {
    base: { service: serviceName },
    timestamp: stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
  };
}

/** What a request line says of the request: no headers but the user agent, no credentials. */
function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  return {
    method: request.method,
    url: redactUrl(request.url),
    remoteAddress: request.ip,
    userAgent: request.headers['user-agent'],
  };
}

function serializeReply(reply: FastifyReply): Record<string, unknown> {
  return { statusCode: reply.statusCode };
}

/**
 * The one pino logger of a service process, handed to fastify (`loggerInstance`), so that
 * fastify's per-request child logger (`request.log`, bound to `reqId`) is what every line
 * logged while serving a request goes through. `destination`: stdout when absent.
 */
export function createServiceLogger(
  serviceName: string,
  level: LogLevel,
  destination?: DestinationStream,
): Logger {
  const options: LoggerOptions = {
    ...pinoBaseOptions(serviceName),
    level,
    // Anything that logs a raw request or reply by hand still loses the credentials.
    redact: {
      paths: REDACTED_HEADERS.flatMap((name) => [
        `req.headers["${name}"]`,
        `res.headers["${name}"]`,
        `headers["${name}"]`,
      ]),
      censor: '[redacted]',
    },
    serializers: { req: serializeRequest, res: serializeReply, err: pino.stdSerializers.err },
  };
  return destination ? pino(options, destination) : pino(options);
}

/** LOG_LEVEL, read when the server is built (before the whole environment is validated). */
export function logLevelFromEnv(): LogLevel {
  const value = process.env.LOG_LEVEL ?? 'info';
  if ((LOG_LEVELS as readonly string[]).includes(value)) return value as LogLevel;
  throw new Error(
    `Invalid environment: LOG_LEVEL must be one of the following values: ${LOG_LEVELS.join(', ')}`,
  );
}
