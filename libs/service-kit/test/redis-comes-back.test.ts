/**
 * A Redis client's recovery when Redis comes back on its port. One Redis only: a proxy brings
 * "Redis" back on one TCP port, and a Cluster client would follow the addresses its nodes give
 * instead (scripts/redis-cluster-tests.mjs leaves this file out).
 */
import { Registry } from 'prom-client';
import { randomBytes } from 'node:crypto';
import {
  closeRedis,
  createResilientRedis,
  KEYSPACE_MOVES_KEY,
  KeyspaceMove,
  keyspaceOf,
  RedisMetrics,
  untaggedKeyspaceOf,
} from '../src';
import {
  circuitOpen,
  DOWN,
  freePort,
  ignoreErrors,
  proxyToRedis,
  recordingLogger,
  waitFor,
} from './redis-test-kit';
import { deleteMatching, testRedis } from './redis-target';

describe('a Redis client when Redis comes back', () => {
  it('rejects commands while Redis is down, warns once per outage, and logs its end', async () => {
    const port = await freePort();
    const logger = recordingLogger();
    const counted: string[] = [];
    const redis = createResilientRedis({
      url: `redis://127.0.0.1:${port}`,
      logger,
      unavailableMessage: DOWN,
      countError: (operation) => counted.push(operation),
    });
    let proxy: { close(): Promise<void> } | undefined;
    try {
      await expect(redis.ping()).rejects.toThrow();
      // Several failed reconnections, still one warning.
      await new Promise((resolve) => setTimeout(resolve, 700));
      expect(logger.warnings).toHaveLength(1);
      expect(logger.warnings[0]?.message).toBe(DOWN);
      // The cause, for the log (an Error of another realm here: no toBeInstanceOf).
      expect(logger.warnings[0]?.context.err.message).toContain('ECONNREFUSED');
      expect(logger.logs).toEqual([]);
      // The refused command and every failed connection attempt are counted.
      expect(counted).toContain('ping');
      expect(counted.filter((operation) => operation === 'connection').length).toBeGreaterThan(1);

      proxy = await proxyToRedis(port);
      await waitFor(() => redis.status === 'ready');
      expect(logger.logs).toEqual(['Redis available again']);
      expect(await redis.ping()).toBe('PONG');
      expect(logger.warnings).toHaveLength(1);
    } finally {
      await closeRedis(redis);
      await proxy?.close();
    }
  });

  it('probes after its cool-down and closes once Redis answers again', async () => {
    const port = await freePort();
    const registry = new Registry();
    const logger = recordingLogger();
    const redis = createResilientRedis({
      url: `redis://127.0.0.1:${port}`,
      logger,
      unavailableMessage: DOWN,
      countError: new RedisMetrics(registry).counterFor('back'),
      breaker: { failures: 2, coolDownMs: 300 },
    });
    let proxy: { close(): Promise<void> } | undefined;
    try {
      for (let i = 0; i < 2; i++) await expect(redis.ping()).rejects.toThrow();
      await expect(redis.ping()).rejects.toThrow(/circuit/i);
      expect(await circuitOpen(registry, 'back')).toBe(1);
      proxy = await proxyToRedis(port);
      await waitFor(() => redis.status === 'ready');
      await new Promise((resolve) => setTimeout(resolve, 350));
      expect(await redis.ping()).toBe('PONG');
      // The breaker closes right after the probe's answer is handed back.
      await waitFor(() => logger.logs.includes('Redis circuit closed'));
      expect(await circuitOpen(registry, 'back')).toBe(0);
    } finally {
      await closeRedis(redis);
      await proxy?.close();
    }
  });
});

describe('KeyspaceMove', () => {
  it('started while Redis is down, moves the keys once Redis answers', async () => {
    const name = `test-move-${randomBytes(4).toString('hex')}`;
    const from = untaggedKeyspaceOf(name, 'site');
    const to = keyspaceOf(name, 'site');
    const redis = testRedis({ maxRetriesPerRequest: 1 });
    await redis.set(`${from}version`, '3');
    const port = await freePort();
    const logger = recordingLogger();
    const client = createResilientRedis({
      url: `redis://127.0.0.1:${port}`,
      logger,
      unavailableMessage: 'Redis unavailable; test waits',
      countError: ignoreErrors,
      commandTimeoutMs: 200,
      connectTimeoutMs: 200,
    });
    const move = new KeyspaceMove(client, from, to, logger);
    await move.start();
    expect(move.done).toBe(false);
    expect(logger.warnings.some(({ message }) => message.includes('not moved yet'))).toBe(true);

    const proxy = await proxyToRedis(port);
    try {
      await waitFor(() => move.done, 15_000);
      expect(await redis.get(`${to}version`)).toBe('3');
      expect(logger.logs).toContain(`moved 1 keys from ${from}* to ${to}*`);
    } finally {
      move.stop();
      client.disconnect();
      await proxy.close();
      await redis.hdel(KEYSPACE_MOVES_KEY, from);
      await deleteMatching(redis, `${to}*`);
      redis.disconnect();
    }
  }, 30_000);
});
