import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { IdentityConfig, identityConfigFrom } from './identity-config';
import type { IdentityEnv } from './identity-env';

const NAMES = [
  'REDIS_URL',
  'IDENTITY_PUBLIC_URL',
  'IDENTITY_SITE_URL',
  'IDENTITY_CLIENT_ID',
  'IDENTITY_AUDIENCE',
  'IDENTITY_SIGNING_KEY',
  'IDENTITY_COOKIE_KEYS',
  'IDENTITY_OUTBOX_KEY',
  'TRUST_PROXY',
  'IDENTITY_TERMS_URL',
  'IDENTITY_ACCOUNTS_KEY',
  'IDENTITY_GOOGLE_CLIENT_ID',
  'IDENTITY_GOOGLE_CLIENT_SECRET',
  'IDENTITY_GOOGLE_ISSUER',
  'IDENTITY_FACEBOOK_CLIENT_ID',
  'IDENTITY_FACEBOOK_CLIENT_SECRET',
  'IDENTITY_FACEBOOK_DIALOG_URL',
  'IDENTITY_FACEBOOK_GRAPH_URL',
  'IDENTITY_SOCIAL_TIMEOUT_MS',
] as const;

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [
    {
      provide: IdentityConfig,
      inject: [ConfigService],
      useFactory: (config: ConfigService<IdentityEnv, true>) =>
        identityConfigFrom(
          Object.fromEntries(
            NAMES.map((name) => [name, config.get(name)]),
          ) as unknown as IdentityEnv,
        ),
    },
  ],
  exports: [IdentityConfig],
})
export class IdentityConfigModule {}
