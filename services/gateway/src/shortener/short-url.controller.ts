import { cacheControlFor } from '@bytewire/routes';
import { setRouteLabel } from '@bytewire/service-kit';
import { All, Controller, Logger, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config/gateway-config';
import { sendErrorPage } from '../edge/error-page';
import { forwardablePath, type ForwardablePath } from '../edge/forwardable-path';
import { READ_METHODS, sendMethodNotAllowed } from '../edge/responses';
import { PAGE_HEADERS } from '../upstreams/page-headers';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { RenderUpstream } from '../upstreams/render.upstream';
import { SiteNotFoundPage } from '../upstreams/site-not-found';
import { checkSiteUrl } from './long-url';
import { isShortCode } from './short-code';
import { ShortUrlStore } from './short-url-store';

/** `/s/{code}` with or without its trailing slash; anything else under /s/ is no short URL. */
const SHORT_PATH = /^\/s\/([^/]+)(\/?)$/;

/** A short URL's redirect is stable (the code is a hash of its target): browsers may keep it. */
const REDIRECT_CACHE_CONTROL = 'private, max-age=86400';

/**
 * The short URLs of the sharebar shortener: `/s/{code}/` answers a 301 to the stored long URL,
 * checked again to be a URL of this site. An unknown or malformed code is the site's 404 page
 * (render's, as for any path of no route); Redis down is the gateway's 503 page.
 */
@ApiExcludeController()
@Controller()
export class ShortUrlController {
  private readonly logger = new Logger(ShortUrlController.name);
  private readonly publicOrigin: string;
  private readonly publicationName: string;
  private readonly notFound: Forwarding;

  constructor(
    private readonly store: ShortUrlStore,
    private readonly forwarder: Forwarder,
    render: RenderUpstream,
    private readonly notFoundPage: SiteNotFoundPage,
    config: GatewayConfig,
  ) {
    this.publicOrigin = config.publicOrigin;
    this.publicationName = config.publicationName;
    // Like a page of no route (see PagesController): render's 404 page, never cached.
    this.notFound = {
      upstream: render,
      clientHeaders: PAGE_HEADERS,
      cacheControl: () => cacheControlFor(undefined),
      onRefused: (reply) => sendErrorPage(reply, 404, this.publicationName),
      onFailure: (reply) => sendErrorPage(reply, 503, this.publicationName),
      onBadAnswer: (reply) => sendErrorPage(reply, 502, this.publicationName),
    };
  }

  @All(['s', 's/*'])
  async expand(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!READ_METHODS.has(request.method)) return sendMethodNotAllowed(reply);
    setRouteLabel(request, 'short-url');
    const target = forwardablePath(request);
    // A path no upstream may see: the site's 404 page for a fixed path.
    if (!target) return this.notFoundPage.send(request, reply);
    const [, code, slash] = SHORT_PATH.exec(target.path) ?? [];
    if (code === undefined || !isShortCode(code)) return this.sendNotFound(request, reply, target);
    if (slash === '') {
      const location = `/s/${code}/`;
      return void reply.redirect(target.query ? `${location}?${target.query}` : location, 301);
    }

    let stored: string | null;
    try {
      stored = await this.store.find(code);
    } catch (error) {
      this.logger.warn({ err: error, code }, 'short URL not looked up (Redis)');
      return sendErrorPage(reply, 503, this.publicationName);
    }
    if (stored === null) return this.sendNotFound(request, reply, target);
    // Stored by this gateway, but PUBLIC_URL may have changed since: never leave the site.
    const check = checkSiteUrl(stored, this.publicOrigin);
    if (!check.ok) {
      this.logger.warn({ code, reason: check.message }, 'stored short URL target refused');
      return this.sendNotFound(request, reply, target);
    }
    void reply.header('cache-control', REDIRECT_CACHE_CONTROL).redirect(check.url, 301);
  }

  private sendNotFound(
    request: FastifyRequest,
    reply: FastifyReply,
    target: ForwardablePath,
  ): void {
    setRouteLabel(request, 'not-found');
    this.forwarder.forward(request, reply, target, this.notFound);
  }
}
