import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import { REQUEST_ID_LOG_LABEL } from './service-logger';

type Level = 'info' | 'warn' | 'error';

/** Bad input is worth a warning, a failure an error; the rest is routine. */
function levelOf(statusCode: number, error: unknown): Level {
  if (error || statusCode >= 500) return 'error';
  return statusCode >= 400 ? 'warn' : 'info';
}

/**
 * Fastify's request log lines, the kit's way: one line per request (`request completed`, with
 * the request, the status and the time taken) at a level that follows the status, and no
 * `incoming request` line. Lines of a disabled level cost no serialisation.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ requestIdLogLabel: REQUEST_ID_LOG_LABEL });
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const level = levelOf(reply.statusCode, error);
    // The service's logger is pino (createServiceLogger).
    const log = reply.log as Logger;
    if (!log.isLevelEnabled(level)) return;
    log[level](
      { req: request, res: reply, responseTime: reply.elapsedTime, err: error ?? undefined },
      error ? 'request errored' : 'request completed',
    );
  }
}
