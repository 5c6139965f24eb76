// Clusters of a suite's own (the fault and load suites, and the browser suites' configured
// clusters: configured-cluster.ts): the services on free loopback ports, their logs in
// test-output/{logName}.log, and Redis either the run's shared one or a redis-server of the
// suite's own.
import type { ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync } from 'node:fs';
import path from 'node:path';
import { startRedis } from './redis-server';

type ClusterLib = typeof import('../../scripts/lib/cluster.mjs', {
  with: { 'resolution-mode': 'import' },
});
export type ClusterOptions = Parameters<ClusterLib['startCluster']>[0];
export type Cluster = Awaited<ReturnType<ClusterLib['startCluster']>>;
export type Ports = NonNullable<ClusterOptions['ports']>;

const OUT = path.resolve(__dirname, '../../test-output');

/** Starts `options.services` (every service by default) with the given Redis. */
export async function startTestCluster(
  logName: string,
  options: Partial<ClusterOptions> & { redisUrl: string },
): Promise<Cluster> {
  const { startCluster, SERVICES } = await import('../../scripts/lib/cluster.mjs');
  const { freePorts } = await import('../../scripts/lib/ports.mjs');
  mkdirSync(OUT, { recursive: true });
  const log = createWriteStream(path.join(OUT, `${logName}.log`));
  return startCluster({
    ports: await freePorts(SERVICES),
    logLevel: 'warn',
    output: (name: string, line: string) => log.write(`${name} | ${line}\n`),
    ...options,
  });
}

/** The run's Redis (REDIS_URL; started when installed and not running). */
export async function sharedRedisUrl(): Promise<string> {
  const { ensureRedis, DEFAULT_REDIS_URL } = await import('../../scripts/lib/redis.mjs');
  return (await ensureRedis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL)).url;
}

/** A redis-server of the suite's own on a free port, to stop and start as the suite likes. */
export async function ownRedis(): Promise<{ port: number; url: string; server: ChildProcess }> {
  const { freePort } = await import('../../scripts/lib/ports.mjs');
  const port = await freePort();
  return { port, url: `redis://127.0.0.1:${port}`, server: await startRedis(port) };
}
