// The ssr benchmark of `npm run bench` (issue 8): the CPU one article's server render costs,
// measured in a process of its own (ssr-cpu.mjs) through the built server entry with the
// content API's answers replayed from memory. It moves far less than the pages benchmark's
// HTTP figures with what else the machine runs (still ±10% on a noisy VM: alternate builds to
// compare them), so it tells whether a change made rendering cheaper; at 16 connections on one core, render's latency is about 16 times this figure.
import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { percentile } from './measure.mjs';
import { articlePaths } from './page-bench.mjs';

const ARTICLES = 3;
const WARMUP = 150;
const RENDERS = 450;
const TIMEOUT_MS = 120000;
/** Issue 33: render CPU per article (the median) at most 3.0 ms, aiming at 2.5. */
const CPU_TARGET_MS = 3.0;
const CPU_AIM_MS = 2.5;

/**
 * Another checkout to compare with (BENCH_BASELINE=/path/to/checkout, built): its own worker
 * runs on its own builds against the same recorded answers, alternating with this one's, so that
 * both figures share the machine's state and their ratio means something.
 */
const BASELINE = process.env.BENCH_BASELINE;
const ROUNDS = 4;

/**
 * Renders whose allocations are sampled, after the warm-up, in a run of the worker apart from
 * the timed one (the profiler slows it). BENCH_SSR_ALLOC_SITES=N prints the N sites that
 * allocate most.
 */
const ALLOCATION_RENDERS = 60;
const ALLOCATION_SITES = Number(process.env.BENCH_SSR_ALLOC_SITES ?? 0);

const THIS_WORKER = fileURLToPath(new URL('./ssr-cpu.mjs', import.meta.url));

function runWorker(options, script = THIS_WORKER) {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      [script, JSON.stringify(options)],
      {
        env: { ...process.env, NODE_ENV: 'production' },
        timeout: TIMEOUT_MS,
        maxBuffer: 16 * 1024 * 1024,
      },
      (error, stdout, stderr) => {
        if (error) reject(new Error(`ssr-cpu.mjs failed: ${stderr || error.message}`));
        else resolve(JSON.parse(stdout));
      },
    );
  });
}

export async function ssrBench({ cluster, keys, site, say }) {
  const paths = await articlePaths(cluster.urls.content, keys.apiKey, site, ARTICLES);
  say(`ssr: ${RENDERS} in-process renders of ${paths.length} articles...`);
  const options = {
    contentUrl: cluster.urls.content,
    apiKey: keys.apiKey,
    site,
    publicUrl: cluster.urls.gateway,
    imageKey: keys.imageKey,
    paths,
    warmup: WARMUP,
    renders: RENDERS,
  };
  if (BASELINE) return compareWithBaseline(options, say);
  const { cpuMs, bytes } = await runWorker(options);
  const sorted = [...cpuMs].sort((a, b) => a - b);
  const p50 = percentile(sorted, 50);
  const sampled = await runWorker({
    ...options,
    renders: ALLOCATION_RENDERS,
    allocations: ALLOCATION_SITES,
  });
  for (const { site, bytesPerRender } of sampled.sites) {
    say(`ssr: ${(bytesPerRender / 1024).toFixed(1).padStart(7)} KB a render  ${site}`);
  }
  return [
    {
      name: 'ssr: render CPU per article',
      figure: `${p50.toFixed(2)} ms median, p90 ${percentile(sorted, 90).toFixed(2)} ms (${RENDERS} renders, ${(bytes / 1024).toFixed(0)} KB pages; ≤ ${Math.floor(1000 / p50)}/s a core)${p50 <= CPU_AIM_MS ? '' : `; aiming at ${CPU_AIM_MS} ms`}`,
      target: `≤ ${CPU_TARGET_MS.toFixed(1)} ms`,
      ok: p50 <= CPU_TARGET_MS,
    },
    {
      name: 'ssr: allocated per article',
      figure: `${(sampled.allocatedPerRender / 1024 / 1024).toFixed(2)} MB (${ALLOCATION_RENDERS} renders sampled; what render's scavenges collect)`,
      target: 'reported',
      ok: true,
    },
  ];
}

/** This checkout's and the baseline's medians, ROUNDS runs each, alternated. */
async function compareWithBaseline(options, say) {
  const baselineWorker = `${BASELINE}/scripts/bench/ssr-cpu.mjs`;
  const runs = { this: [], baseline: [] };
  const bytes = { this: 0, baseline: 0 };
  for (let round = 1; round <= ROUNDS; round += 1) {
    // Which goes first alternates too: the second of two runs in a row may find the machine
    // in another state (caches, clock) than the first.
    const mineFirst = round % 2 === 1;
    say(
      `ssr: round ${round} of ${ROUNDS}, ${mineFirst ? 'this checkout first' : 'the baseline first'}`,
    );
    const theirsBefore = mineFirst ? undefined : await runWorker(options, baselineWorker);
    const mine = await runWorker(options);
    const theirs = theirsBefore ?? (await runWorker(options, baselineWorker));
    runs.this.push(...mine.cpuMs);
    runs.baseline.push(...theirs.cpuMs);
    [bytes.this, bytes.baseline] = [mine.bytes, theirs.bytes];
  }
  const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
  const median = (values) =>
    percentile(
      [...values].sort((a, b) => a - b),
      50,
    );
  const [mine, theirs] = [median(runs.this), median(runs.baseline)];
  return [
    {
      name: 'ssr: render CPU per article vs base',
      figure: `${mine.toFixed(2)} ms here (${kb(bytes.this)} pages), ${theirs.toFixed(2)} ms in ${BASELINE} (${kb(bytes.baseline)}): ${(mine / theirs).toFixed(2)}x, ${ROUNDS} alternated runs of ${RENDERS} renders each`,
      target: 'reported',
      ok: true,
    },
  ];
}
