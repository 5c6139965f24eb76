#!/usr/bin/env node
// `npm run bench`: starts the built cluster on free loopback ports (Redis from REDIS_URL) and
// measures, side by side in this one run, each benchmark of vanity-bench.mjs and
// experiments-bench.mjs. Prints each figure with
// its target and verdict; exits 1 when a target is missed. Bounded in time (a minute or two)
// and in requests; it stops every process it started.
import { randomBytes } from 'node:crypto';
import { missingBuilds, SERVICES, startCluster } from '../lib/cluster.mjs';
import { freePorts } from '../lib/ports.mjs';
import { DEFAULT_REDIS_URL, ensureRedis } from '../lib/redis.mjs';
import { experimentsBench } from './experiments-bench.mjs';
import { vanityBench } from './vanity-bench.mjs';

const say = (msg) => process.stdout.write(`[bench] ${msg}\n`);
const SITE = 'bytewire';

function verdict(ok) {
  return ok ? 'PASS' : 'FAIL';
}

async function main() {
  const missing = missingBuilds();
  if (missing.length > 0) throw new Error(`build first (npm run build): ${missing.join(', ')}`);
  const redis = await ensureRedis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL);
  const key = () => randomBytes(24).toString('hex');
  const keys = {
    apiKey: key(),
    imageKey: key(),
    vanityKey: key(),
    vanityAdminKey: key(),
    experimentsKey: key(),
    experimentsAdminKey: key(),
  };
  const cluster = await startCluster({
    ports: await freePorts(['gateway', 'render', 'content', 'vanity', 'experiments', 'warmer']),
    // Not the page warmer: its plans and renders would run beside the measurements.
    services: SERVICES.filter((name) => name !== 'warmer'),
    redisUrl: redis.url,
    logLevel: 'warn',
    output: null,
    ...keys,
  });
  // Stopped last to first: what a benchmark starts goes in front.
  const stops = [cluster.stop, redis.stop];
  const results = [];
  try {
    const context = { cluster, redisUrl: redis.url, keys, site: SITE, say, stops };
    results.push(...(await vanityBench(context)));
    results.push(...(await experimentsBench(context)));
  } finally {
    for (const stop of stops) await stop();
  }

  process.stdout.write('\n');
  for (const r of results) {
    process.stdout.write(
      `${r.name.padEnd(32)} ${r.figure.padEnd(60)} target ${r.target.padEnd(14)} ${verdict(r.ok)}\n`,
    );
  }
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`[bench] ${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = 1;
});
