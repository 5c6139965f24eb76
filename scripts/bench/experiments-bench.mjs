// The experiments benchmark of `npm run bench` (issue 6): decisions per second and p99 latency
// through the experiments service, measured beside a bare fastify endpoint (bare-fastify.mjs,
// its own process) given the same request body; the service must keep at least half of the
// bare endpoint's throughput.
import { latencyRun, median, throughputRun } from './measure.mjs';
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
  const serviceRates = [];
  const bareRates = [];
  await throughputRun({ ...service, body: DECISION_BODY, seconds: 2 });
  await throughputRun({ ...bareTarget, body: DECISION_BODY, seconds: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    serviceRates.push(
      (await throughputRun({ ...service, body: DECISION_BODY, seconds: ROUND_SECONDS })).perSecond,
    );
    bareRates.push(
      (await throughputRun({ ...bareTarget, body: DECISION_BODY, seconds: ROUND_SECONDS }))
        .perSecond,
    );
  }
  const share = median(serviceRates) / median(bareRates);
  return [
    {
      name: 'experiments decisions',
      figure: `${median(serviceRates).toFixed(0)} decisions/s; p50 ${latency.p50.toFixed(3)} ms, p99 ${latency.p99.toFixed(3)} ms`,
      target: 'reported',
      ok: true,
    },
    {
      name: 'decisions / bare fastify',
      figure: `${median(serviceRates).toFixed(0)} / ${median(bareRates).toFixed(0)} req/s = ${share.toFixed(2)}x`,
      target: `≥ ${MIN_SHARE_OF_BARE.toFixed(2)}x`,
      ok: share >= MIN_SHARE_OF_BARE,
    },
  ];
}
