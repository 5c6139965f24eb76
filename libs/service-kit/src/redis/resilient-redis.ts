import { Cluster, type Redis } from 'ioredis';
import type { RedisErrorCounter } from '../metrics/redis-metrics';
import { GuardedCluster, GuardedRedis } from './guarded-clients';
import { redisGuard } from './redis-breaker';
import { parseRedisUrl } from './redis-url';

export {
  DEFAULT_REDIS_BREAKER_COOL_DOWN_MS,
  DEFAULT_REDIS_BREAKER_FAILURES,
} from './redis-breaker';

/** Budget of one Redis command, queueing included, unless the caller passes its own. */
export const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 500;
/** Budget of one connection attempt, unless the caller passes its own. */
export const DEFAULT_REDIS_CONNECT_TIMEOUT_MS = 1000;

/** Reconnection back-off while Redis is down: 200 ms more per attempt, at most 2 s. */
export const redisRetryDelay = (attempt: number): number => Math.min(attempt * 200, 2000);

/**
 * A client of the kit: one Redis, or a Redis Cluster when the URL names one (see
 * parseRedisUrl). Both take the same commands, pipelines, transactions and scripts; on a
 * cluster, the keys of one transaction, script or multi-key command share a hash tag.
 */
export type RedisClient = Redis | Cluster;

/** What the client logs through: Nest's Logger (pino behind it) fits. */
export interface ResilientRedisLogger {
  warn(context: { err: Error }, message: string): void;
  log(message: string): void;
}

export interface ResilientRedisOptions {
  url: string;
  logger: ResilientRedisLogger;
  /** Warned once per outage, e.g. `Redis unavailable; short URLs fall back to long URLs`. */
  unavailableMessage: string;
  commandTimeoutMs?: number;
  connectTimeoutMs?: number;
  /** Told of every failed or timed-out command and failed connection (`RedisMetrics`). */
  countError: RedisErrorCounter;
  /** The circuit breaker: failures in a row that open it, and its cool-down. */
  breaker?: { failures?: number; coolDownMs?: number };
}

/** The client for the URL: one Redis, or a Cluster whose nodes take the same options. */
function guardedClient(options: ResilientRedisOptions): RedisClient {
  const commandTimeout = options.commandTimeoutMs ?? DEFAULT_REDIS_COMMAND_TIMEOUT_MS;
  const perConnection = {
    connectTimeout: options.connectTimeoutMs ?? DEFAULT_REDIS_CONNECT_TIMEOUT_MS,
    // A socket that never connected may never close either: shutdown does not wait on it.
    disconnectTimeout: 200,
    commandTimeout,
    maxRetriesPerRequest: 1,
    // No CLIENT SETINFO on connect: Redis before 7.2 refuses it, an error on every connection.
    disableClientInfo: true,
  };
  const guard = redisGuard(options);
  const target = parseRedisUrl(options.url);
  if (!target.cluster) {
    return new GuardedRedis(
      target.url,
      { ...perConnection, lazyConnect: true, retryStrategy: redisRetryDelay },
      guard,
    );
  }
  return new GuardedCluster(
    target.nodes,
    {
      lazyConnect: true,
      clusterRetryStrategy: redisRetryDelay,
      redisOptions: {
        ...perConnection,
        username: target.username,
        password: target.password,
        tls: target.tls ? {} : undefined,
      },
    },
    guard,
    commandTimeout,
  );
}

/**
 * An ioredis client (one Redis, or a Redis Cluster for a `redis+cluster://` URL) that never
 * takes a service down with it: it connects on first use (lazyConnect), bounds every command,
 * fails a command queued while disconnected after one failed reconnection, fails every command
 * at once while its circuit is open (see redisGuard) and keeps reconnecting in the background.
 * An outage is logged once (`unavailableMessage`), not per retry, and its end as
 * `Redis available again`.
 */
export function createResilientRedis(options: ResilientRedisOptions): RedisClient {
  const { logger, unavailableMessage, countError } = options;
  const redis = guardedClient(options);
  let downLogged = false;
  const countConnection = () => countError('connection');
  const warnOnce = (error: Error) => {
    if (downLogged) return;
    downLogged = true;
    logger.warn({ err: error }, unavailableMessage);
  };
  if (redis instanceof Cluster) {
    // A Cluster tells of each node's failed connection ('node error') apart from its own
    // failure to reach the cluster at all ('error'): only that one is an outage.
    redis.on('node error', countConnection);
    redis.on('error', warnOnce);
  } else {
    redis.on('error', (error: Error) => {
      countConnection();
      warnOnce(error);
    });
  }
  redis.on('ready', () => {
    if (downLogged) logger.log('Redis available again');
    downLogged = false;
  });
  return redis;
}

/** Closes a client on shutdown: QUIT waits for Redis, so only when it is up to answer. */
export async function closeRedis(redis: RedisClient): Promise<void> {
  if (redis.status === 'ready') {
    await redis.quit().catch(() => redis.disconnect());
  } else {
    redis.disconnect();
  }
}

/** A MULTI's answers: the first error thrown, else the values. */
export function multiValues(results: [Error | null, unknown][] | null): unknown[] {
  if (!results) throw new Error('Redis transaction aborted');
  return results.map(([error, value]) => {
    if (error) throw error;
    return value;
  });
}
