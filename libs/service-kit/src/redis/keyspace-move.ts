import type { RedisClient } from './resilient-redis';
import { keysMatching } from './redis-client';

/** Which moves are done, field = the old prefix: a start-up after the first skips the SCAN. */
export const KEYSPACE_MOVES_KEY = 'bytewire:keyspace-moves';
/** Keys moved at once (each a DUMP, a RESTORE and a DEL). */
const BATCH = 100;
/** A start while Redis is down tries again so often until the move is done. */
export const KEYSPACE_MOVE_RETRY_MS = 5000;

export interface KeyspaceMoveLogger {
  log(message: string): void;
  warn(context: { err: Error }, message: string): void;
}

/** Escapes a literal prefix for SCAN MATCH. */
const globLiteral = (text: string) => text.replace(/[*?[\]\\]/g, '\\$&');

async function moveKey(client: RedisClient, key: string, target: string): Promise<void> {
  const [dump, ttl] = await Promise.all([client.dumpBuffer(key), client.pttl(key)]);
  if (dump === null) return; // gone meanwhile (expired, or moved by another replica)
  try {
    await client.restore(target, ttl > 0 ? ttl : 0, dump);
  } catch (error) {
    // Already there: another replica moved it, or the service wrote it anew. That copy wins.
    if (!/BUSYKEY/.test((error as Error).message)) throw error;
  }
  await client.del(key);
}

/**
 * Moves every key under `from` to the same name under `to` (DUMP/RESTORE, so values keep their
 * type and TTL, across slots on a cluster), once: the move is recorded in KEYSPACE_MOVES_KEY.
 * For the upgrade that gave a service's keys a hash tag (keyspace.ts). Replicas may run it
 * together: a key already moved is skipped. Keys already under `to` are never touched, even
 * when `to` starts with `from`. Answers how many keys were moved.
 */
export async function moveKeyspace(client: RedisClient, from: string, to: string): Promise<number> {
  if (await client.hexists(KEYSPACE_MOVES_KEY, from)) return 0;
  const keys = (await keysMatching(client, `${globLiteral(from)}*`)).filter(
    (key) => !key.startsWith(to),
  );
  for (let start = 0; start < keys.length; start += BATCH) {
    await Promise.all(
      keys
        .slice(start, start + BATCH)
        .map((key) => moveKey(client, key, to + key.slice(from.length))),
    );
  }
  await client.hset(KEYSPACE_MOVES_KEY, from, new Date().toISOString());
  return keys.length;
}

/**
 * Runs moveKeyspace at start-up without holding the start: when Redis cannot answer, it tries
 * again every KEYSPACE_MOVE_RETRY_MS until the move is done (or `stop`). `done` settles then.
 */
export class KeyspaceMove {
  private timer?: NodeJS.Timeout;
  private stopped = false;
  private finished = false;

  constructor(
    private readonly client: RedisClient,
    private readonly from: string,
    private readonly to: string,
    private readonly logger: KeyspaceMoveLogger,
  ) {}

  /** Whether the keys are where the service reads them. */
  get done(): boolean {
    return this.finished;
  }

  /** Starts the move; resolves after the first attempt, whatever its outcome. */
  async start(): Promise<void> {
    if (this.stopped || this.finished) return;
    try {
      const moved = await moveKeyspace(this.client, this.from, this.to);
      this.finished = true;
      if (moved > 0) this.logger.log(`moved ${moved} keys from ${this.from}* to ${this.to}*`);
    } catch (error) {
      this.logger.warn(
        { err: error as Error },
        `keys under ${this.from} not moved yet; trying again in ${KEYSPACE_MOVE_RETRY_MS} ms`,
      );
      if (!this.stopped) {
        this.timer = setTimeout(() => void this.start(), KEYSPACE_MOVE_RETRY_MS);
        this.timer.unref();
      }
    }
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
  }
}
