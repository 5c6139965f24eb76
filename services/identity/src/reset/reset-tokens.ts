import { Injectable } from '@nestjs/common';
import { createHash, randomBytes } from 'node:crypto';
import { IDENTITY_KEY_PREFIX, IdentityRedis } from '../store/identity-redis';

/** A reset link works for an hour, once. */
export const RESET_TOKEN_TTL_S = 60 * 60;
/** Tokens are 32 random bytes, base64url: 43 characters. */
export const RESET_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** Redis keeps a digest of the token only: a read of Redis gives no working link. */
const keyOf = (token: string) =>
  `${IDENTITY_KEY_PREFIX}reset:${createHash('sha256').update(token).digest('base64url')}`;

/** Password reset tokens: random, single use, an hour long, kept in Redis by digest. */
@Injectable()
export class ResetTokens {
  constructor(private readonly redis: IdentityRedis) {}

  async issue(sub: string): Promise<string> {
    const token = randomBytes(32).toString('base64url');
    await this.redis.client.set(keyOf(token), sub, 'EX', RESET_TOKEN_TTL_S);
    return token;
  }

  /** The account a token is for, while it is valid; the token stays usable. */
  async peek(token: string): Promise<string | undefined> {
    if (!RESET_TOKEN_PATTERN.test(token)) return undefined;
    return (await this.redis.client.get(keyOf(token))) ?? undefined;
  }

  /** The account a token is for, spending the token. */
  async take(token: string): Promise<string | undefined> {
    if (!RESET_TOKEN_PATTERN.test(token)) return undefined;
    return (await this.redis.client.getdel(keyOf(token))) ?? undefined;
  }
}
