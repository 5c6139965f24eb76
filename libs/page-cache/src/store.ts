/**
 * The page cache in Redis, for one site:
 * - `{prefix}:e:{variantId}`: the entry (see entry.ts), kept until its stale-if-error bound;
 * - `{prefix}:p:{path digest}`: the ids of the variants of a path (purge by path);
 * - `{prefix}:c:{content id}`: the ids of the variants that show a content id (purge by id);
 * - `{prefix}:l:{variantId}`: the lock of the one render of a variant under way.
 * Index sets may name entries that have expired: deleting those is a no-op.
 */
import { createHash, randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import { decodeEntry, encodeEntry, retentionMs, type PageEntry, type StalePolicy } from './entry';

/** A content id as render reports it (x-content-ids); others are not indexed. */
export const CONTENT_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/** Deletes the lock only if it still holds the caller's token. */
const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

export class PageCacheStore {
  private readonly prefix: string;

  constructor(
    private readonly redis: Redis,
    siteId: string,
    private readonly policy: StalePolicy,
  ) {
    this.prefix = `bytewire:page-cache:${siteId}`;
  }

  private entryKey = (id: string) => `${this.prefix}:e:${id}`;
  private pathKey = (path: string) => `${this.prefix}:p:${digest(path)}`;
  private contentKey = (contentId: string) => `${this.prefix}:c:${contentId}`;
  private lockKey = (id: string) => `${this.prefix}:l:${id}`;

  /** The entry of a variant; undefined when there is none or the value is unreadable. */
  async get(id: string): Promise<PageEntry | undefined> {
    const value = await this.redis.getBuffer(this.entryKey(id));
    return value ? decodeEntry(value) : undefined;
  }

  /** Stores a variant's entry and indexes it by its path and content ids, in one transaction. */
  async put(id: string, path: string, entry: PageEntry): Promise<void> {
    const ttl = retentionMs(entry, this.policy);
    const multi = this.redis.multi().set(this.entryKey(id), encodeEntry(entry), 'PX', ttl);
    const indexes = [
      this.pathKey(path),
      ...entry.contentIds.filter((c) => CONTENT_ID_PATTERN.test(c)).map(this.contentKey),
    ];
    for (const index of indexes) multi.sadd(index, id).pexpire(index, ttl);
    const results = await multi.exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
  }

  /** Deletes every variant of a path (any query, edition, device, tests); how many there were. */
  purgePath(path: string): Promise<number> {
    return this.purgeIndex(this.pathKey(path));
  }

  /** Deletes every variant that shows a content id. */
  purgeContent(contentId: string): Promise<number> {
    if (!CONTENT_ID_PATTERN.test(contentId)) return Promise.resolve(0);
    return this.purgeIndex(this.contentKey(contentId));
  }

  private async purgeIndex(index: string): Promise<number> {
    const ids = await this.redis.smembers(index);
    if (ids.length === 0) return 0;
    // The index goes with its entries; other indexes keep the ids until they expire.
    const deleted = await this.redis.del(...ids.map(this.entryKey), index);
    return Math.max(0, deleted - 1);
  }

  /**
   * Takes the render lock of a variant for `ms` (across gateway replicas and the warmer): the
   * token to release it with, or undefined when another render holds it.
   */
  async lock(id: string, ms: number): Promise<string | undefined> {
    const token = randomUUID();
    const taken = await this.redis.set(this.lockKey(id), token, 'PX', ms, 'NX');
    return taken === 'OK' ? token : undefined;
  }

  /** Whether a render of the variant holds its lock. */
  async isLocked(id: string): Promise<boolean> {
    return (await this.redis.exists(this.lockKey(id))) === 1;
  }

  /** Releases a lock taken with `token` (not one that expired and was taken by another). */
  async unlock(id: string, token: string): Promise<void> {
    await this.redis.eval(RELEASE_LOCK, 1, this.lockKey(id), token);
  }
}
