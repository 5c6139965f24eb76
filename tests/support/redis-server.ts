// A throw-away redis-server for the fault and load suites (each starts its own, on a free
// port, keeping nothing on disk); stopProcess (./processes) stops it for good.
import { spawn, type ChildProcess } from 'node:child_process';

export async function startRedis(port: number): Promise<ChildProcess> {
  const { pingRedis } = await import('../../scripts/lib/redis.mjs');
  const child = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  for (let i = 0; i < 50; i++) {
    if (await pingRedis(`redis://127.0.0.1:${port}`, 200)) return child;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`redis-server on port ${port} does not answer`);
}
