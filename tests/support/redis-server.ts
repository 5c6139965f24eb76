// A throw-away redis-server for the fault and load suites (each starts its own, on a free
// port, keeping nothing on disk unless asked); stopProcess (./processes) stops it for good.
import { spawn, type ChildProcess } from 'node:child_process';

export interface RedisServerOptions {
  /**
   * Persist as the state Redis of production does (docs/operations.md): an append-only file in
   * this directory, fsync'ed every second, no RDB snapshots. A server started again on the same
   * directory loads it. Unset: nothing is kept on disk.
   */
  appendOnlyDir?: string;
}

/** The persistence flags of `options`. */
function persistenceArgs({ appendOnlyDir }: RedisServerOptions): string[] {
  if (appendOnlyDir === undefined) return ['--save', '', '--appendonly', 'no'];
  return ['--save', '', '--appendonly', 'yes', '--appendfsync', 'everysec', '--dir', appendOnlyDir];
}

export async function startRedis(
  port: number,
  options: RedisServerOptions = {},
): Promise<ChildProcess> {
  const { pingRedis } = await import('../../scripts/lib/redis.mjs');
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', ...persistenceArgs(options)],
    { stdio: 'ignore' },
  );
  // A large append-only file takes a moment to load: Redis answers LOADING (no PONG) until then.
  for (let i = 0; i < 50; i++) {
    if (await pingRedis(`redis://127.0.0.1:${port}`, 200)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on port ${port} does not answer`);
}
