import type { VanityResponse } from '@bytewire/contracts';
import {
  closeRedis,
  createResilientRedis,
  KeyspaceMove,
  keyspaceOf,
  multiValues,
  RedisMetrics,
  untaggedKeyspaceOf,
} from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { VanityConfig } from '../config/vanity-env';
import { DictionarySnapshot, type DictionaryMeta } from './dictionary-snapshot';

/** Budget of one Redis command, queueing included: a lookup never waits long on Redis. */
export const REDIS_COMMAND_TIMEOUT_MS = 500;
const REDIS_CONNECT_TIMEOUT_MS = 1000;

/** What Redis holds for one lookup, read in one transaction with the version it belongs to. */
export interface StoredLookup {
  version: string | undefined;
  entry: VanityResponse | undefined;
}

function metaOf(raw: string | null): DictionaryMeta | undefined {
  if (raw === null) return undefined;
  try {
    const meta = JSON.parse(raw) as Partial<DictionaryMeta>;
    return typeof meta.version === 'string' && typeof meta.updatedAt === 'string'
      ? {
          version: meta.version,
          updatedAt: meta.updatedAt,
          size: meta.size ?? 0,
          dropped: meta.dropped ?? 0,
        }
      : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The shared copy of the dictionary in Redis, under `bytewire:vanity:{vanity:SITE_ID}:`
 * (keyspaceOf; sites sharing one Redis stay apart; the part in braces is the hash tag, so that
 * on a Redis Cluster the four keys share the slot the MULTIs below need):
 * - `entries`: hash, lookup key to entry (JSON);
 * - `objects`: hash, `contentType:slug` to lookup key;
 * - `items`: the whole list (JSON), in the content API's order, for the dictionary and loads;
 * - `version`: `{ version, updatedAt, size, dropped }` (JSON).
 * A refresh replaces all four in one MULTI/EXEC, so a reader sees the old dictionary or the new
 * one, never half of each. Every command is bounded by REDIS_COMMAND_TIMEOUT_MS; the client
 * connects lazily and reconnects in the background while Redis is down (callers get a rejected
 * promise then, never a crash).
 *
 * Keys written before the hash tag (`bytewire:vanity:SITE_ID:`) are moved under the new prefix
 * once, at start-up, in the background (KeyspaceMove; again every few seconds while Redis is
 * down). A start that reads before the move is done finds no dictionary and refreshes from the
 * content API, as with an empty Redis (that copy wins: the move keeps a key already written);
 * with the content API down, DictionarySync's version poll loads the moved copy.
 */
@Injectable()
export class RedisDictionaryStore implements OnModuleInit, OnModuleDestroy {
  private readonly logger = new Logger(RedisDictionaryStore.name);
  private readonly redis: Redis | Cluster;
  private readonly keyspaceMove: KeyspaceMove;
  readonly keyPrefix: string;

  constructor(config: VanityConfig, redisMetrics: RedisMetrics) {
    this.keyPrefix = keyspaceOf('vanity', config.siteId);
    this.redis = createResilientRedis({
      url: config.redisUrl,
      countError: redisMetrics.counterFor('dictionary'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; lookups answer from the in-process dictionary',
      commandTimeoutMs: REDIS_COMMAND_TIMEOUT_MS,
      connectTimeoutMs: REDIS_CONNECT_TIMEOUT_MS,
    });
    this.keyspaceMove = new KeyspaceMove(
      this.redis,
      untaggedKeyspaceOf('vanity', config.siteId),
      this.keyPrefix,
      this.logger,
    );
  }

  /** Starts moving the keys of the former layout; the start does not wait for it. */
  onModuleInit(): void {
    void this.keyspaceMove.start();
  }

  private key(name: 'entries' | 'objects' | 'items' | 'version'): string {
    return this.keyPrefix + name;
  }

  /** Whether commands can go out now; while not, callers use the in-process copy at once. */
  get connected(): boolean {
    return this.redis.status === 'ready';
  }

  /** Starts connecting (once); reconnection after that is automatic. */
  connect(): void {
    if (this.redis.status === 'wait') this.redis.connect().catch(() => undefined);
  }

  /** Runs `run`, failing at once when Redis is known down (failures are counted by the client). */
  private async whenUp<T>(run: () => Promise<T>): Promise<T> {
    this.connect();
    // Once a connection failed, fail at once instead of waiting for a reconnection.
    if (this.redis.status !== 'ready' && this.redis.status !== 'connecting') {
      throw new Error(`Redis is ${this.redis.status}`);
    }
    return run();
  }

  /** The version key alone: is the dictionary still the one held in process? */
  readMeta(): Promise<DictionaryMeta | undefined> {
    return this.whenUp(async () => metaOf(await this.redis.get(this.key('version'))));
  }

  /** The whole dictionary, or undefined when Redis holds none (or an unreadable one). */
  readSnapshot(): Promise<DictionarySnapshot | undefined> {
    return this.whenUp(async () => {
      const [rawMeta, rawItems] = multiValues(
        await this.redis.multi().get(this.key('version')).get(this.key('items')).exec(),
      ) as [string | null, string | null];
      const meta = metaOf(rawMeta);
      if (!meta || rawItems === null) return undefined;
      const items = JSON.parse(rawItems) as unknown;
      return Array.isArray(items)
        ? new DictionarySnapshot(meta, items as VanityResponse[])
        : undefined;
    });
  }

  /** One lookup: the entry of the key, else of the object, with the version it belongs to. */
  find(key: string | undefined, object: string | undefined): Promise<StoredLookup> {
    return this.whenUp(async () => {
      const multi = this.redis.multi().get(this.key('version'));
      if (key !== undefined) multi.hget(this.key('entries'), key);
      if (object !== undefined) multi.hget(this.key('objects'), object);
      const values = multiValues(await multi.exec()) as (string | null)[];
      const version = metaOf(values[0] ?? null)?.version;
      const byPath = key === undefined ? null : (values[1] ?? null);
      let raw = byPath;
      if (raw === null && object !== undefined) {
        const entryKey = values[key === undefined ? 1 : 2] ?? null;
        if (entryKey !== null) raw = await this.redis.hget(this.key('entries'), entryKey);
      }
      return { version, entry: raw === null ? undefined : (JSON.parse(raw) as VanityResponse) };
    });
  }

  /** Replaces the whole dictionary in one transaction. */
  write(snapshot: DictionarySnapshot): Promise<void> {
    return this.whenUp(async () => {
      const multi = this.redis.multi().del(this.key('entries'), this.key('objects'));
      if (snapshot.byKey.size > 0) {
        const entries = new Map<string, string>();
        for (const [key, entry] of snapshot.byKey) entries.set(key, JSON.stringify(entry));
        multi.hset(this.key('entries'), entries);
      }
      if (snapshot.byObject.size > 0) multi.hset(this.key('objects'), snapshot.byObject);
      multi
        .set(this.key('items'), JSON.stringify(snapshot.items))
        .set(this.key('version'), JSON.stringify(snapshot.meta));
      multiValues(await multi.exec());
    });
  }

  onModuleDestroy(): Promise<void> {
    this.keyspaceMove.stop();
    return closeRedis(this.redis);
  }
}
