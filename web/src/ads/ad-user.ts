/**
 * The ad targeting `user` value (spec 001 s6): 'registered' if the user cookie or the
 * previous-login cookie is set (site-context/user-cookies.ts), else 'anon'. Only the flag value
 * counts: anything else in those cookies is no sign-in of ours.
 */
import { isSetFlag, PREVIOUS_LOGIN_COOKIE, USER_COOKIE } from '@bytewire/site';
import { readCookie } from '../browser/cookies';

export type AdUser = 'registered' | 'anon';

/** From a Cookie header or `document.cookie`. */
export function adUser(cookies: string | null | undefined): AdUser {
  const registered = [USER_COOKIE, PREVIOUS_LOGIN_COOKIE].some((cookie) =>
    isSetFlag(readCookie(cookies, cookie.name)),
  );
  return registered ? 'registered' : 'anon';
}
