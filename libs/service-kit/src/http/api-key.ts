/**
 * API keys of the services' callers: one way to read the `x-api-key` header and one constant-
 * time comparison, for every guard of every service.
 */
import { createHash, timingSafeEqual } from 'node:crypto';

/** The header callers put their key in. */
export const API_KEY_HEADER = 'x-api-key';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/**
 * A key check comparing sha256 digests (always of equal length) in constant time, so neither
 * the content nor the length of the key leaks through timing. A missing key is compared too,
 * so "no key" takes as long as "wrong key".
 */
export class KeyMatcher {
  private readonly expected: Buffer;

  constructor(key: string) {
    this.expected = digest(key);
  }

  matches(given: string | undefined): boolean {
    return timingSafeEqual(digest(given ?? ''), this.expected) && given !== undefined;
  }
}

export interface KeyedRequest {
  headers: Record<string, string | string[] | undefined>;
}

/** The one `x-api-key` header value of a request, else undefined (absent or repeated). */
export function apiKeyOf(request: KeyedRequest): string | undefined {
  const header = request.headers[API_KEY_HEADER];
  return typeof header === 'string' ? header : undefined;
}
