// The container suite's stack: finds podman or docker (without one, every test skips, saying
// so), makes sure a Node base is there (the official one, or one made from Debian's packages),
// builds every service's image, prints their sizes, then runs the whole stack in containers on
// free loopback ports (host networking: no container network, the tests talk to 127.0.0.1) with
// a state Redis (append-only, never evicting) and a cache Redis (bounded, evicting), both
// redis-server processes of the suite's own. What the specs need goes to the environment and to
// test-output/containers/stack.json. The containers' logs: test-output/containers/stack.log.
import { createWriteStream, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { assertChromium } from '../support/chromium';
import { startRedis } from '../support/redis-server';
import { stopProcess } from '../support/processes';
import { NO_ENGINE, STACK_FILE, type Stack } from './stack';

const ROOT = path.resolve(__dirname, '../..');
const say = (msg: string) => process.stdout.write(`[containers] ${msg}\n`);
const mb = (bytes: number) => `${(bytes / 1e6).toFixed(1)} MB`;

export default async function globalSetup(): Promise<(() => Promise<void>) | void> {
  const containers = await import('../../scripts/lib/containers.mjs');
  const { startCluster, pollUntilOk, SERVICES } = await import('../../scripts/lib/cluster.mjs');
  const { freePorts } = await import('../../scripts/lib/ports.mjs');
  const out = path.join(ROOT, 'test-output', 'containers');
  mkdirSync(out, { recursive: true });
  rmSync(path.join(out, STACK_FILE), { force: true });

  const engine = containers.findEngine();
  if (!engine) {
    say(`skipped: ${NO_ENGINE}`);
    process.env.CONTAINERS_SKIP = NO_ENGINE;
    return;
  }
  assertChromium();
  say(`engine: ${engine}`);
  containers.removeContainers(engine);
  const nodeImage = containers.ensureNodeBase(engine);
  say(`Node base: ${nodeImage}`);
  const buildSeconds = containers.buildImages(engine, nodeImage);
  const images: Stack['images'] = {};
  say(`application layers of each image (budget ${mb(containers.APP_LAYERS_BUDGET_BYTES)}):`);
  for (const service of SERVICES) {
    const image = containers.imageOf(service);
    const size = containers.imageSize(engine, image, nodeImage);
    images[service] = { image, ...size, buildSeconds: buildSeconds[service] };
    const verdict = size.app <= containers.APP_LAYERS_BUDGET_BYTES ? 'within' : 'OVER';
    say(
      `  ${service.padEnd(17)} ${mb(size.app).padStart(9)} (${verdict} budget; image ${mb(size.total)} on a ${mb(size.base)} base)`,
    );
  }

  const redisPorts = await freePorts(['state', 'cache']);
  const aofDir = mkdtempSync(path.join(tmpdir(), 'state-redis-'));
  const redises: ChildProcess[] = [
    await startRedis(redisPorts.state, { appendOnlyDir: aofDir }),
    await startRedis(redisPorts.cache),
  ];
  const ports = await freePorts(SERVICES);
  const log = createWriteStream(path.join(out, 'stack.log'));
  const launch = containers.containerLauncher(engine);
  const ready: Record<string, Promise<number>> = {};
  const cluster = await startCluster({
    ports,
    redisUrl: `redis://127.0.0.1:${redisPorts.state}`,
    pageCacheRedisUrl: `redis://127.0.0.1:${redisPorts.cache}`,
    logLevel: 'info',
    // Nothing of this process's environment reaches the containers.
    baseEnv: {},
    launch: (service: string, env: Record<string, string>) => {
      // From launch to GET /health/ready answering 200 (NaN when it never did).
      const launchedAt = Date.now();
      const url = `http://127.0.0.1:${ports[service as keyof typeof ports]}/health/ready`;
      ready[service] = pollUntilOk(url, { timeoutMs: 120_000, intervalMs: 100 }).then((ok) =>
        ok ? (Date.now() - launchedAt) / 1000 : NaN,
      );
      return launch(service, env);
    },
    output: (name: string, line: string) => log.write(`${name} | ${line}\n`),
    startTimeoutMs: 90_000,
  });
  const readySeconds: Record<string, number> = {};
  for (const service of SERVICES) readySeconds[service] = await ready[service];
  say('start to ready (GET /health/ready answering 200), by service:');
  for (const service of SERVICES) {
    say(`  ${service.padEnd(17)} ${readySeconds[service].toFixed(1)} s`);
  }

  const stack: Stack = {
    engine,
    nodeImage,
    appLayersBudgetBytes: containers.APP_LAYERS_BUDGET_BYTES,
    images,
    readySeconds,
    ports,
  };
  writeFileSync(path.join(out, STACK_FILE), JSON.stringify(stack, null, 2));
  Object.assign(process.env, {
    BASE_URL: cluster.urls.gateway,
    SITE_PUBLIC_URL: `http://localhost:${ports.gateway}`,
    CONTENT_URL: cluster.urls.content,
    CONTENT_API_KEY: cluster.apiKey,
    VANITY_URL: cluster.urls.vanity,
    VANITY_API_KEY: cluster.vanityKey,
    EXPERIMENTS_URL: cluster.urls.experiments,
    EXPERIMENTS_ADMIN_KEY: cluster.experimentsAdminKey,
    IDENTITY_URL: `http://localhost:${ports.identity}`,
    IDENTITY_OUTBOX_KEY: cluster.identity.outboxKey,
  });

  return async () => {
    await cluster.stop();
    containers.removeContainers(engine);
    await Promise.all(redises.map(stopProcess));
    rmSync(aofDir, { recursive: true, force: true });
    log.end();
  };
}
