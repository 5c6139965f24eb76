// The memory benchmark of `npm run bench` (issue 8): the resident size of each service over
// 60 s of page traffic, after a warm-up of the same traffic. The traffic is cached doors and
// articles through the cluster's gateway and the same articles rendered for every request
// through a gateway with its page cache off, at once. Resident size is sampled twice a second;
// the growth compares its peak over the last 10 s with its peak over the first 10 s. A single
// reading lands anywhere in V8's cycle of filling its heap and collecting it (a collected heap
// reads megabytes lower than a full one), while the peaks are the heap at its fullest: with a
// leak they climb, without one they stay level. Linux only (/proc).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './page-bench.mjs';

const MAX_GROWTH = 0.1;
const WARMUP_SECONDS = 20;
const LOAD_SECONDS = 60;
const WINDOW_SECONDS = 10;
const SAMPLE_MS = 500;

/** Resident set size of a process, in bytes. */
function residentBytes(pid) {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = /^VmRSS:\s+(\d+)\s+kB$/m.exec(status);
  if (!kb) throw new Error(`no VmRSS for process ${pid}`);
  return Number(kb[1]) * 1024;
}

function load(url, paths, seconds, connections) {
  return autocannon({
    url,
    connections,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: paths.map((path) => ({ method: 'GET', path })),
  }).then((result) => {
    const bad = result.non2xx + result.errors + result.timeouts;
    if (bad > 0) throw new Error(`${url}: ${bad} of ${result.requests.total} answers were not 2xx`);
    return result;
  });
}

/** Both loads at once for `seconds`: pages through the cache, and rendered every time. */
function traffic({ cluster, uncachedGateway, doors, articles }, seconds) {
  return Promise.all([
    load(cluster.urls.gateway, [...doors, ...articles], seconds, 8),
    load(uncachedGateway.url, articles, seconds, 8),
  ]);
}

/**
 * @param {{ cluster, uncachedGateway, doors: string[], articles: string[], say }} context
 * `cluster.children` are the services in the order of `services`.
 */
export async function memoryBench(context) {
  const { cluster, uncachedGateway, services, say } = context;
  const watched = services.map((name) => ({ name, pid: cluster.pidOf(name) }));
  watched.push({ name: 'gateway (no cache)', pid: uncachedGateway.pid });
  say(`memory: ${WARMUP_SECONDS} s of warm-up traffic, then ${LOAD_SECONDS} s measured...`);
  await traffic(context, WARMUP_SECONDS);
  const samples = [];
  const started = Date.now();
  const sampler = setInterval(() => {
    samples.push({ at: Date.now() - started, sizes: watched.map(({ pid }) => residentBytes(pid)) });
  }, SAMPLE_MS);
  let runs;
  try {
    runs = await traffic(context, LOAD_SECONDS);
  } finally {
    clearInterval(sampler);
  }
  const [cachedRun, renderedRun] = runs;
  const windowMs = WINDOW_SECONDS * 1000;
  const end = samples.at(-1)?.at ?? 0;
  const peak = (from, to) =>
    watched.map((_, i) =>
      Math.max(...samples.filter(({ at }) => at >= from && at <= to).map(({ sizes }) => sizes[i])),
    );
  const before = peak(0, windowMs);
  const after = peak(end - windowMs, end);
  const mb = (bytes) => (bytes / 1048576).toFixed(0);
  const rows = watched.map(({ name }, i) => {
    const growth = after[i] / before[i] - 1;
    return {
      name: `memory: ${name}`,
      figure: `${mb(before[i])} → ${mb(after[i])} MB resident, peaks of the first and last ${WINDOW_SECONDS} s (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)`,
      target: `< +${(MAX_GROWTH * 100).toFixed(0)}%`,
      ok: growth < MAX_GROWTH,
    };
  });
  rows.unshift({
    name: 'memory: the load',
    figure: `${cachedRun.requests.total} cached + ${renderedRun.requests.total} rendered pages in ${LOAD_SECONDS} s`,
    target: 'reported',
    ok: true,
  });
  return rows;
}
