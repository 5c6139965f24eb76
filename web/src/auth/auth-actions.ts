/**
 * What signing in does, outside the entry bundle: loaded after hydration by AuthProvider (which
 * keeps only the state). The OpenID Connect library (oidc-session.ts, with oidc-client-ts)
 * loads only when a reader signs in, comes back signed in (a remembered strategy) or lands on
 * the callback page.
 */
import { forgetSignIn, rememberSignIn } from '../site-context/user-cookies';
import type { SignInSettings } from '@bytewire/ssr-contract';
import {
  CALLBACK_PATH,
  clearStored,
  OIDC_STRATEGY,
  readStored,
  SIGNUP_CORRELATION_KEY,
  STRATEGY_KEY,
  writeStored,
} from './auth-storage';
import { NOT_YET, SIGNED_OUT, type AuthState } from './auth-types';
import { signOutOfDiscussion } from '../discussion/discussion-token';
import { firstLoginEvents } from './first-login';
import type { OidcSession, SignInRequest } from './oidc-session';
import { fetchProfile } from './readers-api';

let session: { settings: SignInSettings; session: Promise<OidcSession> } | undefined;

function sessionFor(settings: SignInSettings): Promise<OidcSession> {
  if (session?.settings !== settings) {
    session = {
      settings,
      session: import('./oidc-session').then((m) => new m.OidcSession(settings)),
    };
  }
  return session.session;
}

/** Auth init (spec 001 s4): a remembered strategy fetches the user; a failure forgets it. */
export async function initialState(
  settings: SignInSettings | undefined,
  siteId: string,
): Promise<AuthState> {
  // The callback page finishes a sign-in itself (completeSignIn): nothing to init there.
  if (window.location.pathname === CALLBACK_PATH) return NOT_YET;
  const strategy = readStored(STRATEGY_KEY);
  if (!settings || strategy === undefined) return SIGNED_OUT;
  if (strategy !== OIDC_STRATEGY) {
    console.warn(`Unknown sign-in strategy "${strategy}": no login`);
    clearStored(STRATEGY_KEY);
    forgetSignIn();
    return SIGNED_OUT;
  }
  try {
    const current = await (await sessionFor(settings)).current();
    if (!current) throw new Error('the session has ended');
    const profile = await fetchProfile(siteId, current.accessToken);
    // Readers signed in before the cookies existed get them too.
    rememberSignIn();
    return { fetchComplete: true, loggedIn: true, user: current.user, profile };
  } catch (error) {
    console.error('error fetching user', error);
    clearStored(STRATEGY_KEY);
    forgetSignIn();
    return SIGNED_OUT;
  }
}

export async function signIn(settings: SignInSettings, request: SignInRequest): Promise<void> {
  try {
    // A signup may start here: its first login fires the tracking events.
    writeStored(SIGNUP_CORRELATION_KEY, crypto.randomUUID());
    await (await sessionFor(settings)).signIn(request);
  } catch (error) {
    console.error('Failed to log user in', error);
    throw error;
  }
}

export async function signOut(settings: SignInSettings): Promise<void> {
  clearStored(STRATEGY_KEY);
  // Before the provider takes the reader away; the previous-login cookie stays.
  forgetSignIn();
  try {
    const oidc = await sessionFor(settings);
    // While the access token still works: out of the discussion service too (spec 001 s7).
    await signOutOfDiscussion((await oidc.current().catch(() => undefined))?.accessToken);
    await oidc.signOut();
  } catch (error) {
    console.error('Failed to log user out', error);
    window.location.assign('/');
  }
}

/** On the callback page: the signed-in state and where to go next. */
export async function completeSignIn(
  settings: SignInSettings,
  siteId: string,
): Promise<{ state: AuthState; returnTo: string }> {
  const done = await (await sessionFor(settings)).complete();
  writeStored(STRATEGY_KEY, OIDC_STRATEGY);
  rememberSignIn();
  firstLoginEvents(done.user);
  const profile = await fetchProfile(siteId, done.accessToken);
  return {
    state: { fetchComplete: true, loggedIn: true, user: done.user, profile },
    returnTo: done.returnTo,
  };
}

export async function accessToken(settings: SignInSettings): Promise<string | undefined> {
  return (await (await sessionFor(settings)).current())?.accessToken;
}
