/**
 * The Redis the kit's Redis tests run against: REDIS_URL, one Redis or a Redis Cluster
 * (`redis+cluster://`, as scripts/redis-cluster-tests.mjs runs them), and what differs there.
 */
import { DEFAULT_REDIS_URL, isClusterUrl, redisClientFor, type RedisClientOptions } from '../src';

export { deleteMatching, keysMatching } from '../src';

export const REDIS_URL = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;

/** Whether the tests run against a Redis Cluster. */
export const ON_CLUSTER = isClusterUrl(REDIS_URL);

/** A plain client of the tests' Redis (a Cluster client on a cluster). */
export const testRedis = (options?: RedisClientOptions) => redisClientFor(REDIS_URL, options);
