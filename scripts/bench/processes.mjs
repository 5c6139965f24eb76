// Processes a benchmark starts beside the cluster: a second gateway with other settings, a
// script of this folder (the bare baselines), and the wait for either to answer.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT, entryOf, serviceEnv } from '../lib/cluster.mjs';
import { freePort } from '../lib/ports.mjs';

export async function waitLive(url, timeoutMs = 20000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const res = await fetch(`${url}/health/live`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

function started(child, url) {
  return {
    url,
    pid: child.pid,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', resolve);
        child.kill('SIGTERM');
      }),
  };
}

/**
 * A second gateway like the cluster's, with `overrides` of its environment. Its environment is
 * made from the cluster's own ports and keys (the identity provider's and the purge key too).
 */
export async function extraGateway({ cluster, redisUrl }, overrides) {
  const port = await freePort();
  const env = serviceEnv({ ...cluster, redisUrl, logLevel: 'warn' }).gateway;
  const child = spawn(process.execPath, [entryOf('gateway')], {
    cwd: path.join(ROOT, 'services', 'gateway'),
    // Its own internal port too: the cluster's gateway holds the one serviceEnv names.
    env: { ...env, PORT: String(port), INTERNAL_PORT: String(await freePort()), ...overrides },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = started(child, `http://127.0.0.1:${port}`);
  await waitLive(server.url);
  return server;
}

/** Runs `script` of this folder with a free port as its first argument, then `args`. */
export async function benchScript(script, args = []) {
  const port = await freePort();
  const file = fileURLToPath(new URL(`./${script}`, import.meta.url));
  const child = spawn(process.execPath, [file, String(port), ...args], {
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const server = started(child, `http://127.0.0.1:${port}`);
  await waitLive(server.url);
  return server;
}
