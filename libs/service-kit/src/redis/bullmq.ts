/**
 * What every BullMQ queue and worker of the services share: one key prefix, a connection that
 * reconnects in the background (BullMQ's blocking worker connection wants no retry limit per
 * command), and closes that never hang a shutdown while Redis is down.
 */
import { Cluster } from 'ioredis';
import { parseRedisUrl } from './redis-url';
import { redisRetryDelay } from './resilient-redis';

/**
 * Every queue's keys start with it (`{bytewire:bull}:{queue}:...`). A hash tag, so that the
 * keys of a queue, which BullMQ's scripts touch together, share a slot on a Redis Cluster;
 * on one Redis too, so that keys do not change with the mode (keys of the former prefix
 * `bytewire:bull` are left behind: schedules are registered again under the new one).
 */
export const BULL_PREFIX = '{bytewire:bull}';

/** A close that Redis never acknowledges (it is down) is cut short after this. */
export const BULL_CLOSE_TIMEOUT_MS = 2000;

/** The Redis options BullMQ takes (its ConnectionOptions), without depending on its ioredis. */
export interface BullConnectionOptions {
  url: string;
  maxRetriesPerRequest: null;
  connectTimeout: number;
  retryStrategy: (attempt: number) => number;
}

/**
 * What BullMQ connects with: options for one Redis (BullMQ makes and closes its clients), or,
 * for a Redis Cluster URL, a Cluster client, since BullMQ builds no Cluster from options. A
 * Cluster is the caller's to close (`closeBullConnection`) once its queues and workers are.
 */
export type BullConnection = BullConnectionOptions | Cluster;

const BULL_CONNECT_TIMEOUT_MS = 1000;

/** BullMQ connection for a Redis URL (`redis+cluster://` included, see parseRedisUrl). */
export function bullConnection(url: string): BullConnection {
  const target = parseRedisUrl(url);
  if (!target.cluster) {
    return {
      url,
      maxRetriesPerRequest: null,
      connectTimeout: BULL_CONNECT_TIMEOUT_MS,
      retryStrategy: redisRetryDelay,
    };
  }
  return new Cluster(target.nodes, {
    lazyConnect: true,
    clusterRetryStrategy: redisRetryDelay,
    redisOptions: {
      maxRetriesPerRequest: null,
      connectTimeout: BULL_CONNECT_TIMEOUT_MS,
      username: target.username,
      password: target.password,
      tls: target.tls ? {} : undefined,
    },
  });
}

/** Closes what bullConnection made, if BullMQ does not: a Cluster client. */
export function closeBullConnection(connection: BullConnection): void {
  if (connection instanceof Cluster) connection.disconnect();
}

/** Runs a queue's or worker's close, giving up waiting after BULL_CLOSE_TIMEOUT_MS. */
export async function closeWithin(close: () => Promise<void>): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    close().catch(() => undefined),
    new Promise<void>((resolve) => {
      timer = setTimeout(resolve, BULL_CLOSE_TIMEOUT_MS);
    }),
  ]);
  clearTimeout(timer);
}
