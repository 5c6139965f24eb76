#!/usr/bin/env node
// `npm run bench`: starts the built cluster on free loopback ports (Redis from REDIS_URL) and
// measures, side by side in this one run, each benchmark: vanity (vanity-bench.mjs),
// experiments (experiments-bench.mjs), pages (page-bench.mjs), openloop (openloop-bench.mjs:
// p50/p99 at a constant arrival rate of 60% of capacity, uncached articles and the cached door;
// BENCH_OPENLOOP_SECONDS sets its phases' length), ssr (ssr-bench.mjs: render's CPU
// per article, in-process), lighthouse (lighthouse-bench.mjs), memory (memory-bench.mjs). Prints each figure with its target and verdict; exits 1 when a
// target is missed. Bounded in time (about eight minutes) and in requests; it stops every
// process it started. `npm run bench -- pages memory` runs only the benchmarks named.
// BENCH_PAUSE_TRACE_DIR=folder records every process's GC pauses and event-loop stalls there
// (pause-trace.mjs) for `node scripts/bench/pause-report.mjs folder`. BENCH_LOGS=1 prints the
// services' logs (warnings and errors, prefixed with each one's name): why one did not start.
// BENCH_SSR_ALLOC_SITES=N prints the N functions that allocate most in render (ssr-bench.mjs).
import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { missingBuilds, SERVICES, startCluster } from '../lib/cluster.mjs';
import { freePorts } from '../lib/ports.mjs';
import { DEFAULT_REDIS_URL, ensureRedis } from '../lib/redis.mjs';
import { experimentsBench } from './experiments-bench.mjs';
import { memoryBench } from './memory-bench.mjs';
import { openLoopBench } from './openloop-bench.mjs';
import { lighthouseBench } from './lighthouse-bench.mjs';
import { articlePaths, pageBench } from './page-bench.mjs';
import { ssrBench } from './ssr-bench.mjs';
import { vanityBench } from './vanity-bench.mjs';

const BENCHMARKS = ['vanity', 'experiments', 'pages', 'openloop', 'ssr', 'lighthouse', 'memory'];
/** The doors of the memory benchmark's traffic. */
const DOORS = ['/', '/news/', '/reviews/', '/deals/'];

const say = (msg) => process.stdout.write(`[bench] ${msg}\n`);
const SITE = 'bytewire';

function verdict(ok) {
  return ok ? 'PASS' : 'FAIL';
}

function chosenBenchmarks(args) {
  const unknown = args.filter((name) => !BENCHMARKS.includes(name));
  if (unknown.length > 0) {
    throw new Error(
      `unknown benchmark ${unknown.join(', ')}: choose among ${BENCHMARKS.join(', ')}`,
    );
  }
  return new Set(args.length > 0 ? args : BENCHMARKS);
}

/** The pause tracer in this process and, through NODE_OPTIONS, in every process it starts. */
async function tracePauses(dir) {
  mkdirSync(dir, { recursive: true });
  const tracer = new URL('./pause-trace.mjs', import.meta.url);
  process.env.NODE_OPTIONS = `${process.env.NODE_OPTIONS ?? ''} --import=${tracer.href}`.trim();
  await import(tracer.href);
  say(`pauses traced into ${dir} (${fileURLToPath(tracer)})`);
}

async function main() {
  const chosen = chosenBenchmarks(process.argv.slice(2));
  if (process.env.BENCH_PAUSE_TRACE_DIR) await tracePauses(process.env.BENCH_PAUSE_TRACE_DIR);
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
  // Not the page warmer: its plans and renders would run beside the measurements.
  const services = SERVICES.filter((name) => name !== 'warmer');
  const cluster = await startCluster({
    ports: await freePorts(SERVICES),
    services,
    redisUrl: redis.url,
    logLevel: 'warn',
    output: process.env.BENCH_LOGS ? undefined : null,
    ...keys,
  });
  // Stopped last to first: what a benchmark starts goes in front.
  const stops = [cluster.stop, redis.stop];
  const results = [];
  try {
    const context = { cluster, redisUrl: redis.url, keys, site: SITE, say, stops };
    if (chosen.has('vanity')) results.push(...(await vanityBench(context)));
    if (chosen.has('experiments')) results.push(...(await experimentsBench(context)));
    const pages =
      chosen.has('pages') || chosen.has('memory') ? await pageBench(context) : undefined;
    if (pages && chosen.has('pages')) results.push(...pages.results);
    if (chosen.has('openloop')) {
      results.push(
        ...(await openLoopBench({ ...context, uncachedGateway: pages?.uncachedGateway })),
      );
    }
    if (chosen.has('ssr')) results.push(...(await ssrBench(context)));
    if (chosen.has('lighthouse')) {
      const articles =
        pages?.articles ?? (await articlePaths(cluster.urls.content, keys.apiKey, SITE, 1));
      results.push(...(await lighthouseBench({ ...context, articles })));
    }
    if (pages && chosen.has('memory')) {
      results.push(...(await memoryBench({ ...context, ...pages, services, doors: DOORS })));
    }
  } finally {
    for (const stop of stops) await stop();
  }

  process.stdout.write('\n');
  for (const r of results) {
    process.stdout.write(
      `${r.name.padEnd(36)} ${r.figure.padEnd(72)} target ${r.target.padEnd(14)} ${verdict(r.ok)}\n`,
    );
  }
  if (results.some((r) => !r.ok)) process.exitCode = 1;
}

main().catch((error) => {
  process.stderr.write(`[bench] ${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = 1;
});
