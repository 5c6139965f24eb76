// What a p99 is made of: loaded into every process of a benchmark run when BENCH_PAUSE_TRACE_DIR
// names a folder (run.mjs passes it to the cluster with `--import` in NODE_OPTIONS). Records,
// with wall-clock times, each garbage collection pause of PAUSE_MIN_MS or more and each stall of
// the event loop of STALL_MIN_MS or more (a timer's lateness: whatever held the loop, a long
// render, a synchronous compression, the machine's other processes), and writes them to
// `<dir>/<process>-<pid>.json` every 2 s and at exit. pause-report.mjs lines them up with the
// slow requests the open-loop benchmark records in the same folder. Costs a 5 ms timer a process.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { PerformanceObserver, performance } from 'node:perf_hooks';

const PAUSE_MIN_MS = 2;
const STALL_MIN_MS = 5;
const TICK_MS = 5;
/** perf_hooks' gc kinds (NODE_PERFORMANCE_GC_*). */
const GC_KINDS = { 1: 'gc-minor', 2: 'gc-major', 4: 'gc-incremental', 8: 'gc-weakcb' };

const dir = process.env.BENCH_PAUSE_TRACE_DIR;
if (dir) {
  // services/gateway/dist/main.js -> gateway; scripts/bench/run.mjs -> bench.
  const script = process.argv[1] ?? 'node';
  const service = /services\/([^/]+)\//.exec(script)?.[1] ?? path.basename(script, '.mjs');
  const file = path.join(dir, `${service}-${process.pid}.json`);
  const events = [];
  const origin = performance.timeOrigin;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.duration < PAUSE_MIN_MS) continue;
      const kind = GC_KINDS[entry.detail?.kind] ?? 'gc';
      events.push({ at: origin + entry.startTime, kind, ms: entry.duration });
    }
  }).observe({ entryTypes: ['gc'] });
  let last = performance.now();
  setInterval(() => {
    const now = performance.now();
    const late = now - last - TICK_MS;
    if (late >= STALL_MIN_MS) events.push({ at: origin + now - late, kind: 'stall', ms: late });
    last = now;
  }, TICK_MS).unref();
  const flush = () => {
    try {
      writeFileSync(file, JSON.stringify(events));
    } catch {
      // The folder went away: nothing to keep.
    }
  };
  setInterval(flush, 2000).unref();
  process.on('exit', flush);
}
