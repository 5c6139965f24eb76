import { cacheControlFor, matchFeed, matchPath } from '@bytewire/routes';
import { setRouteLabel } from '@bytewire/service-kit';
import {
  MAX_VANITY_PATH_LENGTH,
  VANITY_NOT_FOUND_HEADER,
  VANITY_PATH_HEADER,
} from '@bytewire/vanity';
import { All, Controller, Logger, Req, Res } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { GatewayConfig } from '../config/gateway-config';
import { PageExperiments } from '../experiments/page-experiments';
import { sendErrorPage } from '../edge/error-page';
import {
  forwardablePath,
  forwardableSitePath,
  type ForwardablePath,
} from '../edge/forwardable-path';
import { READ_METHODS, sendMethodNotAllowed } from '../edge/responses';
import { FeedForwarder } from '../feeds/feed-forwarder';
import { CachedPages } from '../page-cache/cached-pages';
import { PageCache } from '../page-cache/page-cache';
import { PageRequestContext } from '../request/page-request-context';
import { Forwarder, type Forwarding } from '../upstreams/forwarder';
import { PAGE_HEADERS } from '../upstreams/page-headers';
import { RenderUpstream } from '../upstreams/render.upstream';
import { SiteNotFoundPage } from '../upstreams/site-not-found';
import { VanityResolver } from '../vanity/vanity-resolver';
import { isSiteRelative } from '../upstreams/redirect-rules';

/** A vanity path fit for a request header: printable ASCII, within the length limit. */
const HEADER_SAFE = /^[\x21-\x7e]+$/;

/**
 * Every other GET or HEAD is an XML output (RSS feed, sitemap: see FeedForwarder) or a page:
 * matched against the route table, then redirected (the trailing-slash 301), looked up as a
 * vanity URL (spec 000 s4; route paths and paths of no route alike), answered from the page
 * cache when its route has a max age (see CachedPages), else forwarded to render, which
 * renders the page or the 404 page. Each step past the redirect reads the request's context
 * (PageRequestContext: cookies, query, edition, device, crawler, worked out once) and leaves
 * its outcome there for the next: the experiments decision, the vanity outcome, the variant.
 */
@ApiExcludeController()
@Controller()
export class PagesController {
  private readonly logger = new Logger(PagesController.name);
  private readonly publicationName: string;

  constructor(
    private readonly forwarder: Forwarder,
    private readonly render: RenderUpstream,
    private readonly feeds: FeedForwarder,
    private readonly vanity: VanityResolver,
    private readonly experiments: PageExperiments,
    private readonly pageCache: PageCache,
    private readonly cachedPages: CachedPages,
    private readonly notFoundPage: SiteNotFoundPage,
    config: GatewayConfig,
  ) {
    this.publicationName = config.publicationName;
  }

  @All('*')
  async page(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    if (!READ_METHODS.has(request.method)) return sendMethodNotAllowed(reply);
    // Before matching: a path render cannot get unchanged is never redirected either.
    const target = forwardablePath(request);
    if (!target) return this.refuse(request, reply);
    // The XML outputs are files, not pages: '/news/rss.xml' is no news door page 'rss.xml'.
    const feed = matchFeed(target.path);
    if (feed) return this.feeds.answer(request, reply, target, feed);

    const match = matchPath(target.path);
    if (match.kind === 'redirect') {
      setRouteLabel(request, 'redirect');
      return void reply.redirect(
        target.readerQuery ? `${match.location}?${target.readerQuery}` : match.location,
        match.status,
      );
    }
    const context = PageRequestContext.of(request, target);
    // Flags and A/B come before vanity (spec 001 s6); neither depends on the other, so both
    // are asked at once. Neither fails: a failed or slow call is "feature off" for the page.
    await Promise.all([this.experiments.decide(context), this.vanity.decide(context)]);
    if (this.answerVanity(request, reply, context)) return;
    switch (match.kind) {
      case 'page': {
        setRouteLabel(request, `page:${match.route.name}`);
        const route = match.route;
        const variant = this.pageCache.variantOf(context, route);
        if (variant) return this.cachedPages.answer({ context, reply, route, variant });
        return this.forward(request, reply, context, target, (status) =>
          status >= 200 && status < 300 ? cacheControlFor(route) : cacheControlFor(undefined),
        );
      }
      case 'not-found':
        setRouteLabel(request, 'not-found');
        return this.forward(request, reply, context, target, () => cacheControlFor(undefined));
    }
  }

  /**
   * Answers a vanity decision (spec 000 s4 steps 5 to 7); false when the page goes on as
   * usual. Vanity answers are never cached: an entry may change or expire at any time.
   */
  private answerVanity(
    request: FastifyRequest,
    reply: FastifyReply,
    context: PageRequestContext,
  ): boolean {
    const noCache = () => cacheControlFor(undefined);
    const decision = context.vanity;
    const requested = context.target;
    switch (decision.action) {
      case 'none':
        return false;
      case 'redirect':
        // The location passed safeVanityTarget: a site path or an absolute http(s) URL, no
        // control characters, no '//host' or '/\host'.
        setRouteLabel(request, 'vanity:redirect');
        reply.headers(context.answerHeaders);
        void reply.header('cache-control', noCache()).redirect(decision.location, decision.status);
        return true;
      case 'not-found':
        // render's own 404 page, like any path of no route, even where the path is a route.
        setRouteLabel(request, 'vanity:not-found');
        this.forward(request, reply, context, requested, noCache, {
          [VANITY_NOT_FOUND_HEADER]: '1',
        });
        return true;
      case 'mask':
        return this.mask(request, reply, context, decision.path);
    }
  }

  /**
   * A masked vanity URL: render is asked for the target's page (its path and query as the
   * request URL) and the reader's address bar keeps the vanity URL. The answer is render's
   * (200 for a page), not the type's 301/302: a 3xx without a Location shows no page in any
   * browser, and one with a Location would change the address bar. x-vanity-path tells render
   * (and through the root data, the browser) which vanity URL shows this page.
   */
  private mask(
    request: FastifyRequest,
    reply: FastifyReply,
    context: PageRequestContext,
    targetPath: string,
  ): boolean {
    const requested = context.target;
    const vanityPath = requested.query ? `${requested.path}?${requested.query}` : requested.path;
    let target = forwardableSitePath(targetPath);
    // The target's canonical form (its trailing slash): render would redirect the reader there.
    const targetMatch = target && matchPath(target.path);
    if (target && targetMatch?.kind === 'redirect') {
      target = forwardableSitePath(
        target.query ? `${targetMatch.location}?${target.query}` : targetMatch.location,
      );
    }
    if (!target || vanityPath.length > MAX_VANITY_PATH_LENGTH || !HEADER_SAFE.test(vanityPath)) {
      this.logger.warn(
        { requestId: request.id, path: vanityPath, target: targetPath },
        'vanity mask ignored: the target or the vanity path cannot be forwarded',
      );
      return false;
    }
    setRouteLabel(request, 'vanity:mask');
    this.forward(request, reply, context, target, () => cacheControlFor(undefined), {
      [VANITY_PATH_HEADER]: vanityPath,
    });
    return true;
  }

  /** `target` to render, with its context's experiments decision and answer headers. */
  private forward(
    request: FastifyRequest,
    reply: FastifyReply,
    context: PageRequestContext,
    target: ForwardablePath,
    cacheControl: Forwarding['cacheControl'],
    addedHeaders?: Forwarding['addedHeaders'],
  ): void {
    this.forwarder.forward(request, reply, target, {
      upstream: this.render,
      clientHeaders: PAGE_HEADERS,
      addedHeaders: { ...context.experiments.forwarded, ...addedHeaders },
      responseHeaders: context.answerHeaders,
      cacheControl,
      // Never-cached pages too go out compressed to readers who take it (issue 33).
      compressHtml: true,
      // render's own trailing-slash and renamed-slug 301s.
      passRedirects: isSiteRelative,
      onRefused: (refused) => this.refuse(request, refused),
      onFailure: (failed) => sendErrorPage(failed, 503, this.publicationName),
      onBadAnswer: (failed) => sendErrorPage(failed, 502, this.publicationName),
    });
  }

  /**
   * A path that cannot reach render unchanged is a page of no route: the site's 404 page,
   * rendered for a fixed path (see SiteNotFoundPage), never for this one.
   */
  private refuse(request: FastifyRequest, reply: FastifyReply): void {
    setRouteLabel(request, 'refused');
    this.notFoundPage.send(request, reply);
  }
}
