import type { RenderEnv } from '../render-env';

/**
 * The render service's validated, typed configuration (from RenderEnv, which the service kit
 * validated at start-up). Optional settings stay undefined when unset; the values are as
 * validated (defaults applied), unchanged.
 */
export class RenderConfig {
  readonly siteId!: string;
  readonly publicationName!: string;
  /** PUBLIC_URL as given (see `publicOrigin` for its origin). */
  readonly publicUrl!: string;
  readonly contentApiUrl!: string;
  readonly contentApiKey!: string;
  readonly contentApiTimeoutMs!: number;
  readonly gdprMode!: boolean;
  readonly imageSigningKey!: string;
  /** IMAGE_HOSTS as given (comma-separated); unset, the public origin. */
  readonly imageHosts!: string | undefined;
  readonly headerLinksCacheSeconds!: number;
  readonly oidcIssuer!: string | undefined;
  readonly oidcClientId!: string;
  readonly oidcAudience!: string;
  /** OIDC_SOCIAL_NETWORKS as given (comma-separated). */
  readonly oidcSocialNetworks!: string;
  readonly discussionShortname!: string | undefined;
  readonly discussionApiKey!: string;
  /** The CSP_*_ORIGINS settings as given (comma-separated). */
  readonly cspOrigins!: {
    readonly script: string | undefined;
    readonly img: string | undefined;
    readonly media: string | undefined;
    readonly connect: string | undefined;
    readonly frame: string | undefined;
  };
  readonly webDistDir!: string | undefined;

  /** The origin of PUBLIC_URL: canonical links, feeds and the default image host are on it. */
  readonly publicOrigin: string;

  constructor(
    values: Omit<{ readonly [K in keyof RenderConfig]: RenderConfig[K] }, 'publicOrigin'>,
  ) {
    Object.assign(this, values);
    this.publicOrigin = new URL(values.publicUrl).origin;
  }
}

/** The configuration from a validated environment. */
export function renderConfigFrom(env: RenderEnv): RenderConfig {
  return new RenderConfig({
    siteId: env.SITE_ID,
    publicationName: env.PUBLICATION_NAME,
    publicUrl: env.PUBLIC_URL,
    contentApiUrl: env.CONTENT_API_URL,
    contentApiKey: env.CONTENT_API_KEY,
    contentApiTimeoutMs: env.CONTENT_API_TIMEOUT_MS,
    gdprMode: env.GDPR_MODE,
    imageSigningKey: env.IMAGE_SIGNING_KEY,
    imageHosts: env.IMAGE_HOSTS,
    headerLinksCacheSeconds: env.HEADER_LINKS_CACHE_SECONDS,
    oidcIssuer: env.OIDC_ISSUER,
    oidcClientId: env.OIDC_CLIENT_ID,
    oidcAudience: env.OIDC_AUDIENCE,
    oidcSocialNetworks: env.OIDC_SOCIAL_NETWORKS,
    discussionShortname: env.DISCUSSION_SHORTNAME,
    discussionApiKey: env.DISCUSSION_API_KEY,
    cspOrigins: {
      script: env.CSP_SCRIPT_ORIGINS,
      img: env.CSP_IMG_ORIGINS,
      media: env.CSP_MEDIA_ORIGINS,
      connect: env.CSP_CONNECT_ORIGINS,
      frame: env.CSP_FRAME_ORIGINS,
    },
    webDistDir: env.WEB_DIST_DIR,
  });
}
