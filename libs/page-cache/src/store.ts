/**
 * The page cache in Redis, for one site (every key of a site shares the hash tag `{siteId}`, so
 * that a transaction over them works on a Redis Cluster too):
 * - `{prefix}:e:{variantId}`: the entry (see entry.ts), kept until its stale-if-error bound;
 * - `{prefix}:u`: the ids of the entries by last use (a sorted set): past `maxEntries`, the
 *   least recently used are deleted, so that the cache keeps to its budget even on a Redis that
 *   never evicts; `{prefix}:u:search` likewise for search pages (`maxSearchEntries`), so that a
 *   flood of queries trims only searches;
 * - `{prefix}:p:{path digest}`: the ids of the variants of a path (purge by path);
 * - `{prefix}:c:{content id}`: the ids of the variants that show a content id (purge by id);
 * - `{prefix}:l:{variantId}`: the lock of the one render of a variant under way.
 * Index sets may name entries that have expired: deleting those is a no-op.
 */
import { LRUCache } from 'lru-cache';
import { createHash, randomUUID } from 'node:crypto';
import type { Cluster, Redis } from 'ioredis';
import { decodeEntry, encodeEntryParts, retentionMs, type PageEntry } from './entry';
import type { PageCachePolicy } from './page-cache-env';
import { SEARCH_QUERY_PARAM } from './query-policy';

/** A content id as render reports it (x-content-ids); others are not indexed. */
export const CONTENT_ID_PATTERN = /^[A-Za-z0-9_.:-]{1,128}$/;

/** Deletes the lock only if it still holds the caller's token. */
const RELEASE_LOCK = `if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) end return 0`;

/** Longer than any route's max age (a day): the use set's own time to live is past every entry's. */
const MAX_MAX_AGE_SECONDS = 7 * 86_400;

/** The budgets entries are kept in: search pages apart from every other page. */
type Pool = 'pages' | 'search';

/**
 * An entry as last read or stored by this process: its head decoded, the head's bytes as stored
 * (format, length, JSON head with the body's digest), and the body when held.
 */
interface HeldEntry {
  bytes: Buffer;
  head: Omit<PageEntry, 'body'>;
  body?: Buffer;
}

/** What a held entry costs besides its bytes (the decoded head, the map's bookkeeping). */
const HELD_OVERHEAD_BYTES = 1024;
/** The heads held when no bodies are (heldBytes 0): the hot pages' (about 2 MB). */
const HEADS_ONLY_BYTES = 2 * 1024 * 1024;

export interface PageCacheStoreOptions {
  /**
   * Bytes of pages (compressed) this process may hold, least recently used out first: a held
   * page is served once Redis confirms it is still the stored one, which it does by sending
   * the entry's head alone (GETRANGE), not the page, and while Redis cannot answer at all
   * (`heldCopy`). The one bound of the process's pages. 0 (the default) holds heads only.
   */
  heldBytes?: number;
}

const poolOf = ({ variant }: PageEntry): Pool =>
  new URLSearchParams(variant.query).has(SEARCH_QUERY_PARAM) ? 'search' : 'pages';

/** How often one process records the use of one entry. */
const TOUCH_EVERY_MS = 10_000;

const digest = (text: string) => createHash('sha256').update(text).digest('base64url').slice(0, 32);

export class PageCacheStore {
  private readonly prefix: string;

  constructor(
    /** One Redis or a Redis Cluster: every command here stays within the site's slot. */
    private readonly redis: Redis | Cluster,
    siteId: string,
    private readonly policy: PageCachePolicy,
    { heldBytes = 0 }: PageCacheStoreOptions = {},
  ) {
    this.prefix = `bytewire:page-cache:{${siteId}}`;
    this.holdsBodies = heldBytes > 0;
    this.held = new LRUCache<string, HeldEntry>({
      maxSize: this.holdsBodies ? heldBytes : HEADS_ONLY_BYTES,
      sizeCalculation: ({ bytes, body }) =>
        bytes.length + (body?.length ?? 0) + HELD_OVERHEAD_BYTES,
    });
    this.pools = {
      pages: { usedKey: `${this.prefix}:u`, bound: policy.maxEntries },
      search: { usedKey: `${this.prefix}:u:search`, bound: policy.maxSearchEntries },
    };
  }

  /** Each budget: the set of its entries by last use, and its bound. */
  private readonly pools: Record<Pool, { usedKey: string; bound: number }>;
  /** When this process last recorded each entry's use (bounded: the hot pages). */
  private readonly touched = new LRUCache<string, number>({ max: 10_000 });

  private entryKey = (id: string) => `${this.prefix}:e:${id}`;
  private pathKey = (path: string) => `${this.prefix}:p:${digest(path)}`;
  private contentKey = (contentId: string) => `${this.prefix}:c:${contentId}`;
  private lockKey = (id: string) => `${this.prefix}:l:${id}`;

  /**
   * The entries last read or stored here (bounded in bytes: the hot pages). A stored value that
   * starts with a held head's bytes is that entry (the head names its body by digest), so a page
   * read again and again is neither parsed again nor, when its body is held, sent again.
   */
  private readonly held: LRUCache<string, HeldEntry>;
  private readonly holdsBodies: boolean;

  /** The entry of a variant; undefined when there is none or the value is unreadable. */
  async get(id: string): Promise<PageEntry | undefined> {
    const confirmed = await this.confirmHeld(id);
    if (confirmed === 'none') return undefined;
    const entry = confirmed ?? (await this.read(id));
    if (entry) this.touch(id, entry);
    return entry;
  }

  /**
   * The held entry of a variant, without asking Redis: the page to serve while Redis cannot
   * answer. It is what Redis held when this process last read or stored it (not the newest
   * render seen), so a page seen purged (or expired) is not held, and a purge is not undone by
   * a later outage. Undefined when bodies are not held (heldBytes 0).
   */
  heldCopy(id: string): PageEntry | undefined {
    const held = this.held.get(id);
    return held?.body ? { ...held.head, body: held.body } : undefined;
  }

  /** Bytes held (what heldBytes bounds). */
  get heldSize(): number {
    return this.held.calculatedSize;
  }

  /**
   * The held entry when Redis still stores it: the stored value's first bytes, as many as the
   * held head's, are compared with it (a few hundred bytes from Redis instead of the page, and
   * no page-sized buffer to collect). Undefined when nothing is held, or Redis stores another
   * entry (read whole) or none (nothing held then either: a purged page is not kept).
   */
  private async confirmHeld(id: string): Promise<PageEntry | 'none' | undefined> {
    const held = this.held.get(id);
    if (!held?.body) return undefined;
    const start = await this.redis.getrangeBuffer(this.entryKey(id), 0, held.bytes.length - 1);
    if (start.equals(held.bytes)) return { ...held.head, body: held.body };
    if (start.length > 0) return undefined;
    this.held.delete(id);
    return 'none';
  }

  /** The stored value, decoded; held for the next read. */
  private async read(id: string): Promise<PageEntry | undefined> {
    const value = await this.redis.getBuffer(this.entryKey(id));
    if (!value) {
      this.held.delete(id);
      return undefined;
    }
    const held = this.held.get(id);
    const length = held?.bytes.length ?? 0;
    if (held && value.length >= length && held.bytes.equals(value.subarray(0, length))) {
      return { ...held.head, body: value.subarray(length) };
    }
    const entry = decodeEntry(value);
    if (!entry) {
      this.held.delete(id);
      return undefined;
    }
    const { body, ...head } = entry;
    // Copies: the reply may be a view of a larger socket buffer, which holding would keep.
    const bytes = Buffer.from(value.subarray(0, value.length - body.length));
    this.held.set(id, { bytes, head, body: this.holdsBodies ? Buffer.from(body) : undefined });
    return entry;
  }

  /**
   * Records an entry's use, for the trim: at most once per TOUCH_EVERY_MS per entry from this
   * process (a popular page is read hundreds of times a second; the order of use needs no
   * finer grain), and not awaited: the reader does not wait on bookkeeping.
   */
  private touch(id: string, entry: PageEntry): void {
    const now = Date.now();
    if (now - (this.touched.get(id) ?? 0) < TOUCH_EVERY_MS) return;
    this.touched.set(id, now);
    const { usedKey } = this.pools[poolOf(entry)];
    void this.redis.zadd(usedKey, 'XX', now, id).catch(() => undefined);
  }

  /**
   * Stores a variant's entry and indexes it by its path and content ids, and trims the use set
   * to its bound, in one transaction: the set never holds more than the bound, even for the
   * moment between a put and its trim (two replicas putting at once each pop different ids).
   * The popped entries' keys are deleted just after.
   */
  async put(id: string, path: string, entry: PageEntry): Promise<void> {
    const ttl = retentionMs(entry, this.policy);
    const { usedKey, bound } = this.pools[poolOf(entry)];
    const { value, headLength } = encodeEntryParts(entry);
    const multi = this.redis
      .multi()
      .set(this.entryKey(id), value, 'PX', ttl)
      .zadd(usedKey, Date.now(), id)
      .pexpire(usedKey, this.longestRetentionMs);
    const indexes = [
      this.pathKey(path),
      ...entry.contentIds.filter((c) => CONTENT_ID_PATTERN.test(c)).map(this.contentKey),
    ];
    for (const index of indexes) multi.sadd(index, id).pexpire(index, ttl);
    // The least recently used ids past the bound, then their removal (a no-op under the bound).
    const overBound = String(-(bound + 1));
    const results = await multi
      .zrange(usedKey, 0, overBound)
      .zremrangebyrank(usedKey, 0, overBound)
      .exec();
    const failed = results?.find(([error]) => error);
    if (failed) throw failed[0];
    // What this process stored is what its next read confirms (another's put changes the head).
    const { body, ...head } = entry;
    this.held.set(id, {
      bytes: Buffer.from(value.subarray(0, headLength)),
      head,
      body: this.holdsBodies ? body : undefined,
    });
    const trimmed = (results?.at(-2)?.[1] ?? []) as string[];
    // Their index sets keep the ids until they expire (a purge of an id gone is a no-op).
    if (trimmed.length > 0) await this.redis.del(...trimmed.map(this.entryKey));
  }

  /** How many entries a budget counts (live, or expired and not yet trimmed). */
  count(pool: Pool = 'pages'): Promise<number> {
    return this.redis.zcard(this.pools[pool].usedKey);
  }

  /** The longest an entry can be kept: the use set outlives every entry it names. */
  private get longestRetentionMs(): number {
    const { staleWhileRevalidateSeconds, staleIfErrorSeconds } = this.policy;
    return (
      (MAX_MAX_AGE_SECONDS + Math.max(staleWhileRevalidateSeconds, staleIfErrorSeconds)) * 1000
    );
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
    // Not held here either: a purged page must not come back in an outage. Other replicas
    // drop theirs at their next read of it.
    for (const id of ids) this.held.delete(id);
    // The index goes with its entries; other indexes keep the ids until they expire.
    const [[, deleted]] = (await this.redis
      .multi()
      .del(...ids.map(this.entryKey), index)
      .zrem(this.pools.pages.usedKey, ...ids)
      .zrem(this.pools.search.usedKey, ...ids)
      .exec()) ?? [[null, 0]];
    return Math.max(0, Number(deleted) - 1);
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
