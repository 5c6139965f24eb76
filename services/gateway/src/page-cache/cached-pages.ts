/**
 * Answers a cacheable page request (issues 8 and 26): asks the page-cache coordinator for the
 * page ("from the cache, or render it and keep a copy") and sends what it gives. A copy goes
 * out Brotli-compressed to browsers that take it; render's own answer (a page, its 404 page,
 * its site-relative redirects) goes out as the forwarder would pass it, its HTML compressed
 * for browsers that take it (issue 33): on a miss, the very bytes kept as the copy; render
 * down with no copy is the gateway's error page. Every answer carries the reader's own answer
 * headers (A/B cookies, x-ab-*, the site cookies: PageRequestContext.answerHeaders): those
 * are never cached.
 */
import {
  ageSeconds,
  decompressHtml,
  type PageEntry,
  type PageVariant,
  type RenderedPage,
} from '@bytewire/page-cache';
import { cacheControlFor, maxAgeOf, type RouteDefinition } from '@bytewire/routes';
import { Injectable, Logger } from '@nestjs/common';
import type { FastifyReply } from 'fastify';
import { GatewayConfig } from '../config/gateway-config';
import { sendErrorPage } from '../edge/error-page';
import { endToEndHeaders, isRedirect } from '../upstreams/answer-headers';
import {
  compressForOneReader,
  isCompressibleHtml,
  takesBrotli,
  varyOnAcceptEncoding,
} from '../upstreams/html-compression';
import type { PageRequestContext } from '../request/page-request-context';
import { isSiteRelative } from '../upstreams/redirect-rules';
import { PageCache } from './page-cache';
import { PageCacheMetrics, type PageCacheOutcome } from './page-cache-metrics';

/** Tells readers (and tests) how their page was answered. */
export const CACHE_STATUS_HEADER = 'x-cache';

export interface CachedPageRequest {
  /** The request's context: its experiments decision's headers go on every answer. */
  context: PageRequestContext;
  reply: FastifyReply;
  route: RouteDefinition;
  /** The context's variant (PageCache.variantOf). */
  variant: PageVariant;
}

@Injectable()
export class CachedPages {
  private readonly logger = new Logger(CachedPages.name);
  private readonly publicationName: string;

  constructor(
    private readonly cache: PageCache,
    private readonly metrics: PageCacheMetrics,
    config: GatewayConfig,
  ) {
    this.publicationName = config.publicationName;
  }

  async answer(page: CachedPageRequest): Promise<void> {
    const coordinator = this.cache.coordinator!;
    const answer = await coordinator.answer(
      page.variant,
      maxAgeOf(page.route),
      page.context.requestId,
    );
    this.metrics.count(answer.outcome);
    if ('entry' in answer) return this.sendCopy(page, answer.entry, answer.outcome);
    if ('page' in answer) {
      return this.sendRendered(page, answer.page, answer.outcome, answer.copy);
    }
    this.logger.warn(
      { path: page.variant.path, err: answer.failure },
      'page render failed, no copy to serve',
    );
    sendErrorPage(page.reply, 503, this.publicationName);
  }

  /**
   * render's answer, as the forwarder passes one: end-to-end headers only, redirects only to
   * a site path (anything else is a bad answer: 502), the route's Cache-Control on a success,
   * HTML compressed for a reader who takes it (see `compressed`).
   */
  private async sendRendered(
    page: CachedPageRequest,
    rendered: RenderedPage,
    outcome: PageCacheOutcome,
    copy: Promise<PageEntry | undefined> | undefined,
  ): Promise<void> {
    const { reply } = page;
    const location = rendered.headers.location;
    const badRedirect =
      isRedirect(rendered.status) && !(typeof location === 'string' && isSiteRelative(location));
    if (badRedirect || rendered.body === undefined) {
      this.logger.warn(
        { path: page.variant.path, statusCode: rendered.status, location },
        badRedirect
          ? 'render answered with a redirect the gateway does not pass on'
          : 'render answered a page over the size limit',
      );
      return sendErrorPage(reply, 502, this.publicationName);
    }
    const { 'content-length': _length, ...headers } = endToEndHeaders(rendered.headers);
    const ok = rendered.status >= 200 && rendered.status < 300;
    const compressible = isCompressibleHtml(rendered.status, rendered.headers);
    const brotli = compressible && takesBrotli(page.context.header('accept-encoding'));
    const body = brotli ? await this.compressed(rendered.body, copy) : rendered.body;
    if (compressible) headers.vary = varyOnAcceptEncoding(headers.vary);
    if (brotli) headers['content-encoding'] = 'br';
    void reply
      .code(rendered.status)
      .headers(headers)
      .headers(page.context.answerHeaders)
      .header('cache-control', cacheControlFor(ok ? page.route : undefined))
      .header(CACHE_STATUS_HEADER, outcome)
      .send(body);
  }

  /**
   * The HTML as Brotli: the miss's copy (compressed once, the bytes kept for the next
   * readers), or, for a page not kept, the page compressed for this reader alone.
   */
  private async compressed(
    html: Buffer,
    copy: Promise<PageEntry | undefined> | undefined,
  ): Promise<Buffer> {
    const kept = await copy;
    return kept ? kept.body : compressForOneReader(html);
  }

  private async sendCopy(
    page: CachedPageRequest,
    entry: PageEntry,
    outcome: PageCacheOutcome,
  ): Promise<void> {
    const { context, reply } = page;
    // The route's policy with the copy's Age: a browser keeps a copy only for what is left of
    // its max age, so one served past it (stale, stale-if-error) is not kept at all.
    reply
      .code(200)
      .header('content-type', entry.contentType)
      .header('cache-control', cacheControlFor(page.route))
      .header('age', String(ageSeconds(entry, Date.now())))
      .header('vary', 'accept-encoding')
      .header(CACHE_STATUS_HEADER, outcome)
      .headers(context.answerHeaders);
    // The policy the copy was rendered with: its hashes are those of the HTML's scripts.
    if (entry.contentSecurityPolicy) {
      reply.header('content-security-policy', entry.contentSecurityPolicy);
    }
    if (takesBrotli(context.header('accept-encoding'))) {
      return void reply.header('content-encoding', 'br').send(entry.body);
    }
    return void reply.send(await decompressHtml(entry.body));
  }
}
