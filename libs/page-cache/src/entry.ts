/**
 * A cached page: the HTML as Brotli, its content type and content security policy (which
 * allows the scripts of that HTML: a copy is served with the policy it was rendered with), when
 * it was rendered, how long it is fresh, the content ids it shows (for purges) and the
 * variant it is (so that the warming worker can render it again). Stored in Redis as one
 * binary value: a format byte, the length of a JSON head, the head, then the body. The head
 * names its body by digest, so that equal heads mean equal entries: a gateway holding a page
 * confirms it is still the stored one by reading the head alone (store.ts).
 */
import { createHash } from 'node:crypto';
import type { PageVariant } from './variant';

export interface PageEntry {
  contentType: string;
  /** render's Content-Security-Policy for the page; absent when render sent none. */
  contentSecurityPolicy?: string;
  /** The HTML, Brotli-compressed (compressHtml). */
  body: Buffer;
  /** Epoch milliseconds of the render. */
  storedAt: number;
  /** Seconds the page is fresh: its route's max age. */
  maxAgeSeconds: number;
  /** Ids of the content the page shows (render's x-content-ids). */
  contentIds: readonly string[];
  variant: PageVariant;
}

// 3: with the page's content security policy (copies of 2 have scripts without a nonce).
// 4: with the body's digest in the head.
const FORMAT = 4;
const HEAD_LENGTH_BYTES = 4;

type EntryHead = Omit<PageEntry, 'body'>;

/** The head as stored: the entry's fields and its body's digest. */
type StoredHead = EntryHead & { bodyDigest: string };

const bodyDigestOf = (body: Buffer) =>
  createHash('sha256').update(body).digest('base64url').slice(0, 32);

/** The stored value of an entry, and how many of its first bytes are its head. */
export function encodeEntryParts({ body, ...head }: PageEntry): {
  value: Buffer;
  headLength: number;
} {
  const stored: StoredHead = { ...head, bodyDigest: bodyDigestOf(body) };
  const headBytes = Buffer.from(JSON.stringify(stored));
  const prefix = Buffer.alloc(1 + HEAD_LENGTH_BYTES);
  prefix.writeUInt8(FORMAT, 0);
  prefix.writeUInt32BE(headBytes.length, 1);
  return {
    value: Buffer.concat([prefix, headBytes, body]),
    headLength: prefix.length + headBytes.length,
  };
}

export function encodeEntry(entry: PageEntry): Buffer {
  return encodeEntryParts(entry).value;
}

const isStringArray = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === 'string');

const VARIANT_STRINGS = [
  'build',
  'path',
  'query',
  'edition',
  'device',
  'abState',
  'flags',
] as const;

function isVariant(value: unknown): value is PageVariant {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    VARIANT_STRINGS.every((field) => typeof v[field] === 'string') &&
    typeof v.crawler === 'boolean' &&
    typeof v.terms === 'boolean'
  );
}

/** The entry of a stored value; undefined for anything else (another format, a broken value). */
export function decodeEntry(value: Buffer): PageEntry | undefined {
  if (value.length < 1 + HEAD_LENGTH_BYTES || value.readUInt8(0) !== FORMAT) return undefined;
  const headLength = value.readUInt32BE(1);
  const bodyStart = 1 + HEAD_LENGTH_BYTES + headLength;
  if (bodyStart > value.length) return undefined;
  let head: Partial<StoredHead>;
  try {
    head = JSON.parse(value.subarray(1 + HEAD_LENGTH_BYTES, bodyStart).toString()) as StoredHead;
  } catch {
    return undefined;
  }
  const { contentType, contentSecurityPolicy, storedAt, maxAgeSeconds, contentIds, variant } = head;
  const body = value.subarray(bodyStart);
  if (
    head.bodyDigest !== bodyDigestOf(body) ||
    typeof contentType !== 'string' ||
    (contentSecurityPolicy !== undefined && typeof contentSecurityPolicy !== 'string') ||
    typeof storedAt !== 'number' ||
    typeof maxAgeSeconds !== 'number' ||
    !isStringArray(contentIds) ||
    !isVariant(variant)
  ) {
    return undefined;
  }
  return {
    contentType,
    ...(contentSecurityPolicy === undefined ? {} : { contentSecurityPolicy }),
    storedAt,
    maxAgeSeconds,
    contentIds,
    variant,
    body,
  };
}

/**
 * The defaults and bounds of PAGE_CACHE_STALE_WHILE_REVALIDATE_S and PAGE_CACHE_STALE_IF_ERROR_S,
 * read by the gateway and the warming worker alike (both store pages).
 */
export const DEFAULT_STALE_WHILE_REVALIDATE_S = 300;
export const MAX_STALE_WHILE_REVALIDATE_S = 86_400;
export const DEFAULT_STALE_IF_ERROR_S = 86_400;
export const MAX_STALE_IF_ERROR_S = 7 * 86_400;

/** How long a page may be served after its max age. */
export interface StalePolicy {
  /** Served stale while one refresh runs (stale-while-revalidate). */
  staleWhileRevalidateSeconds: number;
  /** Served stale when render or the content API fails (stale-if-error): the bound. */
  staleIfErrorSeconds: number;
}

/**
 * `fresh`: serve it. `stale`: serve it and refresh it in the background. `expired`: render
 * again, and serve it only if that fails. The entry is kept no longer than that (its TTL).
 */
export type Freshness = 'fresh' | 'stale' | 'expired';

export function freshnessOf(entry: PageEntry, now: number, policy: StalePolicy): Freshness {
  const age = (now - entry.storedAt) / 1000;
  if (age < entry.maxAgeSeconds) return 'fresh';
  if (age < entry.maxAgeSeconds + policy.staleWhileRevalidateSeconds) return 'stale';
  return 'expired';
}

/** Whether an entry may stand in for a failed render: within its stale-if-error bound. */
export function servableOnError(entry: PageEntry, now: number, policy: StalePolicy): boolean {
  return (now - entry.storedAt) / 1000 < entry.maxAgeSeconds + policy.staleIfErrorSeconds;
}

/** Milliseconds to keep an entry in Redis: until the stale-if-error bound runs out. */
export function retentionMs(entry: PageEntry, policy: StalePolicy): number {
  const seconds =
    entry.maxAgeSeconds + Math.max(policy.staleWhileRevalidateSeconds, policy.staleIfErrorSeconds);
  return Math.max(1, seconds * 1000 - (Date.now() - entry.storedAt));
}

/** Whole seconds since the render: the Age header. */
export function ageSeconds(entry: PageEntry, now: number): number {
  return Math.max(0, Math.floor((now - entry.storedAt) / 1000));
}
