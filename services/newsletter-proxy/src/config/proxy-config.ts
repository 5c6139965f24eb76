import { EnvConfig } from '@bytewire/service-kit';
import type { ProxyEnv } from './proxy-env';

/** Where and how the discussion service's API is asked for a reader's recent comments. */
export interface DiscussionApiConfig {
  url: string;
  key: string;
  ssoDomain: string;
  timeoutMs: number;
}

/**
 * The validated, typed configuration: each variable of ProxyEnv under its camel-case name
 * (OIDC_ISSUER → `oidcIssuer`; NEWSLETTER_UPSTREAM_URL → `newsletterUpstreamUrl`, the
 * newsletter platform in upstream mode, else undefined), IDENTITY_URL without a trailing
 * slash, and the settings made of several.
 */
export class ProxyConfig extends EnvConfig<Omit<ProxyEnv, 'IDENTITY_URL'>>() {
  /** IDENTITY_URL without a trailing slash. */
  readonly identityUrl: string;
  /** The origin of PUBLIC_URL: the only pages the email-a-friend form may share. */
  readonly publicOrigin = new URL(this.publicUrl).origin;
  /** The discussion service's API, when its key is configured (recent comments). */
  readonly discussionApi: DiscussionApiConfig | undefined = this.discussionApiKey
    ? {
        url: this.discussionApiUrl,
        key: this.discussionApiKey,
        ssoDomain: this.discussionSsoDomain ?? this.discussionShortname,
        timeoutMs: this.discussionApiTimeoutMs,
      }
    : undefined;

  constructor(env: ProxyEnv) {
    super(env);
    this.identityUrl = env.IDENTITY_URL.replace(/\/$/, '');
  }
}
