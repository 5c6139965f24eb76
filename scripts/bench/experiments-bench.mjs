// The experiments benchmark of `npm run bench` (issues 6 and 30): decisions per second and p99
// latency through the experiments service, and OFREP single-flag evaluations likewise, each
// measured beside a bare fastify endpoint (bare-fastify.mjs, its own process) given the same
// request body, in alternated rounds; the service must keep at least half of the bare
// endpoint's throughput for both.
import { alternatedRounds, latencyRun } from './measure.mjs';
import { benchScript } from './processes.mjs';

const MIN_SHARE_OF_BARE = 0.5;
const ROUNDS = 5;
const ROUND_SECONDS = 3;

/** A returning visitor on an article, with the cookies and query a page request carries. */
const DECISION_BODY = JSON.stringify({
  cookies: { nemo_vid: 'bench-visitor-0001', fly_device: 'desktop' },
  query: { utm_source: 'newsletter' },
  context: {
    path: '/article/some-story/',
    device: 'desktop',
    edition: 'us',
    userAgent: 'Mozilla/5.0 (bench)',
  },
});

/** An OFREP single-flag evaluation (issue 30): a product's user, one of the site's flags. */
const OFREP_FLAG = 'ads';
const OFREP_BODY = JSON.stringify({
  context: { targetingKey: 'bench-user-0001', plan: 'premium', country: 'US' },
});

/** The median rates of alternated rounds of `a` and `b`, after a warm-up of each. */
async function sideBySide(a, b) {
  const rates = await alternatedRounds({ a, b }, { rounds: ROUNDS, seconds: ROUND_SECONDS });
  return { a: rates.a.perSecond, b: rates.b.perSecond };
}

/** Runs the experiments measurements; `stops` receives what to stop after. */
export async function experimentsBench({ cluster, keys, say, stops }) {
  const service = {
    url: `${cluster.urls.experiments}/experiments/decide`,
    headers: { 'content-type': 'application/json', 'x-api-key': keys.experimentsKey },
  };
  const bare = await benchScript('bare-fastify.mjs');
  stops.unshift(bare.stop);
  const bareTarget = { url: `${bare.url}/decide`, headers: { 'content-type': 'application/json' } };

  say('experiments: decisions through the service beside a bare fastify endpoint...');
  const latency = await latencyRun({ ...service, body: DECISION_BODY, workers: 1, warmup: 3000 });
  const decisions = await sideBySide(
    { ...service, body: DECISION_BODY },
    { ...bareTarget, body: DECISION_BODY },
  );
  const share = decisions.a / decisions.b;

  say('experiments: OFREP single-flag evaluations beside the bare endpoint...');
  const ofrepTarget = {
    url: `${cluster.urls.experiments}/ofrep/v1/evaluate/flags/${OFREP_FLAG}`,
    headers: { 'content-type': 'application/json', 'x-api-key': keys.experimentsKey },
    body: OFREP_BODY,
  };
  const ofrepLatency = await latencyRun({ ...ofrepTarget, workers: 1, warmup: 3000 });
  const ofrep = await sideBySide(ofrepTarget, {
    url: `${bare.url}/ofrep/v1/evaluate/flags/${OFREP_FLAG}`,
    headers: { 'content-type': 'application/json' },
    body: OFREP_BODY,
  });
  const ofrepShare = ofrep.a / ofrep.b;
  return [
    {
      name: 'experiments decisions',
      figure: `${decisions.a.toFixed(0)} decisions/s; p50 ${latency.p50.toFixed(3)} ms, p99 ${latency.p99.toFixed(3)} ms`,
      target: 'reported',
      ok: true,
    },
    {
      name: 'decisions / bare fastify',
      figure: `${decisions.a.toFixed(0)} / ${decisions.b.toFixed(0)} req/s = ${share.toFixed(2)}x`,
      target: `≥ ${MIN_SHARE_OF_BARE.toFixed(2)}x`,
      ok: share >= MIN_SHARE_OF_BARE,
    },
    {
      name: 'OFREP single-flag evaluations',
      figure: `${ofrep.a.toFixed(0)} evaluations/s; p50 ${ofrepLatency.p50.toFixed(3)} ms, p99 ${ofrepLatency.p99.toFixed(3)} ms`,
      target: 'reported',
      ok: true,
    },
    {
      name: 'OFREP evaluations / bare fastify',
      figure: `${ofrep.a.toFixed(0)} / ${ofrep.b.toFixed(0)} req/s = ${ofrepShare.toFixed(2)}x`,
      target: `≥ ${MIN_SHARE_OF_BARE.toFixed(2)}x`,
      ok: ofrepShare >= MIN_SHARE_OF_BARE,
    },
  ];
}
