/**
 * What every BullMQ queue and worker of the services share: one key prefix, a connection that
 * reconnects in the background (BullMQ's blocking worker connection wants no retry limit per
 * command), and closes that never hang a shutdown while Redis is down.
 */
import { redisRetryDelay } from './resilient-redis';

/** Every queue's keys start with it (`bytewire:bull:{queue}:...`). */
export const BULL_PREFIX = 'bytewire:bull';

/** A close that Redis never acknowledges (it is down) is cut short after this. */
export const BULL_CLOSE_TIMEOUT_MS = 2000;

/** The Redis options BullMQ takes (its ConnectionOptions), without depending on its ioredis. */
export interface BullConnection {
  url: string;
  maxRetriesPerRequest: null;
  connectTimeout: number;
  retryStrategy: (attempt: number) => number;
}

/** BullMQ connection options for a Redis URL. */
export function bullConnection(url: string): BullConnection {
  return {
    url,
    maxRetriesPerRequest: null,
    connectTimeout: 1000,
    retryStrategy: redisRetryDelay,
  };
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
