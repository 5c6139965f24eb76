import { EXCLUDE_COOKIE_PREFIX, STATE_SEPARATOR } from './constants';
import { parseState, formatState } from './state';
import type { CookieToSet, TestState } from './types';
import { isoTime } from './validation';

/**
 * The A/B cookies:
 * - AB_COOKIE (`nemo_highlander`): the states of every test the visitor is bucketed in, as
 *   `id:version:bucket` joined by `|` (several tests can run at once), e.g.
 *   `genius_link:1:test|precap_vs_hero:1:hero`. It lives until the latest end date of the
 *   tests it holds. A value not in this format is removed (or overwritten).
 * - `nemo_highlander_x_{id}` = version: the visitor is excluded from that test's version and is
 *   never rebucketed in it while the cookie lives (until the test's end date).
 */

export function cookieToSet(
  name: string,
  value: string,
  maxAge: number,
  domain?: string,
): CookieToSet {
  const cookie: CookieToSet = { name, value, maxAge, path: '/', sameSite: 'lax', secure: true };
  return domain ? { ...cookie, domain } : cookie;
}

/** A cookie that removes `name` (empty value, maxAge 0). */
export function cookieRemoval(name: string, domain?: string): CookieToSet {
  return cookieToSet(name, '', 0, domain);
}

export function excludeCookieName(testId: string): string {
  return EXCLUDE_COOKIE_PREFIX + testId;
}

/** Whole seconds from `now` until the ISO date `end` (rounded up), 0 when past or unreadable. */
export function secondsUntil(end: string, now: Date): number {
  const time = isoTime(end);
  if (time === undefined) return 0;
  return Math.max(0, Math.ceil((time - now.getTime()) / 1000));
}

/** The states in an AB_COOKIE value, or undefined if it is not in the cookie's format. */
export function parseStateCookie(value: unknown): TestState[] | undefined {
  if (typeof value !== 'string' || value === '') return undefined;
  const states: TestState[] = [];
  for (const part of value.split(STATE_SEPARATOR)) {
    const state = parseState(part);
    if (!state || states.some(({ id }) => id === state.id)) return undefined;
    states.push(state);
  }
  return states;
}

export function formatStateCookie(states: readonly TestState[]): string {
  return states.map(formatState).join(STATE_SEPARATOR);
}
