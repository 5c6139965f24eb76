import type { TestDefinition } from '@bytewire/experiments';
import {
  createServiceApp,
  deleteMatching,
  isClusterUrl,
  KEYSPACE_MOVES_KEY,
  keyspaceOf,
  redisClientFor,
  untaggedKeyspaceOf,
} from '@bytewire/service-kit';
import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import { Redis } from 'ioredis';
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo } from 'node:net';
import { AppModule } from '../../src/app.module';

export const API_KEY = 'experiments-caller-key-0123456789';
export const ADMIN_KEY = 'experiments-admin-key-0123456789';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
export const FLAGS = 'ads=true,adDisplay=true,cohesion=false,consent=true,vanityMask=true';

/** A site id of its own per test, so runs sharing one Redis never see each other's keys. */
export function uniqueSite(): string {
  return `xt${randomBytes(5).toString('hex')}`;
}

export interface AppOptions {
  site: string;
  redisUrl?: string;
  env?: Record<string, string>;
}

/** Every variable the service reads, set for one app (read when the app is created). */
export function setEnv({ site, redisUrl = REDIS_URL, env = {} }: AppOptions): void {
  Object.assign(process.env, {
    SITE_ID: site,
    REDIS_URL: redisUrl,
    EXPERIMENTS_API_KEY: API_KEY,
    EXPERIMENTS_ADMIN_KEY: ADMIN_KEY,
    FEATURE_FLAGS: FLAGS,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
}

/**
 * A fresh app on a site of its own for each test of the calling describe block, closed and its
 * Redis keys removed after each: `fresh.app` and `fresh.site` are the current test's.
 */
export function appPerTest(env: Record<string, string> = {}): {
  readonly app: NestFastifyApplication;
  readonly site: string;
} {
  const current: { app?: NestFastifyApplication; site?: string } = {};
  beforeEach(async () => {
    current.site = uniqueSite();
    current.app = await createApp({ site: current.site, env });
  });
  afterEach(async () => {
    await current.app?.close();
    if (current.site) await cleanRedis(current.site);
  });
  return {
    get app() {
      if (!current.app) throw new Error('no app outside a test');
      return current.app;
    },
    get site() {
      if (!current.site) throw new Error('no site outside a test');
      return current.site;
    },
  };
}

/** A real app (not listening); its first load of the definitions is over once it resolves. */
export async function createApp(options: AppOptions): Promise<NestFastifyApplication> {
  setEnv(options);
  return createServiceApp(AppModule, { serviceName: 'experiments' });
}

/**
 * Removes every key a test site left in Redis (a Redis Cluster's masters all scanned), under
 * the service's keyspace and the former one, and the site's record in KEYSPACE_MOVES_KEY.
 */
export async function cleanRedis(site: string, url = REDIS_URL): Promise<void> {
  const redis = redisClientFor(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await deleteMatching(redis, `${keyspaceOf('experiments', site)}*`);
    await deleteMatching(redis, `${untaggedKeyspaceOf('experiments', site)}*`);
    await redis.hdel(KEYSPACE_MOVES_KEY, untaggedKeyspaceOf('experiments', site));
  } finally {
    redis.disconnect();
  }
}

/** A free loopback port (nothing listens on it once this resolves). */
export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A Redis URL of the same form as REDIS_URL (one Redis, or a Redis Cluster) naming a port
 * nothing listens on: Redis down, with the client the service uses against REDIS_URL.
 */
export async function downRedisUrl(): Promise<string> {
  const scheme = isClusterUrl(REDIS_URL) ? 'redis+cluster' : 'redis';
  return `${scheme}://127.0.0.1:${await freePort()}`;
}

/** A Redis server of its own (to stop in the middle of a test), on a free port. */
export async function startOwnRedis(): Promise<{ url: string; stop: () => Promise<void> }> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  );
  const url = `redis://127.0.0.1:${port}`;
  await eventually(async () => {
    const probe = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0 });
    try {
      await probe.connect();
      await probe.ping();
    } finally {
      probe.disconnect();
    }
  });
  return {
    url,
    stop: () =>
      new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGKILL');
      }),
  };
}

/** Polls until `check` passes or the time is up (then its last failure is thrown). */
export async function eventually(check: () => Promise<void>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      await check();
      return;
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

const DAY_MS = 86_400_000;

/** A definition running now (yesterday to tomorrow, unless dates are given). */
export function runningTest(overrides: Partial<TestDefinition> = {}): TestDefinition {
  return {
    id: 'hero_test',
    version: '1',
    startDate: new Date(Date.now() - DAY_MS).toISOString(),
    endDate: new Date(Date.now() + DAY_MS).toISOString(),
    allocations: [
      { percentage: 50, bucket: 'control' },
      { percentage: 50, bucket: 'variant' },
    ],
    ...overrides,
  };
}

/** One sample of a metric from /metrics text, 0 when absent. */
export function metricValue(
  text: string,
  name: string,
  labels: Record<string, string> = {},
): number {
  const wanted = Object.entries(labels).map(([k, v]) => `${k}="${v}"`);
  for (const line of text.split('\n')) {
    if (!line.startsWith(name)) continue;
    const rest = line.slice(name.length);
    if (rest[0] !== '{' && rest[0] !== ' ') continue;
    if (wanted.every((w) => rest.includes(w))) return Number(line.split(' ').pop());
  }
  return 0;
}
