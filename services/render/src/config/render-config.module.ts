import { Global, Module } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { RenderEnv } from '../render-env';
import { RenderConfig, renderConfigFrom } from './render-config';

const NAMES = [
  'SITE_ID',
  'PUBLICATION_NAME',
  'PUBLIC_URL',
  'CONTENT_API_URL',
  'CONTENT_API_KEY',
  'CONTENT_API_TIMEOUT_MS',
  'GDPR_MODE',
  'IMAGE_SIGNING_KEY',
  'IMAGE_HOSTS',
  'HEADER_LINKS_CACHE_SECONDS',
  'OIDC_ISSUER',
  'OIDC_CLIENT_ID',
  'OIDC_AUDIENCE',
  'OIDC_SOCIAL_NETWORKS',
  'DISCUSSION_SHORTNAME',
  'DISCUSSION_API_KEY',
  'CSP_SCRIPT_ORIGINS',
  'CSP_IMG_ORIGINS',
  'CSP_MEDIA_ORIGINS',
  'CSP_CONNECT_ORIGINS',
  'CSP_FRAME_ORIGINS',
  'WEB_DIST_DIR',
] as const satisfies readonly (keyof RenderEnv)[];

/** The typed configuration, from the environment the service kit validated at start-up. */
@Global()
@Module({
  providers: [
    {
      provide: RenderConfig,
      inject: [ConfigService],
      useFactory: (config: ConfigService<RenderEnv, true>) =>
        renderConfigFrom(
          Object.fromEntries(NAMES.map((name) => [name, config.get(name)])) as unknown as RenderEnv,
        ),
    },
  ],
  exports: [RenderConfig],
})
export class RenderConfigModule {}
