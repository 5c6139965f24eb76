import type { ReadinessCheck } from './readiness-check';

/** What one run of a check found: up, or down with the reason. */
export type CheckOutcome = { status: 'up' } | { status: 'down'; message: string };

function reasonOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/**
 * Runs a check with a time cap: one that does not settle in `timeoutMs` counts as down, so
 * neither a probe nor the dependency monitor ever hangs on it.
 */
export async function runCheck(check: ReadinessCheck, timeoutMs: number): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
    // A check left hanging (by a downstream) must not keep a closing process alive.
    timer.unref();
  });
  try {
    await Promise.race([check.check(), timeout]);
    return { status: 'up' };
  } catch (error) {
    return { status: 'down', message: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}
