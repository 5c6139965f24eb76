import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ProxyConfig, proxyConfigFrom } from './proxy-config';
import type { ProxyEnv } from './proxy-env';

const NAMES = [
  'SITE_ID',
  'REDIS_URL',
  'OIDC_ISSUER',
  'OIDC_JWKS_URL',
  'OIDC_AUDIENCE',
  'DISCUSSION_SHORTNAME',
  'DISCUSSION_SECRET_KEY',
  'AVATAR_URL_TEMPLATE',
  'IDENTITY_URL',
  'IDENTITY_ACCOUNTS_KEY',
  'PUBLIC_URL',
  'EMAIL_SHARE_CAPTCHA_KEY',
  'NEWSLETTER_UPSTREAM_URL',
  'NEWSLETTER_UPSTREAM_TIMEOUT_MS',
  'DISCUSSION_API_KEY',
  'DISCUSSION_SSO_DOMAIN',
  'DISCUSSION_API_URL',
  'DISCUSSION_API_TIMEOUT_MS',
] as const;

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [
    {
      provide: ProxyConfig,
      inject: [ConfigService],
      useFactory: (config: ConfigService<ProxyEnv, true>) =>
        proxyConfigFrom(
          Object.fromEntries(NAMES.map((name) => [name, config.get(name)])) as unknown as ProxyEnv,
        ),
    },
  ],
  exports: [ProxyConfig],
})
export class ProxyConfigModule {}
