// Measuring tools of the benchmarks: a closed-loop latency run over keep-alive HTTP with
// microsecond timings (autocannon's histogram counts whole milliseconds, too coarse for a 2 ms
// target), and a throughput run with autocannon. Both are bounded in time and target loopback.
import { readFileSync } from 'node:fs';
import http from 'node:http';
import autocannon from 'autocannon';

/** One GET (or a POST of `body`); resolves with the status once the answer is read. */
function send(agent, url, headers, body) {
  return new Promise((resolve, reject) => {
    const method = body === undefined ? 'GET' : 'POST';
    const req = http.request(url, { agent, headers, method }, (res) => {
      res.resume();
      res.on('end', () => resolve(res.statusCode));
      res.on('error', reject);
    });
    req.setTimeout(5000, () => req.destroy(new Error(`no answer from ${url} within 5 s`)));
    req.on('error', reject);
    req.end(body);
  });
}

/** The p-th percentile (nearest rank) of ascending `sorted`. */
export function percentile(sorted, p) {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/**
 * `workers` loops, each sending the next request when the last one is answered, for
 * `durationMs` after `warmup` requests. Every answer must have status `expect`.
 */
export async function latencyRun({
  url,
  headers = {},
  body,
  workers = 4,
  durationMs = 4000,
  warmup = 500,
  expect = 200,
}) {
  const agent = new http.Agent({ keepAlive: true, maxSockets: workers });
  for (let i = 0; i < warmup; i++) {
    const status = await send(agent, url, headers, body);
    if (status !== expect) throw new Error(`${url} answered ${status}, expected ${expect}`);
  }
  const timings = [];
  const deadline = performance.now() + durationMs;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: workers }, async () => {
      while (performance.now() < deadline) {
        const t0 = process.hrtime.bigint();
        const status = await send(agent, url, headers, body);
        timings.push(Number(process.hrtime.bigint() - t0) / 1e6);
        if (status !== expect) throw new Error(`${url} answered ${status}, expected ${expect}`);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  agent.destroy();
  timings.sort((a, b) => a - b);
  return {
    requests: timings.length,
    perSecond: timings.length / elapsed,
    p50: percentile(timings, 50),
    p99: percentile(timings, 99),
  };
}

/** Requests per second over `seconds` with `connections` keep-alive connections. */
export async function throughputRun({ url, headers = {}, body, connections = 8, seconds = 5 }) {
  const method = body === undefined ? 'GET' : 'POST';
  const result = await autocannon({ url, headers, body, method, connections, duration: seconds });
  const bad = result.non2xx + result.errors + result.timeouts;
  if (bad > 0) throw new Error(`${url}: ${bad} of ${result.requests.total} answers were not 2xx`);
  return {
    perSecond: result.requests.average,
    p99: result.latency.p99,
    requests: result.requests.total,
  };
}

/** Linux's USER_HZ: /proc reports CPU times in these ticks (100 a second on every platform). */
const TICKS_PER_SECOND = 100;

/**
 * The CPU a process has used so far, all its threads (V8's GC, libuv's pool: Brotli), in ms, from
 * /proc/PID/stat (utime and stime, fields 14 and 15; the name in field 2 may hold spaces).
 */
export function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[0] is field 3 (the state): utime is field 14, stime 15.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * The CPU (ms) each of some processes spends per request over a target's rounds: what a process
 * costs wherever it runs, where a rate on this machine also counts the other processes taking
 * the same cores.
 */
class CpuPerRequest {
  constructor(pids = {}) {
    this.pids = Object.entries(pids);
    this.used = Object.fromEntries(this.pids.map(([name]) => [name, 0]));
    this.requests = 0;
  }

  read() {
    return Object.fromEntries(this.pids.map(([name, pid]) => [name, processCpuMs(pid)]));
  }

  add(before, requests) {
    const after = this.read();
    for (const [name] of this.pids) this.used[name] += after[name] - before[name];
    this.requests += requests;
  }

  perRequest() {
    return Object.fromEntries(
      this.pids.map(([name]) => [name, this.used[name] / Math.max(1, this.requests)]),
    );
  }
}

/**
 * Throughput runs of named targets side by side: each warmed first (JIT, connections, caches),
 * then `rounds` rounds of each in turn, so that every target meets the machine in the same
 * states. Per target: the median rate, the worst round's p99 and, for a target with `cpuPids`
 * (name → pid), each process's CPU per request over its rounds (`cpuMs`).
 */
export async function alternatedRounds(
  targets,
  { rounds, seconds, connections, warmupSeconds = 2 },
) {
  const entries = Object.entries(targets);
  const runOf = (target, runSeconds) =>
    throughputRun({ ...target, ...(connections ? { connections } : {}), seconds: runSeconds });
  const seen = Object.fromEntries(
    entries.map(([name, target]) => [
      name,
      { rates: [], p99s: [], cpu: new CpuPerRequest(target.cpuPids) },
    ]),
  );
  for (const [, target] of entries) await runOf(target, warmupSeconds);
  for (let round = 0; round < rounds; round++) {
    for (const [name, target] of entries) {
      const before = seen[name].cpu.read();
      const run = await runOf(target, seconds);
      seen[name].cpu.add(before, run.requests);
      seen[name].rates.push(run.perSecond);
      seen[name].p99s.push(run.p99);
    }
  }
  return Object.fromEntries(
    Object.entries(seen).map(([name, { rates, p99s, cpu }]) => [
      name,
      { perSecond: median(rates), p99: Math.max(...p99s), cpuMs: cpu.perRequest() },
    ]),
  );
}
