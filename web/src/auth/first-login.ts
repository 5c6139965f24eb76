/**
 * Spec 001 s4: on a first-ever login (login_count at most 1) after a signup was started, the
 * signup-submitted, account-created and identify tracking events fire and the stored correlation
 * key is removed. Events go out as `bytewire:track` window events, for whichever analytics the
 * page runs (they wait for consent themselves).
 */
import { clearStored, readStored, SIGNUP_CORRELATION_KEY } from './auth-storage';
import type { AuthUser } from './auth-types';

export const TRACK_EVENT = 'bytewire:track';
export const FIRST_LOGIN_EVENTS = ['signup-submitted', 'account-created', 'identify'] as const;

export function trackEvent(name: string, detail: Record<string, unknown>): void {
  window.dispatchEvent(new CustomEvent(TRACK_EVENT, { detail: { event: name, ...detail } }));
}

/** Fires the first-login events when they are due; answers whether they fired. */
export function firstLoginEvents(user: AuthUser): boolean {
  const correlationKey = readStored(SIGNUP_CORRELATION_KEY);
  if (!correlationKey) return false;
  clearStored(SIGNUP_CORRELATION_KEY);
  if (user.login_count > 1) return false;
  for (const event of FIRST_LOGIN_EVENTS) trackEvent(event, { correlationKey, userId: user.sub });
  return true;
}
