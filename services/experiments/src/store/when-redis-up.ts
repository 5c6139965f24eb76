import type { Cluster, Redis } from 'ioredis';

/** Redis is down (or the store cannot be written now): the caller's 503. */
export class StoreUnavailableError extends Error {}

/**
 * Runs `run` on a store's connection, failing at once when Redis is known down instead of
 * waiting for a reconnection (the client counts failures); any failure is a
 * StoreUnavailableError. Used by the definitions' store and the decision service's.
 */
export async function whenRedisUp<T>(redis: Redis | Cluster, run: () => Promise<T>): Promise<T> {
  if (redis.status === 'wait') redis.connect().catch(() => undefined);
  try {
    if (redis.status !== 'ready' && redis.status !== 'connecting') {
      throw new StoreUnavailableError(`Redis is ${redis.status}`);
    }
    return await run();
  } catch (error) {
    throw error instanceof StoreUnavailableError
      ? error
      : new StoreUnavailableError((error as Error).message);
  }
}
