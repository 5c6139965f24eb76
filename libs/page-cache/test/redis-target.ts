/**
 * The Redis the page cache's tests run against: REDIS_URL, one Redis or a Redis Cluster
 * (`redis+cluster://`, as scripts/redis-cluster-tests.mjs runs them). KEYS sees one node of a
 * cluster: the tests list keys with keysMatching (every master).
 */
import { DEFAULT_REDIS_URL, redisClientFor } from '@bytewire/service-kit';

export { deleteMatching, keysMatching } from '@bytewire/service-kit';

export const REDIS_URL = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;

/** A plain client of the tests' Redis (a Cluster client on a cluster). */
export const testRedis = () => redisClientFor(REDIS_URL);
