import { type Command, Redis, type RedisOptions } from 'ioredis';
import type { RedisErrorCounter } from '../metrics/redis-metrics';

/** Budget of one Redis command, queueing included, unless the caller passes its own. */
export const DEFAULT_REDIS_COMMAND_TIMEOUT_MS = 500;
/** Budget of one connection attempt, unless the caller passes its own. */
export const DEFAULT_REDIS_CONNECT_TIMEOUT_MS = 1000;

/** Reconnection back-off while Redis is down: 200 ms more per attempt, at most 5 s. */
export const redisRetryDelay = (attempt: number): number => Math.min(attempt * 200, 5000);

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
}

/**
 * An ioredis client that reports each command that fails (an error reply, a timeout, a
 * connection lost), whoever sent it: plain commands, pipelines, transactions and scripts all
 * go through `sendCommand`.
 */
class CountingRedis extends Redis {
  constructor(
    url: string,
    options: RedisOptions & { replyMapping?: 'legacy' },
    private readonly countError: RedisErrorCounter,
  ) {
    super(url, options);
  }

  override sendCommand(command: Command, ...rest: unknown[]): unknown {
    // The rest (the stream, a pipeline's node) is ioredis's own business: passed on as it is.
    const sent = (super.sendCommand as (command: Command, ...rest: unknown[]) => unknown)(
      command,
      ...rest,
    );
    command.promise.catch(() => this.countError(command.name));
    return sent;
  }
}

/**
 * An ioredis client that never takes a service down with it: it connects on first use
 * (lazyConnect), bounds every command, fails a command queued while disconnected after one
 * failed reconnection and keeps reconnecting in the background. An outage is logged once
 * (`unavailableMessage`), not per retry, and its end as `Redis available again`.
 */
export function createResilientRedis(options: ResilientRedisOptions): Redis {
  const { logger, unavailableMessage, countError } = options;
  const redis = new CountingRedis(
    options.url,
    {
      lazyConnect: true,
      connectTimeout: options.connectTimeoutMs ?? DEFAULT_REDIS_CONNECT_TIMEOUT_MS,
      // A socket that never connected may never close either: shutdown does not wait on it.
      disconnectTimeout: 200,
      commandTimeout: options.commandTimeoutMs ?? DEFAULT_REDIS_COMMAND_TIMEOUT_MS,
      maxRetriesPerRequest: 1,
      retryStrategy: redisRetryDelay,
      // No CLIENT SETINFO on connect: Redis before 7.2 refuses it, an error on every connection.
      disableClientInfo: true,
    },
    countError,
  );
  let downLogged = false;
  redis.on('error', (error: Error) => {
    countError('connection');
    if (downLogged) return;
    downLogged = true;
    logger.warn({ err: error }, unavailableMessage);
  });
  redis.on('ready', () => {
    if (downLogged) logger.log('Redis available again');
    downLogged = false;
  });
  return redis;
}

/** Closes a client on shutdown: QUIT waits for Redis, so only when it is up to answer. */
export async function closeRedis(redis: Redis): Promise<void> {
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
