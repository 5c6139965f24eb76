/**
 * The reader's sign-in state for the whole site (spec 001 s3, s4): signed out until auth init
 * finishes (`fetchComplete`), then signed in when a remembered strategy finds a valid session
 * and the profile. Only the state lives in the entry bundle: what signing in does
 * (auth-actions.ts) loads after hydration for a reader who signed in before (a stored strategy)
 * or on the callback page, else when the reader signs in; the OpenID Connect library when it is
 * needed.
 */
import type { SignInSettings } from '@bytewire/ssr-contract';
import {
  createContext,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { CALLBACK_PATH, readStored, STRATEGY_KEY } from './auth-storage';
import { NOT_YET, SIGNED_OUT, type AuthState } from './auth-types';
import type { SignInRequest } from './oidc-session';

export interface Auth extends AuthState {
  /** Whether this site offers sign-in at all. */
  available: boolean;
  /** The social networks the provider signs readers in with (none when absent). */
  social?: SignInSettings['social'];
  /** Sends the reader to the provider; failures are logged ('Failed to log user in'). */
  signIn: (request: SignInRequest) => Promise<void>;
  /** Signs out here and at the provider, which brings the reader back to the root. */
  signOut: () => Promise<void>;
  /** On the callback page: finishes signing in; answers where to go next. */
  completeSignIn: () => Promise<string>;
  /** The access token of the signed-in reader, for the readers' APIs. */
  accessToken: () => Promise<string | undefined>;
}

const actions = () => import('./auth-actions');
const unavailable = () => Promise.reject(new Error('sign-in is not available on this site'));

/** The actions of a site without sign-in. */
const NO_SIGN_IN = {
  available: false,
  signIn: unavailable,
  signOut: unavailable,
  completeSignIn: unavailable,
  accessToken: () => Promise.resolve(undefined),
};

/**
 * Auth init: nothing remembered, and not finishing a sign-in, is signed out, as auth-actions'
 * init would say, without loading sign-in's code (most readers never sign in).
 */
function initialState(settings: SignInSettings | undefined, siteId: string): Promise<AuthState> {
  const finishing = window.location.pathname === CALLBACK_PATH;
  if (!finishing && (!settings || readStored(STRATEGY_KEY) === undefined)) {
    return Promise.resolve(SIGNED_OUT);
  }
  return actions().then((a) => a.initialState(settings, siteId));
}

const AuthContext = createContext<Auth>({ ...SIGNED_OUT, ...NO_SIGN_IN });

export function useAuth(): Auth {
  return useContext(AuthContext);
}

export function AuthProvider({
  settings,
  siteId,
  children,
}: {
  settings?: SignInSettings;
  siteId: string;
  children: ReactNode;
}) {
  // The server and the hydrating browser print the same signed-out page; init runs after.
  const [state, setState] = useState<AuthState>(NOT_YET);
  // Bumped by every sign-in and sign-out: a slower auth init never overwrites what they did.
  const changes = useRef(0);

  useEffect(() => {
    let live = true;
    const generation = changes.current;
    void initialState(settings, siteId).then((next) => {
      if (live && changes.current === generation) setState(next);
    });
    return () => {
      live = false;
    };
  }, [settings, siteId]);

  const auth = useMemo<Auth>(() => {
    if (!settings) return { ...state, ...NO_SIGN_IN };
    return {
      ...state,
      available: true,
      social: settings.social,
      signIn: async (request) => (await actions()).signIn(settings, request),
      signOut: async () => {
        changes.current += 1;
        setState(SIGNED_OUT);
        await (await actions()).signOut(settings);
      },
      completeSignIn: async () => {
        changes.current += 1;
        const done = await (await actions()).completeSignIn(settings, siteId);
        setState(done.state);
        return done.returnTo;
      },
      accessToken: async () =>
        state.loggedIn ? (await actions()).accessToken(settings) : undefined,
    };
  }, [state, settings, siteId]);

  return <AuthContext.Provider value={auth}>{children}</AuthContext.Provider>;
}
