/**
 * Answers a cacheable page request from the page cache (issue 8): a fresh copy at once; a stale
 * one at once while one refresh runs (stale-while-revalidate); otherwise the page is rendered
 * once for every reader asking for it meanwhile, streamed to the first as render writes it and
 * kept; and when render fails, an expired copy within its bound (stale-if-error). Cached pages
 * go out Brotli-compressed to browsers that take it. Every answer carries the reader's own
 * decision headers (A/B cookies, x-ab-*): those are never cached.
 */
import { Negotiator } from '@fastify/accept-negotiator';
import {
  ageSeconds,
  decompressHtml,
  freshnessOf,
  MAX_PAGE_BYTES,
  renderHeadersFor,
  servableOnError,
  variantId,
  type PageEntry,
  type PageVariant,
} from '@bytewire/page-cache';
import { cacheControlFor, type RouteDefinition } from '@bytewire/routes';
import type { UpstreamError } from '@bytewire/service-kit';
import { Injectable, Logger } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { pipeline, type Readable, Transform } from 'node:stream';
import type { GatewayEnv } from '../config/gateway-env';
import { sendErrorPage } from '../edge/error-page';
import type { DecisionHeaders } from '../experiments/decision-headers';
import type { Forwarding, InspectedAnswer } from '../upstreams/forwarder';
import { PageCache, type RenderClaim } from './page-cache';
import { PageCacheMetrics, type PageCacheOutcome } from './page-cache-metrics';

/** Tells readers (and tests) how their page was answered. */
export const CACHE_STATUS_HEADER = 'x-cache';

export interface CachedPageRequest {
  request: FastifyRequest;
  reply: FastifyReply;
  route: RouteDefinition;
  variant: PageVariant;
  decision: DecisionHeaders;
  /** Forwards the reader's request to render as the gateway does uncached pages. */
  forward: (overrides?: Partial<Forwarding>) => void;
}

@Injectable()
export class CachedPages {
  private readonly logger = new Logger(CachedPages.name);
  private readonly publicationName: string;
  private readonly encodings = new Negotiator({ supportedValues: ['br', 'identity'] });

  constructor(
    private readonly cache: PageCache,
    private readonly metrics: PageCacheMetrics,
    config: ConfigService<GatewayEnv, true>,
  ) {
    this.publicationName = config.get('PUBLICATION_NAME', { infer: true });
  }

  async answer(page: CachedPageRequest): Promise<void> {
    const { request, variant, route } = page;
    const id = variantId(variant);
    const found = await this.cache.lookup(id);
    if (found === 'unavailable') {
      this.metrics.count('unavailable');
      return page.forward();
    }
    if (found) {
      const freshness = freshnessOf(found, Date.now(), this.cache.policy);
      if (freshness === 'fresh') return this.send(page, found, 'hit');
      if (freshness === 'stale') {
        this.cache.refresh(variant, id, route, found, request.id);
        return this.send(page, found, 'stale');
      }
    }
    // No copy, or an expired one (kept to stand in for a failed render, within its bound).
    const expired =
      found && servableOnError(found, Date.now(), this.cache.policy) ? found : undefined;
    const pending = this.cache.pending(id);
    if (pending) return this.afterWaiting(page, await pending, expired);
    // A HEAD has no body to keep: rendered for its reader alone.
    if (request.method !== 'GET') return this.renderUncached(page, expired);
    const claimed = await this.cache.claim(id, variant.path, found?.storedAt);
    if (claimed.wait) return this.afterWaiting(page, await claimed.wait, expired);
    this.renderForCache(page, claimed.render, expired);
  }

  /** After another render of the variant: its page, or this reader's own render without it. */
  private afterWaiting(
    page: CachedPageRequest,
    entry: PageEntry | undefined,
    expired: PageEntry | undefined,
  ): Promise<void> | void {
    if (entry) return this.send(page, entry, 'waited');
    return this.renderUncached(page, expired);
  }

  /**
   * The first reader's render: the variant's own request (nothing of the reader's), streamed to
   * the reader and kept when it is a page to cache.
   */
  private renderForCache(
    page: CachedPageRequest,
    claim: RenderClaim,
    expired: PageEntry | undefined,
  ): void {
    this.metrics.count('miss');
    const settle = () => void claim.done(undefined, 'miss');
    page.forward({
      clientHeaders: [],
      addedHeaders: renderHeadersFor(page.variant),
      query: () => page.variant.query,
      responseHeaders: { ...page.decision.response, [CACHE_STATUS_HEADER]: 'miss' },
      inspect: (answer) => {
        if (answer.statusCode >= 500 && expired) {
          settle();
          return this.serveStaleIfError(page, expired);
        }
        if (!this.cache.keeps(page.variant, answer.statusCode, answer.headers)) {
          settle();
          return answer.stream;
        }
        return this.keepWhileStreaming(answer, page, claim);
      },
      onFailure: (reply, failure) => {
        settle();
        this.failed(page, reply, failure, expired);
      },
    });
  }

  /** A render for this reader only (a HEAD, or after another render gave no page). */
  private renderUncached(page: CachedPageRequest, expired: PageEntry | undefined): void {
    this.metrics.count('miss');
    if (!expired) return page.forward();
    page.forward({
      inspect: (answer) =>
        answer.statusCode >= 500 ? this.serveStaleIfError(page, expired) : answer.stream,
      onFailure: (reply, failure) => this.failed(page, reply, failure, expired),
    });
  }

  /** render failed (down, out of time): an expired copy within its bound, else the error page. */
  private failed(
    page: CachedPageRequest,
    reply: FastifyReply,
    failure: UpstreamError,
    expired: PageEntry | undefined,
  ): void {
    if (expired) return void this.serveStaleIfError(page, expired);
    this.logger.warn(
      { path: page.variant.path, err: failure },
      'page render failed, no copy to serve',
    );
    sendErrorPage(reply, 503, this.publicationName);
  }

  private serveStaleIfError(page: CachedPageRequest, expired: PageEntry): 'answered' {
    this.logger.warn(
      { path: page.variant.path, renderedAt: new Date(expired.storedAt).toISOString() },
      'render failed: serving the cached copy (stale-if-error)',
    );
    void this.send(page, expired, 'stale-if-error');
    return 'answered';
  }

  /** Passes render's page on as it comes, keeping a copy; stored once it is whole. */
  private keepWhileStreaming(
    answer: InspectedAnswer,
    { variant, route }: CachedPageRequest,
    claim: RenderClaim,
  ): Readable {
    const chunks: Buffer[] = [];
    let size = 0;
    const keep = new Transform({
      transform(chunk: Buffer, _encoding, next) {
        size += chunk.length;
        if (size <= MAX_PAGE_BYTES) chunks.push(chunk);
        next(null, chunk);
      },
      flush: (next) => {
        next();
        const html = size <= MAX_PAGE_BYTES ? Buffer.concat(chunks) : undefined;
        void (
          html
            ? this.cache.entryOf(variant, html, answer.headers, route)
            : Promise.resolve(undefined)
        )
          .catch(() => undefined)
          .then((entry) => claim.done(entry, 'miss'));
      },
    });
    // A reader gone or render cut off mid-page: nothing is kept.
    pipeline(answer.stream, keep, (error) => {
      if (error) void claim.done(undefined, 'miss');
    });
    return keep;
  }

  private async send(
    page: CachedPageRequest,
    entry: PageEntry,
    outcome: PageCacheOutcome,
  ): Promise<void> {
    this.metrics.count(outcome);
    const { request, reply } = page;
    // The route's policy with the copy's Age: a browser keeps a copy only for what is left of
    // its max age, so one served past it (stale, stale-if-error) is not kept at all.
    reply
      .code(200)
      .header('content-type', entry.contentType)
      .header('cache-control', cacheControlFor(page.route))
      .header('age', String(ageSeconds(entry, Date.now())))
      .header('vary', 'accept-encoding')
      .header(CACHE_STATUS_HEADER, outcome)
      .headers(page.decision.response);
    // The policy the copy was rendered with: its nonce is the one in the HTML.
    if (entry.contentSecurityPolicy) {
      reply.header('content-security-policy', entry.contentSecurityPolicy);
    }
    const accepted = this.encodings.negotiate(String(request.headers['accept-encoding'] ?? ''));
    if (accepted === 'br') return void reply.header('content-encoding', 'br').send(entry.body);
    return void reply.send(await decompressHtml(entry.body));
  }
}
