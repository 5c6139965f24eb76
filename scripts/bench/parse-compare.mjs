#!/usr/bin/env node
// The composer answer's check at the boundary (parsePageResponse, libs/contracts), timed against
// another checkout's build of it on the same recorded article answers: the figure behind "the
// check once costs no more than the checks it replaces" (issue 28). The ssr benchmark measures
// the whole render, where this part is a few microseconds in milliseconds and lost in noise.
//   BENCH_BASELINE=/path/to/another/checkout (built) node scripts/bench/parse-compare.mjs
import { createRequire } from 'node:module';
import { randomBytes } from 'node:crypto';
import { ROOT, SERVICES, startCluster } from '../lib/cluster.mjs';
import { freePorts } from '../lib/ports.mjs';
import { DEFAULT_REDIS_URL, ensureRedis } from '../lib/redis.mjs';
import { articlePaths } from './page-bench.mjs';

const BASELINE = process.env.BENCH_BASELINE;
if (!BASELINE) throw new Error('BENCH_BASELINE=/path/to/another/built/checkout is required');
const SITE = 'bytewire';
const ARTICLES = 3;
const PASSES = 300;
const ROUNDS = 10;

const require = createRequire(import.meta.url);
const here = require(`${ROOT}/libs/contracts/dist`);
const there = require(`${BASELINE}/libs/contracts/dist`);

/** Microseconds per answer: parsing and checking when `lib` is given, JSON.parse alone if not. */
function perAnswer(texts, lib) {
  const start = process.hrtime.bigint();
  for (let pass = 0; pass < PASSES; pass += 1) {
    for (const text of texts) {
      const json = JSON.parse(text);
      if (lib) lib.parsePageResponse(json);
    }
  }
  return Number(process.hrtime.bigint() - start) / 1e3 / (PASSES * texts.length);
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

const redis = await ensureRedis(process.env.REDIS_URL ?? DEFAULT_REDIS_URL);
const apiKey = randomBytes(24).toString('hex');
const cluster = await startCluster({
  ports: await freePorts(SERVICES),
  services: ['content'],
  redisUrl: redis.url,
  logLevel: 'warn',
  output: null,
  apiKey,
});
try {
  const texts = [];
  for (const path of await articlePaths(cluster.urls.content, apiKey, SITE, ARTICLES)) {
    const slug = path.split('/')[2];
    const url = `${cluster.urls.content}/api/neutron/composer/${SITE}/pages/article/${slug}/web`;
    const res = await fetch(url, {
      headers: { 'x-api-key': apiKey },
      signal: AbortSignal.timeout(5000),
    });
    if (!res.ok) throw new Error(`${url} answered ${res.status}`);
    texts.push(await res.text());
  }
  // Warmed first; then alternated, which goes first alternating too.
  perAnswer(texts, here);
  perAnswer(texts, there);
  const times = { here: [], there: [], json: [] };
  for (let round = 0; round < ROUNDS; round += 1) {
    const order = round % 2 === 0 ? ['here', 'there'] : ['there', 'here'];
    for (const which of order) times[which].push(perAnswer(texts, which === 'here' ? here : there));
    times.json.push(perAnswer(texts));
  }
  const json = median(times.json);
  const check = (which) => median(times[which]) - json;
  console.log(
    `parsePageResponse, the check alone (JSON.parse's ${json.toFixed(1)} us taken off), per article answer: ` +
      `${check('here').toFixed(1)} us here, ${check('there').toFixed(1)} us in ${BASELINE} ` +
      `(${ARTICLES} answers of ${texts.map((t) => (t.length / 1024).toFixed(0)).join(', ')} KB, ${ROUNDS} alternated rounds)`,
  );
} finally {
  await cluster.stop();
  await redis.stop();
}
