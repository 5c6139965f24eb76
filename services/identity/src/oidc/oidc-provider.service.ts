import { REQUEST_ID_HEADER } from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { IncomingMessage } from 'node:http';
import Provider from 'oidc-provider';
import { AccountStore } from '../accounts/account-store';
import { IdentityConfig } from '../config/identity-config';
import { IdentityRedis } from '../store/identity-redis';
import { providerConfiguration } from './provider-configuration';
import { ProviderPages } from './provider-pages';
import { servePublicUrlOnly } from './public-origin';
import { redisAdapterFor } from './redis-adapter';

/** Where the provider's own endpoints live (discovery, auth, token, jwks, userinfo, logout). */
export const OIDC_MOUNT_PATH = '/oidc';

/**
 * The OpenID Connect provider (oidc-provider, a certified implementation), mounted under
 * `/oidc` on the service's fastify. Its requests bypass fastify's body parsing: the provider
 * reads its own bodies (token, revocation, logout).
 */
@Injectable()
export class OidcProvider implements OnModuleInit {
  readonly provider: Provider;
  private readonly logger = new Logger(OidcProvider.name);

  constructor(
    config: IdentityConfig,
    accounts: AccountStore,
    redis: IdentityRedis,
    private readonly adapterHost: HttpAdapterHost,
  ) {
    const pages = new ProviderPages(config.publicationName, config.identitySiteUrl);
    this.provider = new Provider(
      config.issuer,
      providerConfiguration(config, accounts, pages, redisAdapterFor(redis.client)),
    );
    // Behind an ingress (TRUST_PROXY), koa believes X-Forwarded-For and -Proto; the URLs the
    // provider answers follow neither (servePublicUrlOnly below).
    this.provider.proxy = config.behindProxy;
    // Every URL it answers from IDENTITY_PUBLIC_URL, never from Host or X-Forwarded-Host;
    // discovery and the JWKS cacheable (public-origin.ts).
    servePublicUrlOnly(this.provider, config.identityPublicUrl);
    // Redis out of reach is answered 503 temporarily_unavailable (RedisUnavailableError);
    // anything else unexpected is oidc-provider's server_error 500: both logged.
    this.provider.use(async (ctx, next) => {
      await next();
      if (ctx.status === 503) {
        this.logger.warn(
          `${ctx.method} ${OIDC_MOUNT_PATH}${ctx.path} answered 503: Redis unavailable`,
        );
      }
    });
    this.provider.on('server_error', (ctx: { method: string; path: string }, error: Error) => {
      this.logger.error(
        { err: error },
        `${ctx.method} ${OIDC_MOUNT_PATH}${ctx.path} failed (server_error)`,
      );
    });
  }

  onModuleInit(): void {
    const fastify = this.adapterHost.httpAdapter.getInstance<FastifyInstance>();
    const callback = this.provider.callback();
    void fastify.register(async (scope) => {
      // Leave bodies unread for the provider.
      scope.removeAllContentTypeParsers();
      scope.addContentTypeParser('*', (_request, _payload, done) => done(null));
      const handler = (request: FastifyRequest, reply: FastifyReply) => {
        reply.hijack();
        reply.raw.setHeader(REQUEST_ID_HEADER, request.id);
        // The provider finds its mount path from originalUrl (as under Express).
        const raw = request.raw as IncomingMessage & { originalUrl?: string };
        const url = raw.url ?? '/';
        raw.originalUrl = url;
        raw.url = url.slice(OIDC_MOUNT_PATH.length) || '/';
        void callback(raw, reply.raw);
      };
      scope.all(OIDC_MOUNT_PATH, handler);
      scope.all(`${OIDC_MOUNT_PATH}/*`, handler);
    });
  }
}
