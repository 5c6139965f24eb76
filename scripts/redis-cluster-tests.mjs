#!/usr/bin/env node
// Runs the Redis suites that must hold on a Redis Cluster too (issue 26, point 7) against a
// local three-master cluster: the page cache's, the kit's Redis clients', and those of every
// service that keeps state in Redis (identity, experiments, vanity, the readers' proxy, the
// warmer, the gateway's shortener and analytics stream, the outbox). Each package's
// Jest counts go to test-output/jest/<package>.redis-cluster.json, which `npm test` adds to
// its summary. Without redis-server installed, says so and exits 0 (nothing to run them on).
import { spawn } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { ROOT } from './lib/cluster.mjs';
import { startRedisCluster } from './lib/redis-cluster.mjs';
import { hasRedisServer } from './lib/redis.mjs';

const JEST_OUT = path.join(ROOT, 'test-output', 'jest');
/** One package's run, at most (each takes well under a minute on the machine CI runs on). */
const SUITE_TIMEOUT_MS = 120_000;
const say = (msg) => process.stdout.write(`[redis-cluster] ${msg}\n`);
/** The Jest run under way, stopped with the cluster when this run is interrupted. */
let running;

/** The suites, by package: tests that do not use Redis are left to the plain run. */
const SUITES = [
  { dir: 'libs/page-cache', tests: [] },
  {
    dir: 'libs/service-kit',
    tests: [
      'test/resilient-redis.test.ts',
      'test/rate-limits.test.ts',
      'test/bullmq.test.ts',
      'test/keyspace-move.test.ts',
    ],
  },
  { dir: 'libs/outbox', tests: ['test/redis-outbox.test.ts'] },
  // redis-lost.test.ts stays in the plain run: it takes one Redis away through a TCP proxy.
  {
    dir: 'services/identity',
    tests: [
      'test/accounts.test.ts',
      'test/config.test.ts',
      'test/keyspace-move.test.ts',
      'test/limits.test.ts',
      'test/password-hash.test.ts',
      'test/redis-down.test.ts',
      'test/redis-unavailable.test.ts',
      'test/reset.test.ts',
      'test/sign-in.test.ts',
      'test/social-sign-in.test.ts',
    ],
  },
  // defaults-floor.test.ts stays in the plain run: it flushes a redis-server of its own.
  {
    dir: 'services/experiments',
    tests: [
      'test/admin.test.ts',
      'test/decide.test.ts',
      'test/definitions.test.ts',
      'test/keyspace-move.test.ts',
      'test/resilience.test.ts',
    ],
  },
  // schedule-recovery.test.ts stays in the plain run: it flushes a redis-server of its own.
  {
    dir: 'services/vanity',
    tests: [
      'test/lookup.test.ts',
      'test/refresh.test.ts',
      'test/keyspace-move.test.ts',
      'test/resilience.test.ts',
    ],
  },
  { dir: 'services/newsletter-proxy', tests: [] },
  // plan-schedule.test.ts stays in the plain run: it flushes a redis-server of its own.
  { dir: 'services/warmer', tests: ['test/warmer.test.ts'] },
  { dir: 'services/gateway', tests: ['test/shortener.test.ts', 'test/analytics.test.ts'] },
];

/** Runs one package's Jest against the cluster; its exit status (1 when cut off or failed). */
function runJest({ dir, tests }, url) {
  const name = dir.replace(/[\\/]/g, '_');
  say(`${dir}: jest against the cluster`);
  const child = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'jest'),
    [
      '--ci',
      '--runInBand',
      // Not the summary reporter: it would overwrite the package's plain-Redis counts.
      '--reporters=default',
      '--json',
      `--outputFile=${path.join(JEST_OUT, `${name}.redis-cluster.json`)}`,
      ...tests,
    ],
    {
      cwd: path.join(ROOT, dir),
      stdio: 'inherit',
      env: { ...process.env, REDIS_URL: url, PAGE_CACHE_REDIS_URL: url },
    },
  );
  running = child;
  const timer = setTimeout(() => {
    say(`${dir}: no end within ${SUITE_TIMEOUT_MS} ms, stopped`);
    child.kill('SIGKILL');
  }, SUITE_TIMEOUT_MS);
  return new Promise((resolve) => {
    child.once('error', (error) => {
      say(`${dir}: ${error.message}`);
      resolve(1);
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      resolve(code ?? 1);
    });
  });
}

async function main() {
  if (!hasRedisServer()) {
    say('redis-server is not installed: the Redis Cluster suites are skipped');
    return 0;
  }
  mkdirSync(JEST_OUT, { recursive: true });
  const cluster = await startRedisCluster({ log: say });
  // Stopped however the run ends: an interrupted run leaves no redis-server behind.
  const onSignal = (signal) => {
    running?.kill('SIGTERM');
    void cluster.stop().finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  let status = 0;
  try {
    for (const suite of SUITES) {
      if ((await runJest(suite, cluster.url)) !== 0) status = 1;
    }
  } finally {
    await cluster.stop();
    say('cluster stopped');
  }
  return status;
}

main().then(
  (status) => process.exit(status),
  (error) => {
    say(error instanceof Error ? error.message : String(error));
    process.exit(1);
  },
);
