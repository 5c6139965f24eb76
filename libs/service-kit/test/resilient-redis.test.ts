import { Cluster } from 'ioredis';
import { createServer, type AddressInfo } from 'node:net';
import { Registry } from 'prom-client';
import {
  closeRedis,
  createResilientRedis,
  multiValues,
  RedisMetrics,
  redisRetryDelay,
  type RedisClient,
} from '../src';
import { ON_CLUSTER, REDIS_URL } from './redis-target';
import {
  circuitOpen,
  DOWN,
  freePort,
  ignoreErrors,
  recordingLogger,
  waitFor,
} from './redis-test-kit';

/** The options each connection of a client takes (a Cluster's: its nodes' redisOptions). */
const connectionOptions = (redis: RedisClient) =>
  redis instanceof Cluster ? (redis.options.redisOptions ?? {}) : redis.options;

/** Its reconnection back-off (a Cluster's is clusterRetryStrategy). */
const retryStrategyOf = (redis: RedisClient) =>
  redis instanceof Cluster ? redis.options.clusterRetryStrategy : redis.options.retryStrategy;
describe('multiValues', () => {
  it('answers the values of a MULTI', () => {
    expect(
      multiValues([
        [null, 'a'],
        [null, 2],
      ]),
    ).toEqual(['a', 2]);
  });

  it('throws the first error of a MULTI', () => {
    const first = new Error('first');
    expect(() =>
      multiValues([
        [null, 'a'],
        [first, null],
        [new Error('second'), null],
      ]),
    ).toThrow(first);
  });

  it('throws when the transaction was aborted', () => {
    expect(() => multiValues(null)).toThrow('Redis transaction aborted');
  });
});

describe('redisRetryDelay', () => {
  it('waits 200 ms more per attempt, at most 2 s', () => {
    expect([1, 2, 5, 10, 11, 1000].map(redisRetryDelay)).toEqual([
      200, 400, 1000, 2000, 2000, 2000,
    ]);
  });
});

describe('createResilientRedis', () => {
  it('is configured with the given budgets, lazily, with one retry per command', async () => {
    const redis = createResilientRedis({
      url: REDIS_URL,
      logger: recordingLogger(),
      unavailableMessage: DOWN,
      countError: ignoreErrors,
      commandTimeoutMs: 321,
      connectTimeoutMs: 654,
    });
    try {
      expect(redis.status).toBe('wait');
      expect(redis instanceof Cluster).toBe(ON_CLUSTER);
      expect(redis.options.lazyConnect).toBe(true);
      expect(connectionOptions(redis)).toMatchObject({
        commandTimeout: 321,
        connectTimeout: 654,
        disconnectTimeout: 200,
        maxRetriesPerRequest: 1,
        disableClientInfo: true,
      });
      expect(retryStrategyOf(redis)).toBe(redisRetryDelay);
      expect(await redis.ping()).toBe('PONG');
    } finally {
      await closeRedis(redis);
    }
    await waitFor(() => redis.status === 'end');
  });

  it('defaults to a 500 ms command and a 1 s connect budget', async () => {
    const redis = createResilientRedis({
      url: REDIS_URL,
      logger: recordingLogger(),
      unavailableMessage: DOWN,
      countError: ignoreErrors,
    });
    expect(connectionOptions(redis)).toMatchObject({ commandTimeout: 500, connectTimeout: 1000 });
    await closeRedis(redis);
  });

  it('closes a client that never connected without waiting on Redis', async () => {
    const redis = createResilientRedis({
      url: `redis://127.0.0.1:${await freePort()}`,
      logger: recordingLogger(),
      unavailableMessage: DOWN,
      countError: ignoreErrors,
    });
    const started = Date.now();
    await closeRedis(redis);
    expect(redis.status).toBe('end');
    expect(Date.now() - started).toBeLessThan(100);
  });
});

describe('the count of Redis errors', () => {
  it('counts each failed command by name, sent alone, in a pipeline or as a script', async () => {
    const registry = new Registry();
    const metrics = new RedisMetrics(registry);
    const redis = createResilientRedis({
      url: REDIS_URL,
      logger: recordingLogger(),
      unavailableMessage: DOWN,
      countError: metrics.counterFor('test_store'),
    });
    const key = `kit-test:redis-errors:${process.pid}`;
    try {
      await redis.set(key, 'not a number');
      await expect(redis.incr(key)).rejects.toThrow('not an integer');
      const results = await redis.pipeline().get(key).incr(key).exec();
      expect(results?.map(([error]) => error !== null)).toEqual([false, true]);
      await expect(redis.eval("return redis.call('incr', KEYS[1])", 1, key)).rejects.toThrow();
      // Commands that succeed are not counted.
      expect(await redis.get(key)).toBe('not a number');
    } finally {
      await redis.del(key);
      await closeRedis(redis);
    }
    const counted = await registry.getSingleMetric('redis_errors_total')!.get();
    const byOperation = Object.fromEntries(
      counted.values.map(({ labels, value }) => [String(labels.operation), value]),
    );
    expect(byOperation).toEqual({ incr: 2, eval: 1 });
    expect(new Set(counted.values.map(({ labels }) => labels.client))).toEqual(
      new Set(['test_store']),
    );
  });

  it('counts a command that timed out', async () => {
    // A server that reads what it is sent and never answers.
    const silent = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const counted: string[] = [];
    const redis = createResilientRedis({
      url: `redis://127.0.0.1:${port}`,
      logger: recordingLogger(),
      unavailableMessage: DOWN,
      commandTimeoutMs: 100,
      countError: (operation) => counted.push(operation),
    });
    try {
      await expect(redis.get('anything')).rejects.toThrow('Command timed out');
      expect(counted).toContain('get');
    } finally {
      redis.disconnect();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });
});

describe('the circuit breaker', () => {
  it('skips a hung Redis at once after a few timeouts, instead of waiting each time', async () => {
    const silent = createServer((socket) => socket.resume());
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const registry = new Registry();
    const logger = recordingLogger();
    const redis = createResilientRedis({
      url: `redis://127.0.0.1:${port}`,
      logger,
      unavailableMessage: DOWN,
      commandTimeoutMs: 100,
      countError: new RedisMetrics(registry).counterFor('hung'),
      breaker: { failures: 3, coolDownMs: 60_000 },
    });
    try {
      expect(await circuitOpen(registry, 'hung')).toBe(0);
      for (let i = 0; i < 3; i++) await expect(redis.get('k')).rejects.toThrow('timed out');
      const started = Date.now();
      await expect(redis.get('k')).rejects.toThrow(/circuit/i);
      await expect(redis.set('k', 'v')).rejects.toThrow(/circuit/i);
      // Each would have waited its 100 ms timeout.
      expect(Date.now() - started).toBeLessThan(100);
      expect(await circuitOpen(registry, 'hung')).toBe(1);
      expect(logger.warnings.map(({ message }) => message)).toContain(
        'Redis failing: commands skip Redis until a probe succeeds',
      );
    } finally {
      redis.disconnect();
      await new Promise<void>((resolve) => silent.close(() => resolve()));
    }
  });

  it('does not open on error replies: Redis answering is Redis up', async () => {
    const redis = createResilientRedis({
      url: REDIS_URL,
      logger: recordingLogger(),
      unavailableMessage: DOWN,
      countError: ignoreErrors,
      breaker: { failures: 2 },
    });
    const key = `kit-test:breaker-replies:${process.pid}`;
    try {
      await redis.set(key, 'text');
      for (let i = 0; i < 4; i++) await expect(redis.incr(key)).rejects.toThrow('not an integer');
      expect(await redis.get(key)).toBe('text');
    } finally {
      await redis.del(key);
      await closeRedis(redis);
    }
  });

  it('bounds and breaks a Redis Cluster client alike while no node answers', async () => {
    const registry = new Registry();
    const logger = recordingLogger();
    const redis = createResilientRedis({
      url: `redis+cluster://127.0.0.1:${await freePort()}`,
      logger,
      unavailableMessage: DOWN,
      commandTimeoutMs: 100,
      countError: new RedisMetrics(registry).counterFor('cluster'),
      breaker: { failures: 2, coolDownMs: 60_000 },
    });
    try {
      expect(redis).toBeInstanceOf(Cluster);
      // Held in the Cluster's offline queue, still within the command's budget.
      for (let i = 0; i < 2; i++) await expect(redis.get('k')).rejects.toThrow('timed out');
      const started = Date.now();
      await expect(redis.get('k')).rejects.toThrow(/circuit/i);
      expect(Date.now() - started).toBeLessThan(100);
      expect(await circuitOpen(registry, 'cluster')).toBe(1);
      expect(logger.warnings.map(({ message }) => message)).toEqual([
        DOWN,
        'Redis failing: commands skip Redis until a probe succeeds',
      ]);
    } finally {
      await closeRedis(redis);
    }
  });
});
