// The vanity benchmark of `npm run bench` (issue 5): warm lookups through the vanity service
// and the gateway's page throughput with vanity on against a second gateway with it off.
import { latencyRun, median, throughputRun } from './measure.mjs';
import { BROWSER_HEADERS } from './page-bench.mjs';
import { extraGateway } from './processes.mjs';

const LOOKUP_P99_TARGET_MS = 2;
const VANITY_COST_LIMIT = 0.1;
/** Alternated runs per gateway: the median of each side is compared. */
const ROUNDS = 3;
const ROUND_SECONDS = 4;

async function vanityPath(vanityUrl, key, site) {
  const res = await fetch(`${vanityUrl}/api/neutron/vanity/${site}/dictionary`, {
    headers: { 'x-api-key': key },
  });
  if (!res.ok) throw new Error(`the vanity dictionary answered ${res.status}`);
  const { data } = await res.json();
  const entry = data.items.find((e) => e.urlType === 'MASK' && !e.error) ?? data.items[0];
  if (!entry) throw new Error('the vanity dictionary is empty');
  return entry.urlPath;
}

export async function anArticlePath(contentUrl, apiKey, site) {
  const res = await fetch(`${contentUrl}/api/neutron/composer/${site}/pages/door/news/web`, {
    headers: { 'x-api-key': apiKey },
  });
  const { data } = await res.json();
  for (const component of data.components) {
    const found = component.items?.find((i) => /^\/article\/[a-z0-9-]+\/$/.test(i.url ?? ''));
    if (found) return found.url;
  }
  throw new Error('no article on the news door');
}

/** Runs the vanity measurements on a started cluster; `stops` receives what to stop after. */
export async function vanityBench({ cluster, redisUrl, keys, site, say, stops }) {
  const results = [];
  const { vanityKey } = keys;
  say('vanity: warm lookups through the vanity service...');
  const vPath = await vanityPath(cluster.urls.vanity, vanityKey, site);
  const lookupUrl = `${cluster.urls.vanity}/api/neutron/vanity/${site}/web?path=${encodeURIComponent(vPath)}&edition=us`;
  const headers = { 'x-api-key': vanityKey };
  // Latency of one lookup at a time (what a calling product waits: the gateway holds the
  // dictionary and asks nothing per page), then the rate four connections get; on a 2-core
  // machine the benchmark shares the CPUs with the services.
  const latency = await latencyRun({ url: lookupUrl, headers, workers: 1, warmup: 3000 });
  const rate = await latencyRun({ url: lookupUrl, headers, workers: 4, warmup: 0 });
  results.push({
    name: 'vanity lookup (warm)',
    figure: `${Math.round(rate.perSecond)} lookups/s (4 conns); p50 ${latency.p50.toFixed(3)} ms, p99 ${latency.p99.toFixed(3)} ms`,
    target: `p99 < ${LOOKUP_P99_TARGET_MS} ms`,
    ok: latency.p99 < LOOKUP_P99_TARGET_MS,
  });

  say('vanity: gateway page throughput, vanity on against off (alternating rounds)...');
  const off = await extraGateway({ cluster, redisUrl }, { VANITY_ENABLED: 'false' });
  stops.unshift(off.stop);
  const page = await anArticlePath(cluster.urls.content, keys.apiKey, site);
  const on = [];
  const without = [];
  // Both warm first (render's caches, the vanity service's LRU), then alternate.
  await throughputRun({
    url: `${cluster.urls.gateway}${page}`,
    headers: BROWSER_HEADERS,
    seconds: 2,
  });
  await throughputRun({ url: `${off.url}${page}`, headers: BROWSER_HEADERS, seconds: 2 });
  for (let round = 0; round < ROUNDS; round++) {
    on.push(
      (
        await throughputRun({
          url: `${cluster.urls.gateway}${page}`,
          headers: BROWSER_HEADERS,
          seconds: ROUND_SECONDS,
        })
      ).perSecond,
    );
    without.push(
      (
        await throughputRun({
          url: `${off.url}${page}`,
          headers: BROWSER_HEADERS,
          seconds: ROUND_SECONDS,
        })
      ).perSecond,
    );
  }
  const ratio = median(on) / median(without);
  results.push({
    name: 'gateway pages, vanity on / off',
    figure: `${median(on).toFixed(0)} / ${median(without).toFixed(0)} req/s = ${ratio.toFixed(2)}x`,
    target: `≥ ${(1 - VANITY_COST_LIMIT).toFixed(2)}x`,
    ok: ratio >= 1 - VANITY_COST_LIMIT,
  });
  return results;
}
