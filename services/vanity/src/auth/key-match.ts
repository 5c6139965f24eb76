import { createHash, timingSafeEqual } from 'node:crypto';

function digest(value: string): Buffer {
  return createHash('sha256').update(value).digest();
}

/** A key check comparing digests of equal length in constant time: leaks neither content nor length. */
export class KeyMatcher {
  private readonly expected: Buffer;

  constructor(key: string) {
    this.expected = digest(key);
  }

  matches(given: string): boolean {
    return timingSafeEqual(digest(given), this.expected);
  }
}

export interface KeyedRequest {
  headers: Record<string, string | string[] | undefined>;
}

/** The one `x-api-key` header value, else undefined (absent or repeated). */
export function apiKeyOf(request: KeyedRequest): string | undefined {
  const header = request.headers['x-api-key'];
  return typeof header === 'string' ? header : undefined;
}
