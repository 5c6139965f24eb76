import type { AccountClaims } from 'oidc-provider';
import type { Account } from '../accounts/account';

/** Scopes the site asks for, and the claims each gives (OpenID Connect Core 5.4). */
export const OIDC_CLAIMS = {
  openid: ['sub'],
  email: ['email', 'email_verified'],
  profile: ['login_count'],
} as const;

/** The claims of an account: spec 001 s3's auth user (sub, email, login_count). */
export function claimsOf(account: Account): AccountClaims {
  return {
    sub: account.sub,
    email: account.email,
    // The address is the reader's own word: nothing here proves it yet.
    email_verified: false,
    login_count: account.loginCount,
  };
}
