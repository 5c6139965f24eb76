// Child processes of the suites (services, redis-server): stopped for good, at once.
import type { ChildProcess } from 'node:child_process';

/** Kills the process (SIGKILL) and resolves once it has exited; at once if it already has. */
export function stopProcess(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}
