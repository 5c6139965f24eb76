// Runs an nx command from the repo root without the daemon, cloud or terminal UI, so that it
// behaves the same in a terminal, in CI and inside a test.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT } from './cluster.mjs';

export function runNx(args, { stdio = 'inherit' } = {}) {
  const nx = path.join(ROOT, 'node_modules', '.bin', 'nx');
  const result = spawnSync(nx, args, {
    cwd: ROOT,
    stdio,
    env: {
      ...process.env,
      NX_DAEMON: 'false',
      NX_NO_CLOUD: 'true',
      NX_TUI: 'false',
      NX_SKIP_NX_CACHE: process.env.NX_SKIP_NX_CACHE ?? '',
    },
  });
  return result.status ?? 1;
}
