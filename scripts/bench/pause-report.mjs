#!/usr/bin/env node
// `node scripts/bench/pause-report.mjs DIR`, after `BENCH_PAUSE_TRACE_DIR=DIR npm run bench --
// openloop`: for each open-loop phase, what every process paused for while it ran (GC by kind,
// event-loop stalls: count, total and longest), then the worst bursts of slow requests (slow
// requests less than BURST_GAP_MS apart) with the pauses that overlapped each burst. A burst
// that begins at one process's pause is that process's; pauses in every process at once are the
// machine's (more runnable processes than cores).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const BURST_GAP_MS = 20;
/** Pauses this long before a burst's first request can still be its cause. */
const LEAD_MS = 30;
const WORST_BURSTS = 8;

const dir = process.argv[2];
if (!dir) {
  console.error('usage: node scripts/bench/pause-report.mjs DIR (BENCH_PAUSE_TRACE_DIR of a run)');
  process.exit(2);
}
const files = readdirSync(dir).filter((name) => name.endsWith('.json'));
const read = (name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8'));
const processes = files
  .filter((name) => !name.startsWith('slow-'))
  .map((name) => ({ name: name.replace(/\.json$/, ''), events: read(name) }));

const ms = (value) => value.toFixed(1);

function bursts(slow) {
  const found = [];
  let burst;
  for (const request of [...slow].sort((a, b) => a.at - b.at)) {
    if (!burst || request.at - burst.end > BURST_GAP_MS) {
      burst = { start: request.at, end: request.at, count: 0, worst: 0 };
      found.push(burst);
    }
    burst.end = request.at;
    burst.count++;
    burst.worst = Math.max(burst.worst, request.ms);
  }
  return found.sort((a, b) => b.worst - a.worst);
}

for (const name of files.filter((file) => file.startsWith('slow-'))) {
  const { phase, rate, slow } = read(name);
  if (slow.length === 0) {
    console.log(`${phase} at ${rate.toFixed(0)}/s: no request slower than the threshold`);
    continue;
  }
  const from = slow.reduce((low, r) => Math.min(low, r.at), Infinity) - 2000;
  const to = slow.reduce((high, r) => Math.max(high, r.at + r.ms), 0);
  console.log(`\n${phase} at ${rate.toFixed(0)}/s: ${slow.length} slow requests`);
  for (const { name: proc, events } of processes) {
    const within = events.filter((e) => e.at >= from && e.at <= to);
    if (within.length === 0) continue;
    const kinds = {};
    for (const e of within) {
      const k = (kinds[e.kind] ??= { n: 0, total: 0, longest: 0 });
      k.n++;
      k.total += e.ms;
      k.longest = Math.max(k.longest, e.ms);
    }
    const summary = Object.entries(kinds)
      .map(([kind, k]) => `${kind} ${k.n}x ${ms(k.total)} ms (longest ${ms(k.longest)})`)
      .join(', ');
    console.log(`  ${proc}: ${summary}`);
  }
  for (const burst of bursts(slow).slice(0, WORST_BURSTS)) {
    const near = [];
    for (const { name: proc, events } of processes) {
      for (const e of events) {
        if (e.at + e.ms >= burst.start - LEAD_MS && e.at <= burst.end + burst.worst) {
          near.push(`${proc} ${e.kind} ${ms(e.ms)} ms at ${(e.at - burst.start).toFixed(0)}`);
        }
      }
    }
    console.log(
      `  burst of ${burst.count}, worst ${ms(burst.worst)} ms: ${near.join('; ') || 'no pause seen'}`,
    );
  }
}
