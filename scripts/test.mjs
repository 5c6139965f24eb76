#!/usr/bin/env node
// `npm test`: builds, type-checks and lints, runs every package's Jest suite through nx, the Redis
// suites again on a Redis Cluster, then the cross-service suites (the cluster on loopback ports,
// checked over HTTP and in Chromium by Playwright).
// Ends with one summary line counting every test of every runner.
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/cluster.mjs';
import { findEngine } from './lib/containers.mjs';
import { runNx } from './lib/nx.mjs';

const OUT = path.join(ROOT, 'test-output');
const JEST_OUT = path.join(OUT, 'jest');
const started = Date.now();
const elapsed = () => `${Math.round((Date.now() - started) / 1000)}s`;
// Each phase's start time: CI's 50-minute budget is watched phase by phase.
const say = (msg) => process.stdout.write(`[test ${elapsed()}] ${msg}\n`);
const phases = [];
/** Starts a phase (ending the one before), for the durations printed at the end. */
function phase(name, msg) {
  phases.push({ name, at: Date.now() });
  say(msg);
}
function phaseDurations() {
  const ends = [...phases.slice(1).map((p) => p.at), Date.now()];
  return phases.map((p, i) => `${p.name} ${Math.round((ends[i] - p.at) / 1000)}s`).join(', ');
}

/**
 * Jest's counts, from every package's report (scripts/jest-summary-reporter.cjs), and the names
 * of what failed, repeated at the end: CI keeps only the end of the output.
 */
function jestCounts() {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
  if (!existsSync(JEST_OUT)) return totals;
  for (const file of readdirSync(JEST_OUT).filter((f) => f.endsWith('.json'))) {
    const r = JSON.parse(readFileSync(path.join(JEST_OUT, file), 'utf8'));
    totals.passed += r.numPassedTests;
    totals.failed += r.numFailedTests + (r.numRuntimeErrorTestSuites ?? 0);
    totals.skipped += r.numPendingTests + r.numTodoTests;
    const run = file.replace(/\.json$/, '');
    for (const failure of r.failures ?? []) totals.failures.push(`${run}: ${failure}`);
  }
  return totals;
}

/**
 * The workspace packages with a Jest suite (a `test` script running jest) that wrote no report:
 * their run ended before Jest's summary (killed, or crashed in its main process), so none of
 * their tests is counted. Named at the end, since CI keeps only the end of the output.
 */
function jestRunsWithoutReport() {
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const dirs = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  return dirs.filter((dir) => {
    const manifest = path.join(ROOT, dir, 'package.json');
    if (!existsSync(manifest)) return false;
    const test = JSON.parse(readFileSync(manifest, 'utf8')).scripts?.test ?? '';
    return (
      /\bjest\b/.test(test) && !existsSync(path.join(JEST_OUT, `${dir.replace(/\//g, '_')}.json`))
    );
  });
}

/** The titles of a Playwright JSON report's specs that failed, with their files. */
function failedSpecs(suites, titles = []) {
  const failed = [];
  for (const suite of suites ?? []) {
    const path = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      if (!spec.ok)
        failed.push(`${spec.file}:${spec.line} › ${[...path.slice(1), spec.title].join(' › ')}`);
    }
    failed.push(...failedSpecs(suite.suites, path));
  }
  return failed;
}

/**
 * Playwright's counts, from the JSON reports of the cross-service and the container suites, and
 * the specs that failed (repeated at the end, as Jest's are).
 */
function playwrightCounts() {
  const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
  for (const file of [
    path.join(OUT, 'playwright', 'results.json'),
    path.join(OUT, 'containers', 'results.json'),
  ]) {
    if (!existsSync(file)) continue;
    const { stats, suites } = JSON.parse(readFileSync(file, 'utf8'));
    totals.failures.push(...failedSpecs(suites));
    totals.passed += stats.expected + (stats.flaky ?? 0);
    totals.failed += stats.unexpected;
    totals.skipped += stats.skipped;
  }
  return totals;
}

/** Runs a Playwright configuration; its exit status. */
function playwright(config) {
  return (
    spawnSync('npx', ['playwright', 'test', '-c', config], { cwd: ROOT, stdio: 'inherit' })
      .status ?? 1
  );
}

rmSync(JEST_OUT, { recursive: true, force: true });
rmSync(path.join(OUT, 'containers', 'results.json'), { force: true });
mkdirSync(JEST_OUT, { recursive: true });

phase('build', 'building every package...');
const buildStatus = runNx(['run-many', '-t', 'build', '--output-style=static']);
let staticStatus = 1;
let unitStatus = 1;
let redisClusterStatus = 1;
let e2eStatus = 1;
let containersStatus = 0;
if (buildStatus === 0) {
  phase('static', 'static checks (tsc --noEmit and ESLint, every package; Prettier)...');
  staticStatus = runNx(['run-many', '-t', 'typecheck', 'lint', '--output-style=static']);
  const prettier = path.join(ROOT, 'node_modules', '.bin', 'prettier');
  const formatStatus = spawnSync(prettier, ['--check', '.'], {
    cwd: ROOT,
    stdio: 'inherit',
  }).status;
  if (formatStatus !== 0) staticStatus = formatStatus ?? 1;
  phase('jest', 'unit and service suites (Jest, every package)...');
  unitStatus = runNx([
    'run-many',
    '-t',
    'test',
    '--output-style=stream',
    '--skip-nx-cache',
    '--',
    '--ci',
  ]);
  // The page cache's and the kit's Redis suites again, on a local three-master Redis Cluster
  // (skipped, saying so, without redis-server); counted from test-output/jest like the rest.
  phase('redis-cluster', 'Redis Cluster suites (a local three-master cluster)...');
  redisClusterStatus =
    spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'redis-cluster-tests.mjs')], {
      cwd: ROOT,
      stdio: 'inherit',
    }).status ?? 1;
  phase('playwright', 'cross-service suites (cluster on loopback; HTTP and Chromium)...');
  e2eStatus = playwright('tests/playwright.config.ts');
  // The container suite (tests/containers): every image built and the stack run in containers,
  // when podman or docker answers; otherwise skipped, saying so.
  if (findEngine()) {
    phase(
      'containers',
      'container suite (every image built, the stack in containers; npm run test:containers)...',
    );
    containersStatus = playwright('tests/containers.config.ts');
  } else {
    say('container suite skipped: no container engine answers (podman info, docker info)');
  }
}

const j = jestCounts();
const p = playwrightCounts();
const unreported = buildStatus === 0 ? jestRunsWithoutReport() : [];
const failed =
  j.failed +
  p.failed +
  unreported.length +
  (buildStatus === 0 ? 0 : 1) +
  (staticStatus === 0 ? 0 : 1);
const statuses = [
  buildStatus,
  staticStatus,
  unitStatus,
  redisClusterStatus,
  e2eStatus,
  containersStatus,
];
const code = statuses.some((s) => s !== 0) ? 1 : 0;
say(
  `jest: ${j.passed} passed, ${j.failed} failed, ${j.skipped} skipped; playwright: ${p.passed} passed, ${p.failed} failed, ${p.skipped} skipped`,
);
say(`phases: ${phaseDurations()}`);
if (buildStatus !== 0) say('build failed: see its output above');
if (buildStatus === 0 && staticStatus !== 0) {
  say('static checks failed (tsc --noEmit, ESLint or Prettier): see their output above');
}
for (const dir of unreported)
  say(`jest failed: ${dir} wrote no report (its run ended before Jest's summary: see its output)`);
for (const failure of j.failures.slice(0, 30)) say(`jest failed: ${failure}`);
for (const failure of p.failures.slice(0, 30)) say(`playwright failed: ${failure}`);
if (code !== 0 && failed === 0)
  say('a runner exited non-zero without a failed test: see its output above');
process.stdout.write(
  `\nSummary: ${j.passed + p.passed} passed, ${Math.max(failed, code)} failed, ${j.skipped + p.skipped} skipped\n`,
);
process.exit(code);
