/**
 * OFREP's error answers: `{ key, errorCode, errorDetails }` (400, 404, 500) where the protocol
 * names a code, `{ errorDetails }` for 401, 403 and 429, never the kit's `{ statusCode, message }`:
 * an OFREP provider reads `errorCode` to raise the matching OpenFeature error, and takes any
 * other 400/404/500 body for an unexpected answer. Logged by the kit's rule (errorAnswer).
 */
import { errorAnswer, RETRY_AFTER_HEADER, retryAfterOf } from '@bytewire/service-kit';
import { HttpException, HttpStatus, type LoggerService } from '@nestjs/common';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';

/** The OpenFeature error codes OFREP answers with (TYPE_MISMATCH is the provider's to find). */
export type OfrepErrorCode =
  'PARSE_ERROR' | 'INVALID_CONTEXT' | 'TARGETING_KEY_MISSING' | 'FLAG_NOT_FOUND' | 'GENERAL';

/** A flag that could not be evaluated, as OFREP's `evaluationFailure` and `flagNotFound`. */
export interface OfrepFailure {
  key: string;
  errorCode: OfrepErrorCode;
  errorDetails: string;
}

/** The protocol's status of each code: 404 for a flag it does not know, 500 for its own fault. */
const STATUS_OF: Record<OfrepErrorCode, HttpStatus> = {
  PARSE_ERROR: HttpStatus.BAD_REQUEST,
  INVALID_CONTEXT: HttpStatus.BAD_REQUEST,
  TARGETING_KEY_MISSING: HttpStatus.BAD_REQUEST,
  FLAG_NOT_FOUND: HttpStatus.NOT_FOUND,
  GENERAL: HttpStatus.INTERNAL_SERVER_ERROR,
};

/** A request OFREP answers with one of its error codes. */
export class OfrepError extends HttpException {
  constructor(
    readonly errorCode: OfrepErrorCode,
    details: string,
  ) {
    super(details, STATUS_OF[errorCode]);
  }

  static of(failure: OfrepFailure): OfrepError {
    return new OfrepError(failure.errorCode, failure.errorDetails);
  }
}

/**
 * A body fastify could not read (not JSON, an empty JSON body, a media type it has no parser
 * for) is a PARSE_ERROR, one over the route's size limit an INVALID_CONTEXT (the context is
 * all a body carries), each a 400 rather than fastify's 413 or 415: those are the statuses an
 * OFREP provider reads a failure from. A body the kit's body policy refuses (a `constructor`
 * key, nesting too deep) is an INVALID_CONTEXT.
 */
function asOfrepError(error: unknown): unknown {
  if (error instanceof HttpException || typeof error !== 'object' || error === null) return error;
  const { code, statusCode, message } = error as Partial<FastifyError>;
  if (code === 'FST_ERR_CTP_BODY_TOO_LARGE') {
    return new OfrepError('INVALID_CONTEXT', `The context is too large: ${message ?? ''}`);
  }
  if (code?.startsWith('FST_ERR_CTP_')) return new OfrepError('PARSE_ERROR', message ?? code);
  if (statusCode === HttpStatus.BAD_REQUEST) {
    return new OfrepError('INVALID_CONTEXT', message ?? 'Invalid context');
  }
  return error;
}

/**
 * The route error handler of an OFREP endpoint. `keyOf` names the flag of a single-flag
 * evaluation (its failures carry `key`, which providers require); the bulk endpoint's have none.
 */
export function ofrepErrorHandler(
  keyOf: (request: FastifyRequest) => string | undefined,
  logger: LoggerService,
) {
  return (error: unknown, request: FastifyRequest, reply: FastifyReply): FastifyReply => {
    const answered = asOfrepError(error);
    const { statusCode, message } = errorAnswer(answered, request.method, request.url, logger);
    const retryAfter = retryAfterOf(answered);
    if (retryAfter) void reply.header(RETRY_AFTER_HEADER, retryAfter);
    // 401, 403 and 429 are read from their status alone; a fault of the service is GENERAL.
    const errorCode = answered instanceof OfrepError ? answered.errorCode : undefined;
    const code = errorCode ?? (statusCode >= 500 ? 'GENERAL' : undefined);
    if (code === undefined) return reply.code(statusCode).send({ errorDetails: message });
    const key = keyOf(request);
    const failure = { ...(key === undefined ? {} : { key }), errorCode: code };
    return reply.code(statusCode).send({ ...failure, errorDetails: message });
  };
}
