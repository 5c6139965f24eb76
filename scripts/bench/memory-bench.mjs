// The memory benchmark of `npm run bench` (issue 8): the resident size of each service before
// and after 60 s of page traffic, after a warm-up of the same traffic. The traffic is cached
// doors and articles through the cluster's gateway and the same articles rendered for every
// request through a gateway with its page cache off, at once. Linux only (/proc).
import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';
import { BROWSER_HEADERS } from './page-bench.mjs';

const MAX_GROWTH = 0.1;
const WARMUP_SECONDS = 10;
const LOAD_SECONDS = 60;

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
  const watched = services.map((name, i) => ({ name, pid: cluster.children[i].pid }));
  watched.push({ name: 'gateway (no cache)', pid: uncachedGateway.pid });
  say(`memory: ${WARMUP_SECONDS} s of warm-up traffic, then ${LOAD_SECONDS} s measured...`);
  await traffic(context, WARMUP_SECONDS);
  const before = watched.map(({ pid }) => residentBytes(pid));
  const [cachedRun, renderedRun] = await traffic(context, LOAD_SECONDS);
  const after = watched.map(({ pid }) => residentBytes(pid));
  const mb = (bytes) => (bytes / 1048576).toFixed(0);
  const rows = watched.map(({ name }, i) => {
    const growth = after[i] / before[i] - 1;
    return {
      name: `memory: ${name}`,
      figure: `${mb(before[i])} → ${mb(after[i])} MB resident (${growth >= 0 ? '+' : ''}${(growth * 100).toFixed(1)}%)`,
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
