#!/usr/bin/env node
// The ssr benchmark's worker (see ssr-bench.mjs): renders articles through the built server
// entry in this process, as render does (the same web bundle, content client and context), and
// prints the CPU time of each render as JSON. The content API's answers are recorded once from
// the running content service and replayed from memory, so that the figure is render's own work
// (the client's parsing and validation included), not the content service's or the network's.
// Run with NODE_ENV=production (React's production build). Argument: a JSON object
// { contentUrl, apiKey, site, publicUrl, imageKey, paths, warmup, renders, allocations }. With
// `allocations` (a number of sites), the renders after the warm-up are not timed but their
// allocations sampled (V8's sampling heap profiler, collected objects included), and it prints
// the bytes allocated per render and the sites that allocate most.
import { Session } from 'node:inspector/promises';
import { createRequire } from 'node:module';
import { ROOT } from '../lib/cluster.mjs';

const require = createRequire(import.meta.url);
const { WebBundle } = require(`${ROOT}/services/render/dist/web-bundle/web-bundle.js`);
const { createChromeClient, createContentClient } = require(`${ROOT}/libs/content-client/dist`);
const { DEFAULT_PUBLICATION_NAME } = require(`${ROOT}/libs/site/dist`);
const { HeaderLinksCache } = require(`${ROOT}/services/render/dist/content/header-links-cache.js`);

const options = JSON.parse(process.argv[2]);
const FETCH_TIMEOUT_MS = 10000;

/** Real fetches the first time each URL is asked for; its answer from memory after that. */
function recordingFetch() {
  const answers = new Map();
  return async (input, init) => {
    const url = String(input instanceof Request ? input.url : input);
    let answer = answers.get(url);
    if (!answer) {
      const res = await fetch(url, { ...init, signal: AbortSignal.timeout(FETCH_TIMEOUT_MS) });
      answer = { status: res.status, headers: [...res.headers], body: await res.text() };
      answers.set(url, answer);
    }
    return new Response(answer.body, { status: answer.status, headers: answer.headers });
  };
}

const bundle = WebBundle.load(WebBundle.defaultDistDir());
const fetchImpl = recordingFetch();
const clientOptions = {
  baseUrl: options.contentUrl,
  apiKey: options.apiKey,
  siteId: options.site,
  fetchImpl,
};
const contentClient = createContentClient(clientOptions);
/**
 * As render's ContentClients.chromeForRequest: the header links through render's own cache, at
 * its default of HEADER_LINKS_CACHE_SECONDS (60 s, longer than a run), so asked and checked once
 * per edition and run, not on every render as render does not.
 */
const HEADER_LINKS_CACHE_SECONDS = 60;
const chromeClient = new HeaderLinksCache({
  headerLinksCacheSeconds: HEADER_LINKS_CACHE_SECONDS,
}).around(createChromeClient(clientOptions));

/** Errors render reported (it renders an error screen for them): the run fails on any. */
const errors = [];

function context() {
  return {
    nonce: 'YmVuY2htYXJrLW5vbmNl',
    contentClient,
    chromeClient,
    siteConfig: { siteId: options.site, publicationName: DEFAULT_PUBLICATION_NAME },
    publicUrl: options.publicUrl,
    clientEntry: bundle.clientEntry,
    images: { hosts: [options.publicUrl], signingKey: options.imageKey },
    gdprMode: true,
    onError: (error) => errors.push(error),
  };
}

/** One render of `path`, its document written out; the bytes written. */
async function renderOnce(path) {
  const request = new Request(new URL(path, options.publicUrl), {
    headers: { accept: 'text/html', 'accept-language': 'en-US,en;q=0.9' },
  });
  const result = await bundle.serverEntry.render(request, context());
  if (errors.length > 0) throw errors[0];
  if (result.kind !== 'document' || result.status !== 200) {
    throw new Error(`${path} rendered ${result.kind} ${result.status}`);
  }
  return Buffer.byteLength(result.html);
}

/** One sample every this many bytes allocated, on average: fine enough for sites of 1 KB. */
const SAMPLING_INTERVAL_BYTES = 512;

/**
 * The bytes `renders` renders allocate, per render, and the `sites` functions that allocate
 * most (self, by function and file). A figure of allocation, not of time: the same on a busy
 * machine as on a quiet one, and what the scavenges between renders are paid for.
 */
async function sampleAllocations(paths, renders, sites) {
  const session = new Session();
  session.connect();
  await session.post('HeapProfiler.enable');
  await session.post('HeapProfiler.startSampling', {
    samplingInterval: SAMPLING_INTERVAL_BYTES,
    includeObjectsCollectedByMajorGC: true,
    includeObjectsCollectedByMinorGC: true,
  });
  for (let i = 0; i < renders; i++) await renderOnce(paths[i % paths.length]);
  const { profile } = await session.post('HeapProfiler.stopSampling');
  session.disconnect();
  const bySite = new Map();
  let total = 0;
  const where = ({ functionName, url, lineNumber }) =>
    `${functionName || '(anonymous)'} ${url.replace(/^.*\/node_modules\//, '').replace(/^file:\/\//, '')}:${lineNumber + 1}`;
  // A built-in (String.prototype.replace, ...) has no file: it is named with its caller's.
  const walk = (node, caller) => {
    total += node.selfSize;
    const site = node.callFrame.url
      ? where(node.callFrame)
      : `${node.callFrame.functionName} in ${caller}`;
    if (node.selfSize > 0) bySite.set(site, (bySite.get(site) ?? 0) + node.selfSize);
    for (const child of node.children) walk(child, node.callFrame.url ? site : caller);
  };
  walk(profile.head, '(root)');
  const top = [...bySite]
    .sort((a, b) => b[1] - a[1])
    .slice(0, sites)
    .map(([site, bytes]) => ({ site, bytesPerRender: Math.round(bytes / renders) }));
  return { allocatedPerRender: Math.round(total / renders), sites: top };
}

async function main() {
  const { paths, warmup, renders, allocations } = options;
  let bytes = 0;
  for (let i = 0; i < warmup; i++) bytes = await renderOnce(paths[i % paths.length]);
  if (allocations !== undefined) {
    const sampled = await sampleAllocations(paths, renders, allocations);
    process.stdout.write(JSON.stringify({ ...sampled, bytes }));
    return;
  }
  const cpuMs = [];
  for (let i = 0; i < renders; i++) {
    const start = process.cpuUsage();
    await renderOnce(paths[i % paths.length]);
    const used = process.cpuUsage(start);
    cpuMs.push((used.user + used.system) / 1000);
  }
  process.stdout.write(JSON.stringify({ cpuMs, bytes }));
}

main().catch((error) => {
  process.stderr.write(`${error instanceof Error ? error.stack : error}\n`);
  process.exitCode = 1;
});
