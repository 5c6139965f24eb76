import type { INestApplication } from '@nestjs/common';
import { Logger } from 'nestjs-pino';

/**
 * Time given, after SIGTERM, to requests already sent but not yet read (waiting in a socket, or
 * to be accepted, while the event loop was busy rendering, say) before the listener closes:
 * closed at once, they would be refused or answered 503 though the client sent them first.
 */
export const SHUTDOWN_GRACE_MS = 250;

/**
 * SIGTERM or SIGINT: after the grace, the app closes (its hooks run, in-flight requests are
 * answered, keep-alive connections drained: drain-on-close.ts) and the process exits 0 itself,
 * 1 if closing failed. Nest's own shutdown hooks close at once, then re-raise the signal, which
 * a process running as PID 1 (a container's, Kubernetes' included) ignores: it would linger
 * until the engine's SIGKILL.
 */
export function closeOnSignals(app: INestApplication): void {
  let closing = false;
  const close = async (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
    try {
      // Nest's close takes the signal (for the hooks' onApplicationShutdown(signal)); its
      // interface, INestApplication, does not declare it.
      const started = Date.now();
      const logger = app.get(Logger);
      await (app as unknown as { close(signal?: string): Promise<void> }).close(signal);
      // Said so that a slow exit can be told apart: the app closing late, or the engine.
      logger.log({ signal, closeMs: Date.now() - started }, 'closed: exiting', 'ServiceApp');
      process.exit(0);
    } catch (error) {
      app.get(Logger).error({ err: error, signal }, 'closing failed', 'ServiceApp');
      process.exit(1);
    }
  };
  for (const signal of ['SIGTERM', 'SIGINT'] as const) process.on(signal, close);
}
