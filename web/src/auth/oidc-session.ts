/**
 * The reader's session at the identity provider (oidc-client-ts): the authorisation code flow
 * with PKCE, by redirect (spec 001 s7: "via redirect, popup or lock widget"). This module and
 * the library load only when a reader signs in, or comes back signed in: a chunk of its own.
 */
import type { SocialNetworkId } from '@bytewire/contracts';
import type { SignInSettings } from '@bytewire/ssr-contract';
import { UserManager, WebStorageStateStore, type User } from 'oidc-client-ts';
import { CALLBACK_PATH } from './auth-storage';
import type { AuthUser } from './auth-types';

/** The scopes of the site: the ID token's claims and the site's APIs. */
const SCOPE = 'openid email profile account';

export interface SignInRequest {
  /** Where the reader goes once signed in: a path of this site. */
  returnTo: string;
  /** The address typed in the sign-in or join modal, for the provider's first screen. */
  loginHint?: string;
  /** A social network chosen in the modal: the provider sends the reader straight to it. */
  network?: SocialNetworkId;
}

export interface SignedIn {
  user: AuthUser;
  accessToken: string;
  returnTo: string;
}

/** A path of this site, or the root: never a place elsewhere. */
export function safeReturnTo(value: unknown): string {
  return typeof value === 'string' && /^\/(?![/\\])/.test(value) ? value : '/';
}

function authUserOf(user: User): AuthUser {
  const claims = user.profile as Record<string, unknown>;
  return {
    sub: user.profile.sub,
    email: typeof claims.email === 'string' ? claims.email : '',
    login_count: typeof claims.login_count === 'number' ? claims.login_count : 0,
  };
}

export class OidcSession {
  private readonly manager: UserManager;

  constructor(settings: SignInSettings, origin = window.location.origin) {
    this.manager = new UserManager({
      authority: settings.issuer,
      client_id: settings.clientId,
      redirect_uri: `${origin}${CALLBACK_PATH}`,
      post_logout_redirect_uri: `${origin}/`,
      response_type: 'code',
      scope: SCOPE,
      // The tokens outlive a tab (the strategy is remembered in local storage too).
      userStore: new WebStorageStateStore({ store: window.localStorage }),
      // No refresh tokens in a browser: an expired session signs in again.
      automaticSilentRenew: false,
      loadUserInfo: false,
    });
  }

  /** Sends the browser to the provider. */
  signIn({ returnTo, loginHint, network }: SignInRequest): Promise<void> {
    return this.manager.signinRedirect({
      state: { returnTo: safeReturnTo(returnTo) },
      ...(loginHint ? { login_hint: loginHint } : {}),
      ...(network ? { extraQueryParams: { idp_hint: network } } : {}),
    });
  }

  /** On the callback page: trades the code for tokens. */
  async complete(url = window.location.href): Promise<SignedIn> {
    const user = await this.manager.signinRedirectCallback(url);
    const state = user.state as { returnTo?: unknown } | undefined;
    return {
      user: authUserOf(user),
      accessToken: user.access_token,
      returnTo: safeReturnTo(state?.returnTo),
    };
  }

  /** The signed-in reader kept from an earlier page, while the tokens last. */
  async current(): Promise<Omit<SignedIn, 'returnTo'> | undefined> {
    const user = await this.manager.getUser();
    if (!user || user.expired) return undefined;
    return { user: authUserOf(user), accessToken: user.access_token };
  }

  /** Forgets the tokens here and ends the provider's session; the provider sends the reader to the root. */
  async signOut(): Promise<void> {
    const user = await this.manager.getUser();
    await this.manager.removeUser();
    await this.manager.signoutRedirect({
      ...(user?.id_token ? { id_token_hint: user.id_token } : {}),
    });
  }

  /** Forgets the tokens here only (a failed fetch of the user). */
  forget(): Promise<void> {
    return this.manager.removeUser();
  }
}
