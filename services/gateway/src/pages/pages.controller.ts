import { cacheControlFor, matchFeed, matchPath } from '@bytewire/routes';
import { setRouteLabel } from '@bytewire/service-kit';
import { DEVICE_HEADER, EDITION_HEADER } from '@bytewire/site';
import { All, Controller, Req, Res } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { GatewayEnv } from '../config/gateway-env';
import { sendErrorPage } from '../edge/error-page';
import { forwardablePath, type ForwardablePath } from '../edge/forwardable-path';
import { READ_METHODS, sendMethodNotAllowed } from '../edge/responses';
import { FeedForwarder } from '../feeds/feed-forwarder';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { RenderUpstream } from '../upstreams/render.upstream';

/**
 * What render needs of the browser's request; nothing else is passed on. The cookie carries
 * the preferred edition and device; the edition and device headers are the CDN's (spec 001
 * s4 and s9), validated by render.
 */
export const PAGE_HEADERS = [
  'accept-language',
  'user-agent',
  'cookie',
  EDITION_HEADER,
  DEVICE_HEADER,
] as const;

/**
 * Every other GET or HEAD is an XML output (RSS feed, sitemap: see FeedForwarder) or a page:
 * matched against the route table, then redirected (the trailing-slash 301) or forwarded to
 * render, which renders the page or the 404 page.
 */
@ApiExcludeController()
@Controller()
export class PagesController {
  private readonly publicationName: string;

  constructor(
    private readonly forwarder: Forwarder,
    private readonly render: RenderUpstream,
    private readonly feeds: FeedForwarder,
    config: ConfigService<GatewayEnv, true>,
  ) {
    this.publicationName = config.get('PUBLICATION_NAME', { infer: true });
  }

  @All('*')
  page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): void {
    if (!READ_METHODS.has(request.method)) return sendMethodNotAllowed(reply);
    // Before matching: a path render cannot get unchanged is never redirected either.
    const target = forwardablePath(request);
    if (!target) return this.refuse(request, reply);
    // The XML outputs are files, not pages: '/news/rss.xml' is no news door page 'rss.xml'.
    const feed = matchFeed(target.path);
    if (feed) return this.feeds.answer(request, reply, target, feed);

    const match = matchPath(target.path);
    switch (match.kind) {
      case 'redirect':
        setRouteLabel(request, 'redirect');
        return void reply.redirect(
          target.query ? `${match.location}?${target.query}` : match.location,
          match.status,
        );
      case 'page':
        setRouteLabel(request, `page:${match.route.name}`);
        return this.forward(request, reply, target, (status) =>
          status >= 200 && status < 300 ? cacheControlFor(match.route) : cacheControlFor(undefined),
        );
      case 'not-found':
        setRouteLabel(request, 'not-found');
        return this.forward(request, reply, target, () => cacheControlFor(undefined));
    }
  }

  private forward(
    request: FastifyRequest,
    reply: FastifyReply,
    target: ForwardablePath,
    cacheControl: Forwarding['cacheControl'],
  ): void {
    this.forwarder.forward(request, reply, target, {
      upstream: this.render,
      clientHeaders: PAGE_HEADERS,
      cacheControl,
      // render's own trailing-slash and renamed-slug 301s.
      passSiteRelativeRedirects: true,
      onRefused: (refused) => this.refuse(request, refused),
      onFailure: (failed) => sendErrorPage(failed, 503, this.publicationName),
      onBadAnswer: (failed) => sendErrorPage(failed, 502, this.publicationName),
    });
  }

  /** A path that cannot reach render unchanged is a page of no route: the gateway's 404. */
  private refuse(request: FastifyRequest, reply: FastifyReply): void {
    setRouteLabel(request, 'refused');
    sendErrorPage(reply, 404, this.publicationName);
  }
}
