/**
 * The signed-in flags (spec 001 s6 and s9): fly_user while a reader is signed in, and the
 * previous-login cookie, kept after signing out, so that ad targeting still counts a reader
 * who signed in once as registered (ads/ad-user.ts). Both hold the flag `1`, never a token or
 * anything of the reader: the session itself stays with the sign-in provider.
 */
import { PREVIOUS_LOGIN_COOKIE, SIGNED_IN_FLAG, USER_COOKIE } from '@bytewire/site';
import { cookieString } from '../browser/cookies';

/** After a sign-in completed (or a remembered one was confirmed). */
export function rememberSignIn(doc: Document = document): void {
  for (const cookie of [USER_COOKIE, PREVIOUS_LOGIN_COOKIE]) {
    doc.cookie = cookieString(cookie.name, SIGNED_IN_FLAG, { maxAge: cookie.maxAgeSeconds });
  }
}

/** After signing out, or a session found ended: fly_user goes, the previous login stays. */
export function forgetSignIn(doc: Document = document): void {
  doc.cookie = cookieString(USER_COOKIE.name, '', { maxAge: 0 });
}
