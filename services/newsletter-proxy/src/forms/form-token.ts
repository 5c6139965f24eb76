import { EMAIL_SHARE_TOKEN_COOKIE } from '@bytewire/contracts';
import { parse, serialize } from 'cookie';
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** The token lives a day; the page reads it (so not HttpOnly) and posts it back. */
const TOKEN_MAX_AGE_S = 24 * 60 * 60;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The token of the request's cookie, when it is one of ours. */
export function cookieToken(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return undefined;
  const token = parse(cookieHeader)[EMAIL_SHARE_TOKEN_COOKIE];
  return token && TOKEN_PATTERN.test(token) ? token : undefined;
}

export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** The Set-Cookie of a token: the site's cookie defaults (spec 001 s9), but SameSite=Strict. */
export function tokenCookie(token: string, secure: boolean): string {
  return serialize(EMAIL_SHARE_TOKEN_COOKIE, token, {
    path: '/',
    sameSite: 'strict',
    secure,
    maxAge: TOKEN_MAX_AGE_S,
  });
}

/** Double submit: the posted copy equals the cookie (compared in constant time). */
export function tokensMatch(fromCookie: string | undefined, posted: unknown): boolean {
  if (!fromCookie || typeof posted !== 'string') return false;
  const digest = (value: string) => createHash('sha256').update(value).digest();
  return timingSafeEqual(digest(fromCookie), digest(posted));
}
