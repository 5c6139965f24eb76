// The open-loop latency benchmark of `npm run bench` (issue 33): latency at a load the site is
// meant to carry, not at saturation.
//
// A closed loop of N connections on a saturated server measures the queue, not the server: each
// connection sends its next request when the last is answered, so N requests are always in the
// system and, by Little's law (N = throughput × latency), latency ≈ N / throughput = N × the
// service time whatever the server does (16 connections × 4 ms of render = 64 ms). Readers do
// not wait for each other: they arrive at a rate. So this benchmark
//  1. measures a capacity in a closed loop (16 connections: the rate at saturation), then
//  2. sends requests at a constant arrival rate of 60% of that capacity, each at its scheduled
//     time whether or not earlier ones are answered (open loop), and times each from its
//     scheduled send time, not from when it left: a stall of the server (or of this sender)
//     counts against every request that should have been sent during it, so nothing is left out
//     (no coordinated omission), and reports p50/p99 with the rate achieved.
// Twice: uncached articles through a gateway with its page cache off (every request is a render,
// as in the pages benchmark), at 60% of render's own capacity for them, target p99 < 50 ms; and
// the cached front door through the cluster's gateway, at 60% of its capacity, p99 < 10 ms.
//
// autocannon's overallRate is not used: it gives each connection a quota per second and each
// connection still waits for its answer before sending again (a closed loop with a cap, in bursts
// at each second's start), and its histogram counts whole milliseconds.
//
// BENCH_OPENLOOP_SECONDS sets each open-loop phase's length (default 20 s; the capacity runs take
// at most 5 s, the warm-ups at most 2 s): `BENCH_OPENLOOP_SECONDS=3 npm run bench -- openloop`
// is a smoke run of about half a minute. With BENCH_PAUSE_TRACE_DIR, each phase's slow requests
// are written there for pause-report.mjs (what the p99 is made of).
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import autocannon from 'autocannon';
import { percentile } from './measure.mjs';
import { BROWSER_HEADERS, articlePaths, cachedCopy, getRaw } from './page-bench.mjs';
import { extraGateway } from './processes.mjs';

/** Share of the measured capacity sent in the open loop. */
const LOAD_SHARE = 0.6;
const ARTICLE_P99_LIMIT_MS = 50;
const DOOR_P99_LIMIT_MS = 10;
/** The run is valid only if at least this share of the scheduled rate was answered in time. */
const MIN_ACHIEVED_SHARE = 0.95;
const CAPACITY_CONNECTIONS = 16;
const ARTICLES = 12;
const DEFAULT_SECONDS = 20;
const REQUEST_TIMEOUT_MS = 10000;
/** More requests outstanding than this means the server is not keeping up: stop sending. */
const MAX_OUTSTANDING = 1000;
/** A sender later than this (p99) is named beside the figure: the machine was busy. */
const SENDER_LAG_NOTE_MS = 5;
/** Requests slower than this are recorded for the pause report, when one is asked for. */
const SLOW_REQUEST_MS = 8;

function phaseSeconds() {
  const raw = process.env.BENCH_OPENLOOP_SECONDS;
  if (raw === undefined || raw === '') return DEFAULT_SECONDS;
  const seconds = Number(raw);
  if (!Number.isFinite(seconds) || seconds <= 0) {
    throw new Error(`BENCH_OPENLOOP_SECONDS must be a positive number of seconds, not ${raw}`);
  }
  return seconds;
}

/** Requests per second at saturation: `connections` closed loops over `paths` of `base`. */
async function capacity({ base, paths, seconds, warmSeconds }) {
  const run = (duration) =>
    autocannon({
      url: base,
      connections: CAPACITY_CONNECTIONS,
      duration,
      headers: BROWSER_HEADERS,
      requests: paths.map((path) => ({ method: 'GET', path })),
    }).then((result) => {
      const bad = result.non2xx + result.errors + result.timeouts;
      if (bad > 0) throw new Error(`${base}: ${bad} of ${result.requests.total} answers not 2xx`);
      return result.requests.total / duration;
    });
  await run(warmSeconds);
  return run(seconds);
}

/**
 * A constant arrival rate: request i (of `paths` in turn) is due at start + i / rate and is sent
 * then, however many earlier ones are still unanswered (each on a free keep-alive connection or a
 * new one). Its latency runs from when it was due to the answer's last byte. Resolves when every
 * request sent is answered or has failed (each bounded by REQUEST_TIMEOUT_MS); sending stops
 * early only when MAX_OUTSTANDING requests are unanswered at once.
 */
export function openLoop({ base, paths, headers = BROWSER_HEADERS, rate, seconds, expect = 200 }) {
  /** Requests slower than SLOW_REQUEST_MS: when each was due (wall clock), how long it took. */
  const slow = [];
  const total = Math.max(1, Math.round(rate * seconds));
  const interval = 1000 / rate;
  const agent = new http.Agent({ keepAlive: true, maxSockets: MAX_OUTSTANDING });
  const latencies = new Float64Array(total);
  const lags = new Float64Array(total);
  let next = 0;
  let answered = 0;
  let settled = 0;
  let stopped = false;
  let done = false;
  let peakOutstanding = 0;
  let lastAnswer = 0;
  let failed = 0;
  const failures = [];
  const start = performance.now() + 10;

  return new Promise((resolve) => {
    const finishIfSettled = () => {
      if (done || settled !== next || (next < total && !stopped)) return;
      done = true;
      agent.destroy();
      const measured = Array.from(latencies.subarray(0, answered)).sort((a, b) => a - b);
      const sendLags = Array.from(lags.subarray(0, next)).sort((a, b) => a - b);
      const windowMs = Math.max(lastAnswer - start, total * interval);
      resolve({
        scheduled: total,
        sent: next,
        answered,
        failed,
        failures,
        rate,
        achieved: (answered / windowMs) * 1000,
        p50: percentile(measured, 50),
        p99: percentile(measured, 99),
        max: measured.length > 0 ? measured[measured.length - 1] : NaN,
        lagP99: percentile(sendLags, 99),
        peakOutstanding,
        slow,
      });
    };
    const fail = (message) => {
      failed++;
      if (failures.length < 5) failures.push(message);
    };
    const fire = (i, due) => {
      lags[i] = performance.now() - due;
      peakOutstanding = Math.max(peakOutstanding, i + 1 - settled);
      const url = `${base}${paths[i % paths.length]}`;
      let over = false;
      const settle = (error) => {
        if (over) return;
        over = true;
        if (error) fail(`${url}: ${error}`);
        settled++;
        finishIfSettled();
      };
      const req = http.get(url, { agent, headers }, (res) => {
        res.on('data', () => {});
        res.on('end', () => {
          if (res.statusCode !== expect) return settle(`answered ${res.statusCode}`);
          const now = performance.now();
          latencies[answered++] = now - due;
          if (now - due > SLOW_REQUEST_MS) {
            slow.push({ at: performance.timeOrigin + due, ms: now - due, lag: lags[i] });
          }
          lastAnswer = now;
          settle();
        });
        res.on('error', (error) => settle(error.message));
        res.on('close', () => settle('closed before its end'));
      });
      req.setTimeout(REQUEST_TIMEOUT_MS, () =>
        req.destroy(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)),
      );
      req.on('error', (error) => settle(error.message));
    };
    const tick = () => {
      const now = performance.now();
      while (next < total && start + next * interval <= now) {
        if (next - settled >= MAX_OUTSTANDING) {
          fail(`${MAX_OUTSTANDING} requests outstanding: the server is not keeping up`);
          stopped = true;
          finishIfSettled();
          return;
        }
        fire(next, start + next * interval);
        next++;
      }
      if (next < total) setTimeout(tick, Math.max(0, Math.min(1, start + next * interval - now)));
    };
    setTimeout(tick, Math.max(0, start - performance.now()));
  });
}

const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '-');

/** An open-loop phase after a warm-up at the same rate; its row of results. */
async function phase({ name, base, paths, capacityPerSecond, limitMs, seconds, warmSeconds, say }) {
  const rate = capacityPerSecond * LOAD_SHARE;
  await openLoop({ base, paths, rate, seconds: warmSeconds });
  const run = await openLoop({ base, paths, rate, seconds });
  say(
    `openloop: ${name}: ${run.answered}/${run.scheduled} answered at ${run.achieved.toFixed(0)}/s ` +
      `(scheduled ${rate.toFixed(0)}/s); p50 ${ms(run.p50)} ms, p99 ${ms(run.p99)} ms, ` +
      `max ${ms(run.max)} ms; sender lag p99 ${ms(run.lagP99)} ms; ` +
      `at most ${run.peakOutstanding} outstanding`,
  );
  for (const failure of run.failures) say(`openloop: ${name}: ${failure}`);
  const traceDir = process.env.BENCH_PAUSE_TRACE_DIR;
  if (traceDir) {
    const file = path.join(traceDir, `slow-${name.replace(/[^a-z]+/g, '-')}.json`);
    writeFileSync(file, JSON.stringify({ phase: name, rate, slow: run.slow }));
  }
  const kept = run.failed === 0 && run.achieved >= rate * MIN_ACHIEVED_SHARE;
  const shortfall = kept ? '' : run.failed > 0 ? `; ${run.failed} FAILED` : '; RATE NOT MET';
  // Latency counts from the due time, so a late sender only makes it look worse: say so.
  const lagged = run.lagP99 > SENDER_LAG_NOTE_MS ? `; sender late p99 ${ms(run.lagP99)} ms` : '';
  return {
    name: `open loop: ${name}`,
    figure:
      `p50 ${ms(run.p50)} ms, p99 ${ms(run.p99)} ms at ${run.achieved.toFixed(0)}/s ` +
      `(${(LOAD_SHARE * 100).toFixed(0)}% of ${capacityPerSecond.toFixed(0)}/s)${shortfall}${lagged}`,
    target: `p99 < ${limitMs} ms`,
    ok: kept && run.p99 < limitMs,
  };
}

/**
 * Runs the open-loop measurements. `uncachedGateway` (a gateway with its page cache off, as the
 * pages benchmark starts) is reused when given; otherwise one is started and put in `stops`.
 */
export async function openLoopBench(context) {
  const { cluster, keys, site, say, stops } = context;
  const seconds = phaseSeconds();
  const capacitySeconds = Math.min(5, seconds);
  const warmSeconds = Math.min(2, seconds);
  const timing = { seconds, warmSeconds };
  const results = [];

  // Uncached articles: every request through this gateway is a render (no page cache to hit).
  const articles = await articlePaths(cluster.urls.content, keys.apiKey, site, ARTICLES);
  let gateway = context.uncachedGateway;
  if (!gateway) {
    gateway = await extraGateway(context, { PAGE_CACHE_ENABLED: 'false' });
    stops.unshift(gateway.stop);
  }
  for (const article of articles) {
    const answer = await getRaw(`${gateway.url}${article}`);
    if (answer.status !== 200 || answer.headers['x-cache'] === 'hit') {
      throw new Error(
        `${article} through the uncached gateway: ${answer.status}, x-cache ${answer.headers['x-cache']}`,
      );
    }
  }
  say(`openloop: render's capacity for ${articles.length} articles (closed loop)...`);
  const renderCapacity = await capacity({
    base: cluster.urls.render,
    paths: articles,
    seconds: capacitySeconds,
    warmSeconds,
  });
  results.push({
    name: "open loop: render's capacity",
    figure: `${renderCapacity.toFixed(0)} articles/s (${CAPACITY_CONNECTIONS} conns, closed loop, uncached)`,
    target: 'measured',
    ok: true,
  });
  say(
    `openloop: uncached articles through the gateway at ${(renderCapacity * LOAD_SHARE).toFixed(0)}/s for ${seconds} s...`,
  );
  results.push(
    await phase({
      name: 'uncached article',
      base: gateway.url,
      paths: articles,
      capacityPerSecond: renderCapacity,
      limitMs: ARTICLE_P99_LIMIT_MS,
      say,
      ...timing,
    }),
  );

  // The path those requests take has a capacity of its own: on a machine whose cores render, the
  // content service, the gateway (proxying and compressing each article for its reader) and the
  // load generator share, it is below render's, and 60% of render's capacity can be past it
  // (docs/performance.md, "Latency measured in an open loop"). The same measure at 60% of the
  // path's own capacity says what the server does at a load it can carry.
  say(`openloop: the same articles' capacity through the uncached gateway (closed loop)...`);
  const pathCapacity = await capacity({
    base: gateway.url,
    paths: articles,
    seconds: capacitySeconds,
    warmSeconds,
  });
  results.push({
    name: "open loop: gateway path's capacity",
    figure: `${pathCapacity.toFixed(0)} articles/s (${CAPACITY_CONNECTIONS} conns, closed loop, Brotli for each reader)`,
    target: 'measured',
    ok: true,
  });
  say(
    `openloop: uncached articles at ${(pathCapacity * LOAD_SHARE).toFixed(0)}/s (60% of the path's capacity) for ${seconds} s...`,
  );
  results.push(
    await phase({
      name: 'uncached article, at the path',
      base: gateway.url,
      paths: articles,
      capacityPerSecond: pathCapacity,
      limitMs: ARTICLE_P99_LIMIT_MS,
      say,
      ...timing,
    }),
  );

  // The cached front door, through the cluster's gateway (its page cache on).
  const door = await cachedCopy(`${cluster.urls.gateway}/`);
  say(`openloop: the cached door's capacity (${door.body.length} bytes, closed loop)...`);
  const doorCapacity = await capacity({
    base: cluster.urls.gateway,
    paths: ['/'],
    seconds: capacitySeconds,
    warmSeconds,
  });
  results.push({
    name: "open loop: cached door's capacity",
    figure: `${doorCapacity.toFixed(0)} req/s (${CAPACITY_CONNECTIONS} conns, closed loop, via gateway)`,
    target: 'measured',
    ok: true,
  });
  say(
    `openloop: the cached door at ${(doorCapacity * LOAD_SHARE).toFixed(0)}/s for ${seconds} s...`,
  );
  results.push(
    await phase({
      name: 'cached door',
      base: cluster.urls.gateway,
      paths: ['/'],
      capacityPerSecond: doorCapacity,
      limitMs: DOOR_P99_LIMIT_MS,
      say,
      ...timing,
    }),
  );
  return results;
}
