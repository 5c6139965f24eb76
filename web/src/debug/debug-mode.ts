/**
 * Debug mode (spec 001 s6 and s9): `?jsDebug=1` (or `true`) turns it on and keeps it on for the
 * session in the `jsDebug` cookie; `?jsDebug=0` (or `false`) turns it off and removes the
 * cookie. Any other value changes nothing. Without the parameter, the cookie decides.
 */
import {
  DEBUG_COOKIE,
  DEBUG_ON,
  DEBUG_QUERY_PARAM,
  debugQueryValue,
  isSetFlag,
} from '@bytewire/site';
import { cookieString, readCookie } from '../browser/cookies';

/** What the address asks, if anything. */
function asked(win: Window): 'on' | 'off' | undefined {
  return debugQueryValue(new URLSearchParams(win.location.search).get(DEBUG_QUERY_PARAM));
}

export function debugEnabled(win: Window): boolean {
  const query = asked(win);
  if (query !== undefined) return query === 'on';
  return isSetFlag(readCookie(win.document.cookie, DEBUG_COOKIE.name));
}

/** Sets or clears the cookie as the address asks; whether debug mode is on. */
export function applyDebugQuery(win: Window = window): boolean {
  const query = asked(win);
  if (query === 'on') win.document.cookie = cookieString(DEBUG_COOKIE.name, DEBUG_ON);
  if (query === 'off') win.document.cookie = cookieString(DEBUG_COOKIE.name, '', { maxAge: 0 });
  return debugEnabled(win);
}
