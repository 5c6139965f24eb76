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
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:net';
import type { AddressInfo } from 'node:net';
import { AppModule } from '../../src/app.module';
import { DictionarySync } from '../../src/dictionary/dictionary-sync';
import { QUEUE_PREFIX, refreshQueueName } from '../../src/refresh/refresh-scheduler';
import { CONTENT_KEY } from './fake-content-api';

export const API_KEY = 'vanity-caller-key-0123456789';
export const ADMIN_KEY = 'vanity-admin-key-0123456789';
export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** A site id of its own per test, so runs sharing one Redis never see each other's keys. */
export function uniqueSite(): string {
  return `vt-${randomBytes(5).toString('hex')}`;
}

export interface AppOptions {
  site: string;
  contentApiUrl: string;
  redisUrl?: string;
  env?: Record<string, string>;
}

/** Every variable the service reads, set for one app (read when the app is created). */
export function setEnv({ site, contentApiUrl, redisUrl = REDIS_URL, env = {} }: AppOptions): void {
  Object.assign(process.env, {
    SITE_ID: site,
    CONTENT_API_URL: contentApiUrl,
    CONTENT_API_KEY: CONTENT_KEY,
    CONTENT_API_TIMEOUT_MS: '2000',
    REDIS_URL: redisUrl,
    VANITY_API_KEY: API_KEY,
    VANITY_ADMIN_KEY: ADMIN_KEY,
    VANITY_REFRESH_INTERVAL_MS: '300000',
    VANITY_CACHE_TTL_MS: '30000',
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    ...env,
  });
}

/** A real app (not listening) whose first dictionary load is over. */
export async function createApp(options: AppOptions): Promise<NestFastifyApplication> {
  setEnv(options);
  const app = await createServiceApp(AppModule, { serviceName: 'vanity' });
  await app.get(DictionarySync).initialLoad;
  return app;
}

/**
 * Removes every key a test site left in Redis (dictionary, former dictionary keys and refresh
 * queue; a Redis Cluster's masters all scanned) and the site's record in KEYSPACE_MOVES_KEY.
 */
export async function cleanRedis(site: string): Promise<void> {
  const redis = redisClientFor(REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    for (const pattern of [
      `${keyspaceOf('vanity', site)}*`,
      `${untaggedKeyspaceOf('vanity', site)}*`,
      `${QUEUE_PREFIX}:${refreshQueueName(site)}:*`,
    ]) {
      await deleteMatching(redis, pattern);
    }
    await redis.hdel(KEYSPACE_MOVES_KEY, untaggedKeyspaceOf('vanity', site));
  } finally {
    redis.disconnect();
  }
}

/** A loopback port nothing listens on (a Redis that is down). */
export async function closedPort(): Promise<number> {
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
  return `${scheme}://127.0.0.1:${await closedPort()}`;
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
