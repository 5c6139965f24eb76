/**
 * What the browser remembers of signing in, in local storage under the spec's prefix
 * (spec 001 s4, `core_auth_`): the strategy (so that the next load fetches the user) and the
 * correlation key of a signup under way (for the first-login tracking events). Storage that
 * throws (private modes, disabled storage) means nothing is remembered.
 */
export const AUTH_STORAGE_PREFIX = 'core_auth_';
export const STRATEGY_KEY = `${AUTH_STORAGE_PREFIX}strategy`;
export const SIGNUP_CORRELATION_KEY = `${AUTH_STORAGE_PREFIX}signup_correlation`;
/** Where the provider sends the reader back (the site's one redirect URI). */
export const CALLBACK_PATH = '/auth/callback/';
/** The one strategy this site offers: OpenID Connect with the provider's own sign-in. */
export const OIDC_STRATEGY = 'oidc';

function storage(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

export function readStored(key: string): string | undefined {
  try {
    return storage()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

export function writeStored(key: string, value: string): void {
  try {
    storage()?.setItem(key, value);
  } catch {
    // Not remembered: the reader signs in again next time.
  }
}

export function clearStored(key: string): void {
  try {
    storage()?.removeItem(key);
  } catch {
    // Nothing to clear.
  }
}
