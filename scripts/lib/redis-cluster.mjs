// A throw-away three-master Redis Cluster on loopback ports, for the suites that run against a
// cluster (scripts/redis-cluster-tests.mjs): nothing kept on disk, every server stopped by stop().
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePorts } from './ports.mjs';
import { pingRedis } from './redis.mjs';

const HOST = '127.0.0.1';
/** Bounds of the start: each server answering, then the cluster agreeing on its slots. */
const SERVER_WAIT_MS = 5000;
const CLUSTER_WAIT_MS = 20_000;

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function waitUntil(check, ms, what) {
  const deadline = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Redis Cluster: ${what} within ${ms} ms`);
    await sleep(100);
  }
}

function clusterInfo(port) {
  const result = spawnSync('redis-cli', ['-h', HOST, '-p', String(port), 'cluster', 'info'], {
    encoding: 'utf8',
    timeout: 2000,
  });
  return result.stdout ?? '';
}

/** Kills the servers (SIGKILL after a grace period) and removes their directory. */
async function stopAll(children, dir) {
  const exited = children.map(
    (child) =>
      new Promise((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) resolve();
        else child.once('exit', () => resolve());
      }),
  );
  for (const child of children) child.kill('SIGTERM');
  const grace = sleep(3000).then(() => 'late');
  if ((await Promise.race([Promise.all(exited), grace])) === 'late') {
    for (const child of children) child.kill('SIGKILL');
    await Promise.all(exited);
  }
  rmSync(dir, { recursive: true, force: true });
}

/**
 * Starts three `redis-server --cluster-enabled yes` on free loopback ports (or `ports`), joins
 * them with `redis-cli --cluster create` (no replicas) and waits for `cluster_state:ok`.
 * Returns the URL that names the cluster (`redis+cluster://127.0.0.1:P1?nodes=...`, see
 * libs/service-kit/src/redis/redis-url.ts), its ports, and stop().
 *
 * @param {{ ports?: number[], log?: (message: string) => void }} [options]
 */
export async function startRedisCluster({ ports, log = () => {} } = {}) {
  const picked = ports ?? Object.values(await freePorts(['a', 'b', 'c']));
  if (picked.length !== 3) throw new Error('Redis Cluster: three ports are needed');
  const dir = mkdtempSync(path.join(tmpdir(), 'bytewire-redis-cluster-'));
  const children = picked.map((port) =>
    spawn(
      'redis-server',
      [
        '--port',
        String(port),
        '--bind',
        HOST,
        '--cluster-enabled',
        'yes',
        '--cluster-config-file',
        path.join(dir, `nodes-${port}.conf`),
        '--cluster-node-timeout',
        '2000',
        '--dir',
        dir,
        '--save',
        '',
        '--appendonly',
        'no',
      ],
      { stdio: 'ignore' },
    ),
  );
  const stop = () => stopAll(children, dir);
  try {
    for (const child of children) {
      child.once('error', (error) => log(`redis-server could not start: ${error.message}`));
    }
    for (const port of picked) {
      await waitUntil(
        () => pingRedis(`redis://${HOST}:${port}`, 200),
        SERVER_WAIT_MS,
        `redis-server on port ${port} did not answer`,
      );
    }
    const create = spawnSync(
      'redis-cli',
      [
        '--cluster',
        'create',
        ...picked.map((port) => `${HOST}:${port}`),
        '--cluster-replicas',
        '0',
        '--cluster-yes',
      ],
      { encoding: 'utf8', timeout: CLUSTER_WAIT_MS },
    );
    if (create.status !== 0) {
      throw new Error(
        `Redis Cluster: redis-cli --cluster create failed: ${(create.stderr || create.stdout || create.error?.message || '').trim()}`,
      );
    }
    await waitUntil(
      async () => picked.every((port) => clusterInfo(port).includes('cluster_state:ok')),
      CLUSTER_WAIT_MS,
      'cluster_state did not become ok',
    );
  } catch (error) {
    await stop();
    throw error;
  }
  const [first, ...others] = picked;
  const url = `redis+cluster://${HOST}:${first}?nodes=${others.map((p) => `${HOST}:${p}`).join(',')}`;
  log(`Redis Cluster of three masters at ${url}`);
  return { url, ports: picked, stop };
}
