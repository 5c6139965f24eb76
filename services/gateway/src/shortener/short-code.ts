import { createHash } from 'node:crypto';

/** Characters of a short code: base62, safe in a path segment as they are. */
const ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz';

/** 62^10 is about 8.4e17: collisions stay out of reach for any site's number of pages. */
export const SHORT_CODE_LENGTH = 10;

const SHORT_CODE_PATTERN = new RegExp(`^[0-9A-Za-z]{${SHORT_CODE_LENGTH}}$`);
const BASE = BigInt(ALPHABET.length);
const SPACE = BASE ** BigInt(SHORT_CODE_LENGTH);

/**
 * The short code of a (normalised) long URL: the first 64 bits of its SHA-256 in base62,
 * always SHORT_CODE_LENGTH characters. Stable: the same URL always gets the same code, so
 * shortening twice stores nothing new.
 */
export function shortCodeOf(longUrl: string): string {
  let value = createHash('sha256').update(longUrl, 'utf8').digest().readBigUInt64BE(0) % SPACE;
  let code = '';
  for (let i = 0; i < SHORT_CODE_LENGTH; i++) {
    code = ALPHABET[Number(value % BASE)] + code;
    value /= BASE;
  }
  return code;
}

/** Whether a path segment has the shape of a short code (anything else is never looked up). */
export function isShortCode(segment: string): boolean {
  return SHORT_CODE_PATTERN.test(segment);
}
