/**
 * A plain ioredis client for a Redis URL, a Cluster for a `redis+cluster://` one: for tests and
 * tools that talk to the same Redis as a service, without the service's breaker and budgets.
 */
import { Cluster, Redis, type RedisOptions } from 'ioredis';
import { parseRedisUrl } from './redis-url';
import type { RedisClient } from './resilient-redis';

/** Options of each connection (a Cluster's nodes take them all). */
export type RedisClientOptions = Omit<RedisOptions, 'retryStrategy' | 'enableOfflineQueue'>;

export function redisClientFor(url: string, options: RedisClientOptions = {}): RedisClient {
  const target = parseRedisUrl(url);
  if (!target.cluster) return new Redis(target.url, options);
  const { lazyConnect, ...redisOptions } = options;
  return new Cluster(target.nodes, {
    lazyConnect,
    redisOptions: {
      ...redisOptions,
      username: target.username,
      password: target.password,
      tls: target.tls ? {} : undefined,
    },
  });
}

/**
 * Every key matching `pattern` (SCAN on each master: KEYS or SCAN on a Cluster client sees one
 * node only). For tests and tools: a service keeps the ids it needs in a set instead.
 */
export async function keysMatching(client: RedisClient, pattern: string): Promise<string[]> {
  // A Cluster knows its masters once ready: a command waits for that.
  if (client instanceof Cluster && client.status !== 'ready') await client.ping();
  const nodes = client instanceof Cluster ? client.nodes('master') : [client];
  const found = await Promise.all(
    nodes.map(async (node) => {
      const keys: string[] = [];
      let cursor = '0';
      do {
        const [next, batch] = await node.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        keys.push(...batch);
        cursor = next;
      } while (cursor !== '0');
      return keys;
    }),
  );
  return found.flat();
}

/** Deletes every key matching `pattern` (one DEL per key: keys of a Cluster span slots). */
export async function deleteMatching(client: RedisClient, pattern: string): Promise<number> {
  const keys = await keysMatching(client, pattern);
  await Promise.all(keys.map((key) => client.del(key)));
  return keys.length;
}
