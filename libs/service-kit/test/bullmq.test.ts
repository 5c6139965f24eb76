/**
 * bullConnection and BULL_PREFIX: options for one Redis, a Cluster client for a Redis Cluster,
 * and a hash-tagged prefix, so that a queue's keys (which BullMQ's scripts touch together)
 * share one slot. The last test runs a job through BullMQ on REDIS_URL (a cluster too, in the
 * Redis Cluster run).
 */
import { Queue, Worker } from 'bullmq';
import { Cluster } from 'ioredis';
import { BULL_PREFIX, bullConnection, closeBullConnection, redisRetryDelay } from '../src';
import { REDIS_URL } from './redis-target';

describe('bullConnection', () => {
  it('is options for one Redis, with no retry limit per command', () => {
    expect(bullConnection('redis://redis-state:6379')).toEqual({
      url: 'redis://redis-state:6379',
      maxRetriesPerRequest: null,
      connectTimeout: 1000,
      retryStrategy: redisRetryDelay,
    });
  });

  it('is a lazy Cluster client for a Redis Cluster URL, its nodes with no retry limit', () => {
    const connection = bullConnection('redis+cluster://:pw@node-a:7000?nodes=node-b:7001');
    try {
      expect(connection).toBeInstanceOf(Cluster);
      const cluster = connection as Cluster;
      expect(cluster.status).toBe('wait');
      expect(cluster.options.redisOptions).toMatchObject({
        maxRetriesPerRequest: null,
        password: 'pw',
      });
    } finally {
      closeBullConnection(connection);
    }
  });

  it('keys every queue under one hash tag', () => {
    expect(BULL_PREFIX).toMatch(/^\{[^{}]+\}$/);
  });

  it('runs a job on REDIS_URL with the kit prefix', async () => {
    const name = `kit-test-${process.pid}-${Date.now()}`;
    const connections = [bullConnection(REDIS_URL), bullConnection(REDIS_URL)] as const;
    const queue = new Queue(name, { connection: connections[0], prefix: BULL_PREFIX });
    const worker = new Worker(name, async (job) => `done ${String(job.data.n)}`, {
      connection: connections[1],
      prefix: BULL_PREFIX,
    });
    try {
      const finished = new Promise<unknown>((resolve, reject) => {
        worker.once('completed', (_job, result) => resolve(result));
        worker.once('failed', (_job, error) => reject(error));
      });
      await queue.add('one', { n: 1 });
      await expect(finished).resolves.toBe('done 1');
    } finally {
      await worker.close();
      await queue.obliterate({ force: true });
      await queue.close();
      connections.forEach(closeBullConnection);
    }
  });
});
