import { type FastifyReply, type FastifyRequest, LogController } from 'fastify';
import type { Logger } from 'pino';
import type { AccessLogLevel } from './access-log-level';
import { isRoutineRoute } from './routine-route';
import { REQUEST_ID_LOG_LABEL } from './service-logger';

type Level = AccessLogLevel | 'warn' | 'error';

/**
 * Fastify's request log lines, the kit's way: one line per request (`request completed`, with
 * the request, the status and the time taken) and no `incoming request` line. A failure is an
 * error, bad input a warning, whatever the settings; a success is logged at ACCESS_LOG_LEVEL,
 * or at debug on a routine route (probes, scrapes, polls: RoutineRoute). Lines of a disabled
 * level cost no serialisation.
 */
export class RequestLogController extends LogController {
  constructor(private readonly accessLogLevel: AccessLogLevel = 'info') {
    super({ requestIdLogLabel: REQUEST_ID_LOG_LABEL });
  }

  private levelOf(request: FastifyRequest, statusCode: number, error: unknown): Level {
    if (error || statusCode >= 500) return 'error';
    if (statusCode >= 400) return 'warn';
    return isRoutineRoute(request) ? 'debug' : this.accessLogLevel;
  }

  override incomingRequest(): void {}

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ): void {
    const level = this.levelOf(request, reply.statusCode, error);
    // The service's logger is pino (createServiceLogger).
    const log = reply.log as Logger;
    if (level === 'silent' || !log.isLevelEnabled(level)) return;
    log[level](
      { req: request, res: reply, responseTime: reply.elapsedTime, err: error ?? undefined },
      error ? 'request errored' : 'request completed',
    );
  }
}
