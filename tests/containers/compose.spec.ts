// docker-compose.yml run as a developer would (issue 31), after the rest of the suite: from a
// copy of the file in a new directory, `node scripts/compose-env.mjs` writes its .env, and
// Compose (podman-compose beside podman, `docker compose` beside docker) starts the whole site
// with none of the secrets exported. Only what a test machine needs is set, each a variable
// the compose file documents: the suite's images (BYTEWIRE_TAG) and a Redis image when
// redis:7-alpine cannot be pulled (REDIS_IMAGE); the site is on http://localhost:3000 (and
// 3005, 3006) as for a developer, unless one of those ports is taken: then on free loopback
// ports with the public URLs that name them. The containers run on a Compose network of their
// own and find each other by service name; Compose's output and the containers' logs:
// test-output/containers/compose.log.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { createServer } from 'node:net';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { expect, test } from '../support/test';
import { readStack, skipReason, type Stack } from './stack';
import { SERVICES } from '../support/services';

const ROOT = path.resolve(__dirname, '../..');
const PROJECT = 'bytewire-compose-ct';
const UP_WITHIN_MS = 180_000;
/** The ports docker-compose.yml publishes by default (GATEWAY_HOST_PORT, ...). */
const DEFAULT_PORTS = { gateway: 3000, warmer: 3005, identity: 3006 };

/** Whether nothing listens on a loopback port (it can be bound, then it is let go). */
function isFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

interface Containers {
  findCompose(engine: string): string[] | null;
  composeContainers(engine: string, project: string, service: string): string[];
  ensureRedisImage(engine: string): string;
  TEST_TAG: string;
}

let stack: Stack;
let containers: Containers;
let compose: string[];
let dir: string;
let env: Record<string, string>;
let ports: Record<'gateway' | 'warmer' | 'identity', number>;
const transcript: string[] = [];

/** Runs Compose in the project's directory with the environment above; keeps its output. */
function composeRun(args: string[], timeoutMs = 300_000) {
  const result = spawnSync(compose[0], [...compose.slice(1), '-p', PROJECT, ...args], {
    cwd: dir,
    env,
    encoding: 'utf8',
    timeout: timeoutMs,
    maxBuffer: 64 * 1024 * 1024,
  });
  transcript.push(`$ compose ${args.join(' ')}\n${result.stdout}${result.stderr}`);
  return { status: result.status ?? 1, out: `${result.stdout}${result.stderr}` };
}

function engine(args: string[]) {
  const result = spawnSync(stack.engine, args, { encoding: 'utf8', timeout: 30_000 });
  return { status: result.status ?? 1, out: `${result.stdout}${result.stderr}`.trim() };
}

/** The one container Compose runs for a service. */
function containerOf(service: string): string {
  const names = containers.composeContainers(stack.engine, PROJECT, service);
  expect(names, `the ${service} container`).toHaveLength(1);
  return names[0];
}

const redisConfig = (service: string, name: string) =>
  engine(['exec', containerOf(service), 'redis-cli', 'config', 'get', name]).out.split('\n')[1];

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.skip(!!skipReason(), skipReason());
  stack = readStack();
  containers = (await import('../../scripts/lib/containers.mjs')) as unknown as Containers;
  const found = containers.findCompose(stack.engine);
  test.skip(!found, `no Compose beside ${stack.engine} (podman-compose, docker compose)`);
  compose = found as string[];
  test.setTimeout(UP_WITHIN_MS + 300_000);

  // The compose file's own ports when they are free (as on a developer's machine or in CI):
  // then nothing but the images is set. Otherwise free ones, and the URLs that name them.
  const defaultsFree = (await Promise.all(Object.values(DEFAULT_PORTS).map(isFree))).every(Boolean);
  const { freePorts } = await import('../../scripts/lib/ports.mjs');
  ports = defaultsFree ? DEFAULT_PORTS : await freePorts(['gateway', 'warmer', 'identity']);
  process.stdout.write(
    `[compose] ${defaultsFree ? 'on its default ports' : 'defaults busy, on free ports'}: gateway ${ports.gateway}, warmer ${ports.warmer}, identity ${ports.identity}\n`,
  );
  dir = mkdtempSync(path.join(tmpdir(), 'compose-'));
  copyFileSync(path.join(ROOT, 'docker-compose.yml'), path.join(dir, 'docker-compose.yml'));
  const wrote = spawnSync(
    process.execPath,
    [path.join(ROOT, 'scripts/compose-env.mjs'), path.join(dir, '.env')],
    { encoding: 'utf8' },
  );
  expect(wrote.status, wrote.stderr).toBe(0);

  // Nothing of the suite's environment (it holds the first stack's keys): the path, and the
  // documented knobs a shared machine needs.
  env = {
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    HOME: process.env.HOME ?? dir,
    BYTEWIRE_TAG: containers.TEST_TAG,
    REDIS_IMAGE: containers.ensureRedisImage(stack.engine),
    ...(defaultsFree
      ? {}
      : {
          GATEWAY_HOST_PORT: String(ports.gateway),
          WARMER_HOST_PORT: String(ports.warmer),
          IDENTITY_HOST_PORT: String(ports.identity),
          PUBLIC_URL: `http://localhost:${ports.gateway}`,
          IDENTITY_PUBLIC_URL: `http://localhost:${ports.identity}`,
        }),
  };
  // Left by a run that was cut short.
  composeRun(['down', '--volumes']);
  const up = composeRun(['up', '-d']);
  expect(up.status, up.out.slice(-4000)).toBe(0);
});

test.afterAll(() => {
  if (!dir) return;
  if (compose) {
    composeRun(['logs']);
    composeRun(['down', '--volumes']);
    // podman-compose 1.0.3 leaves the project's network (docker compose removes it).
    if (stack.engine === 'podman') engine(['network', 'rm', '--force', `${PROJECT}_default`]);
  }
  // Compose prints each container's command line, keys included: they are blanked (each line
  // of each, the signing key has several).
  const secrets = Object.values(parseEnv(readFileSync(path.join(dir, '.env'), 'utf8')))
    .flatMap((value) => (value ?? '').split('\n'))
    .filter((line) => line.length >= 16);
  let log = transcript.join('\n');
  for (const secret of secrets) log = log.replaceAll(secret, '…');
  writeFileSync(path.join(ROOT, 'test-output/containers/compose.log'), log);
  rmSync(dir, { recursive: true, force: true });
});

test('with nothing exported, the site answers on the published port: home and an article', async () => {
  test.setTimeout(UP_WITHIN_MS + 60_000);
  const home = `http://127.0.0.1:${ports.gateway}/`;
  let html = '';
  await expect
    .poll(
      async () => {
        const res = await fetch(home, { signal: AbortSignal.timeout(5000) }).catch(() => null);
        html = res ? await res.text() : '';
        return res?.status ?? 0;
      },
      { timeout: UP_WITHIN_MS, intervals: [2000] },
    )
    .toBe(200);
  expect(html).toContain('Bytewire');
  const article = html.match(/href="(\/article\/[a-z0-9-]+\/)"/)?.[1];
  expect(article, 'an article linked from the home page').toBeTruthy();
  const res = await fetch(`http://127.0.0.1:${ports.gateway}${article}`);
  expect(res.status).toBe(200);
  expect(await res.text()).toContain('<article');
});

test('the identity provider and the warmer answer on theirs; the issuer is the public URL', async () => {
  const discovery = await fetch(
    `http://127.0.0.1:${ports.identity}/oidc/.well-known/openid-configuration`,
  );
  expect(discovery.status).toBe(200);
  expect(((await discovery.json()) as { issuer: string }).issuer).toBe(
    `http://localhost:${ports.identity}/oidc`,
  );
  const warmer = await fetch(`http://127.0.0.1:${ports.warmer}/health/live`);
  expect(warmer.status).toBe(200);
});

test('two Redis roles: state append-only and never evicting, the page cache bounded and evicting', async () => {
  expect(redisConfig('redis-state', 'appendonly')).toBe('yes');
  expect(redisConfig('redis-state', 'maxmemory-policy')).toBe('noeviction');
  expect(redisConfig('redis-cache', 'appendonly')).toBe('no');
  expect(redisConfig('redis-cache', 'maxmemory-policy')).toBe('allkeys-lru');
  // The home page asked for above is kept in the cache Redis.
  await expect
    .poll(() => Number(engine(['exec', containerOf('redis-cache'), 'redis-cli', 'dbsize']).out))
    .toBeGreaterThan(0);
});

test('every service container passes its health check', async () => {
  for (const service of [...SERVICES, 'redis-state', 'redis-cache']) {
    const name = containerOf(service);
    // podman runs a check on demand here (no systemd timer); docker on its interval.
    const healthy = () =>
      stack.engine === 'podman'
        ? engine(['healthcheck', 'run', name]).status === 0
        : engine(['inspect', '--format', '{{.State.Health.Status}}', name]).out === 'healthy';
    await expect.poll(healthy, { message: service, timeout: 30_000 }).toBe(true);
  }
});
