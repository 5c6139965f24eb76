import type { ProxyEnv } from './proxy-env';

/** Where and how the discussion service's API is asked for a reader's recent comments. */
export interface DiscussionApiConfig {
  url: string;
  key: string;
  ssoDomain: string;
  timeoutMs: number;
}

/** The validated, typed configuration. */
export class ProxyConfig {
  constructor(
    readonly siteId: string,
    readonly redisUrl: string,
    readonly issuer: string,
    readonly jwksUrl: string | undefined,
    readonly audience: string,
    readonly discussionShortname: string,
    readonly discussionSecretKey: string,
    readonly avatarUrlTemplate: string,
    readonly identityUrl: string,
    readonly identityAccountsKey: string,
    readonly publicOrigin: string,
    readonly captchaKey: string,
    /** The newsletter platform (upstream mode), or undefined (kept here). */
    readonly upstreamUrl: string | undefined,
    readonly upstreamTimeoutMs: number,
    /** The discussion service's API, when its key is configured (recent comments). */
    readonly discussionApi: DiscussionApiConfig | undefined,
  ) {}
}

export function proxyConfigFrom(env: ProxyEnv): ProxyConfig {
  return new ProxyConfig(
    env.SITE_ID,
    env.REDIS_URL,
    env.OIDC_ISSUER,
    env.OIDC_JWKS_URL,
    env.OIDC_AUDIENCE,
    env.DISCUSSION_SHORTNAME,
    env.DISCUSSION_SECRET_KEY,
    env.AVATAR_URL_TEMPLATE,
    env.IDENTITY_URL.replace(/\/$/, ''),
    env.IDENTITY_ACCOUNTS_KEY,
    new URL(env.PUBLIC_URL).origin,
    env.EMAIL_SHARE_CAPTCHA_KEY,
    env.NEWSLETTER_UPSTREAM_URL,
    env.NEWSLETTER_UPSTREAM_TIMEOUT_MS,
    env.DISCUSSION_API_KEY
      ? {
          url: env.DISCUSSION_API_URL,
          key: env.DISCUSSION_API_KEY,
          ssoDomain: env.DISCUSSION_SSO_DOMAIN ?? env.DISCUSSION_SHORTNAME,
          timeoutMs: env.DISCUSSION_API_TIMEOUT_MS,
        }
      : undefined,
  );
}
