/**
 * API keys of the services' callers: one way to read the `x-api-key` header, one constant-
 * time comparison, and one rule for services with a callers' key and an admin key.
 */
import { ForbiddenException, UnauthorizedException } from '@nestjs/common';
import { hash, timingSafeEqual } from 'node:crypto';

/** The header callers put their key in. */
export const API_KEY_HEADER = 'x-api-key';

/** The answer to a request without a valid key (401). */
export const API_KEY_MESSAGE = 'A valid API key is required';

/** sha256 digests are of equal length whatever the key, so neither content nor length leaks. */
function digest(value: string): Buffer {
  return hash('sha256', value, 'buffer');
}

/**
 * A key check comparing sha256 digests in constant time. A missing key is compared too, so
 * "no key" takes as long as "wrong key".
 */
export class KeyMatcher {
  private readonly expected: Buffer;

  constructor(key: string) {
    this.expected = digest(key);
  }

  matches(given: string | undefined): boolean {
    return this.matchesDigest(digest(given ?? '')) && given !== undefined;
  }

  /** For a caller comparing one digest with several keys. */
  matchesDigest(givenDigest: Buffer): boolean {
    return timingSafeEqual(givenDigest, this.expected);
  }
}

export type KeyRole = 'caller' | 'admin';

/**
 * A service's two keys: the callers' key (reads) and the admin key (changes). The given key is
 * digested once and compared with both, whatever the answer, so the time taken does not tell
 * which one matched.
 */
export class ServiceKeys {
  private readonly caller: KeyMatcher;
  private readonly admin: KeyMatcher;

  constructor(callerKey: string, adminKey: string) {
    this.caller = new KeyMatcher(callerKey);
    this.admin = new KeyMatcher(adminKey);
  }

  roleOf(given: string | undefined): KeyRole | undefined {
    const givenDigest = digest(given ?? '');
    const caller = this.caller.matchesDigest(givenDigest);
    const admin = this.admin.matchesDigest(givenDigest);
    if (given === undefined) return undefined;
    if (admin) return 'admin';
    return caller ? 'caller' : undefined;
  }

  /**
   * The guard rule: the admin key passes everywhere, the callers' key where `callerAllowed`;
   * the callers' key elsewhere is a 403 with `adminMessage`, any other key or none a 401.
   */
  require(request: KeyedRequest, callerAllowed: boolean, adminMessage: string): void {
    const role = this.roleOf(apiKeyOf(request));
    if (role === 'admin' || (role === 'caller' && callerAllowed)) return;
    if (role === 'caller') throw new ForbiddenException(adminMessage);
    throw new UnauthorizedException(API_KEY_MESSAGE);
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
