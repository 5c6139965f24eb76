import type { Configuration, KoaContextWithOIDC } from 'oidc-provider';
import type { AccountStore } from '../accounts/account-store';
import type { IdentityConfig } from '../config/identity-config';
import { withRedis } from '../store/redis-unavailable';
import { claimsOf, OIDC_CLAIMS } from './account-claims';
import type { ProviderPages } from './provider-pages';
import { siteGrant } from './site-grant';

/** The scope of the site's APIs on their access tokens. */
export const API_SCOPE = 'account';
/** Scopes the site's client asks for. */
export const CLIENT_SCOPES = `openid email profile ${API_SCOPE}`;
const ACCESS_TOKEN_TTL_S = 60 * 60;
/**
 * The authorisation parameter by which the site's own social buttons name a network
 * (`google`, `facebook`): the reader goes straight to it when it is configured.
 */
export const SOCIAL_HINT_PARAM = 'idp_hint';

/**
 * oidc-provider's configuration for the site: one public client (PKCE, no secret) whose only
 * redirects are the site's callback and root, JWT access tokens for the site's APIs (the
 * audience IDENTITY_AUDIENCE), the first-party client's consent given once signed in, our
 * interaction screens under `/interaction`, CORS only for the site's origin.
 */
export function providerConfiguration(
  config: IdentityConfig,
  accounts: AccountStore,
  pages: ProviderPages,
  adapter: Configuration['adapter'],
): Configuration {
  const resourceServer = {
    scope: API_SCOPE,
    audience: config.identityAudience,
    accessTokenTTL: ACCESS_TOKEN_TTL_S,
    accessTokenFormat: 'jwt' as const,
    jwt: { sign: { alg: 'RS256' as const } },
  };
  return {
    adapter,
    clients: [
      {
        client_id: config.identityClientId,
        token_endpoint_auth_method: 'none',
        application_type: 'web',
        // No refresh tokens in a browser: a new access token comes from the provider's session.
        grant_types: ['authorization_code'],
        response_types: ['code'],
        redirect_uris: config.redirectUris,
        post_logout_redirect_uris: config.postLogoutRedirectUris,
        scope: CLIENT_SCOPES,
      },
    ],
    scopes: ['openid', 'email', 'profile', API_SCOPE],
    extraParams: [SOCIAL_HINT_PARAM],
    // The authorisation code flow only (with PKCE): no token ever travels in a URL.
    responseTypes: ['code'],
    claims: Object.fromEntries(Object.entries(OIDC_CLAIMS).map(([k, v]) => [k, [...v]])),
    // ID tokens carry the claims of the scopes asked for: the site reads them at once.
    conformIdTokenClaims: false,
    cookies: { keys: [...config.cookieKeys] },
    jwks: { keys: [config.signingJwk as never] },
    pkce: { methods: ['S256'], required: () => true },
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
      userinfo: { enabled: true },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource: (ctx, form) => pages.logout(ctx, form),
        postLogoutSuccessSource: (ctx) => pages.loggedOut(ctx),
      },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => config.identityAudience,
        useGrantedResource: () => true,
        getResourceServerInfo: (_ctx, resource) => {
          if (resource !== config.identityAudience) throw new Error('unknown resource');
          return resourceServer;
        },
      },
    },
    // The address on access tokens too: the site's APIs key avatars and profiles by it.
    extraTokenClaims: async (_ctx, token) => {
      const accountId = 'accountId' in token ? token.accountId : undefined;
      const account = accountId ? await withRedis(() => accounts.findBySub(accountId)) : undefined;
      return account ? { email: account.email } : undefined;
    },
    // On the public URL like every other URL the provider answers (public-origin.ts).
    interactions: {
      url: (_ctx, interaction) => `${config.identityPublicUrl}/interaction/${interaction.uid}`,
    },
    findAccount: async (_ctx, sub) => {
      const account = await withRedis(() => accounts.findBySub(sub));
      if (!account) return undefined;
      return { accountId: sub, claims: () => claimsOf(account) };
    },
    // The site is first party: once signed in, its scopes need no consent screen (siteGrant).
    loadExistingGrant: async (ctx: KoaContextWithOIDC) => {
      const { client, session } = ctx.oidc;
      if (!client || !session?.accountId) return undefined;
      const grantId = ctx.oidc.result?.consent?.grantId ?? session.grantIdFor(client.clientId);
      return siteGrant(
        ctx.oidc.provider,
        client.clientId,
        session.accountId,
        config.identityAudience,
        grantId,
      );
    },
    clientBasedCORS: (_ctx, origin) => origin === config.siteOrigin,
    renderError: (ctx, out) => pages.error(ctx, out),
    ttl: {
      AccessToken: ACCESS_TOKEN_TTL_S,
      AuthorizationCode: 60,
      IdToken: ACCESS_TOKEN_TTL_S,
      Interaction: 60 * 60,
      Session: 14 * 24 * 60 * 60,
      Grant: 14 * 24 * 60 * 60,
      RefreshToken: 14 * 24 * 60 * 60,
    },
  };
}
