/**
 * The gateway's page cache (issue 8): which page requests it takes and their variant, lookups
 * and stores in Redis (PageCacheStore of @bytewire/page-cache), the one render of a variant at
 * a time (in this process, and across replicas by a Redis lock), and background refreshes of
 * stale pages. Redis failing or slow is "no cache": the page is rendered as if there were none.
 */
import { AB_STATE_HEADER, FEATURE_FLAGS_HEADER } from '@bytewire/experiments';
import {
  cacheableQuery,
  entryOf,
  keepsAnswer,
  PageCacheStore,
  pageVariantOf,
  RENDER_BUILD_HEADER,
  renderEntry,
  stalePolicyOf,
  type PageEntry,
  type PageVariant,
  type StalePolicy,
} from '@bytewire/page-cache';
import { isCacheable, maxAgeOf, type RouteDefinition } from '@bytewire/routes';
import {
  closeRedis,
  createResilientRedis,
  RedisMetrics,
  UpstreamMetrics,
  type UpstreamTimer,
} from '@bytewire/service-kit';
import { DEVICE_HEADER, EDITION_HEADER } from '@bytewire/site';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import { parse } from 'cookie';
import type { FastifyRequest } from 'fastify';
import type { Redis } from 'ioredis';
import type { IncomingHttpHeaders } from 'node:http';
import type { GatewayEnv } from '../config/gateway-env';
import type { ForwardablePath } from '../edge/forwardable-path';
import type { DecisionHeaders } from '../experiments/decision-headers';
import { PageCacheMetrics } from './page-cache-metrics';
import { RenderBuild } from './render-build';

const REDIS_CONNECT_TIMEOUT_MS = 1000;
/** How often a reader waiting on another replica's render looks for its page. */
const WAIT_POLL_MS = 100;

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

@Injectable()
export class PageCache implements OnModuleDestroy {
  private readonly logger = new Logger(PageCache.name);
  private readonly redis: Redis | undefined;
  private readonly store: PageCacheStore | undefined;
  readonly policy: StalePolicy;
  private readonly renderUrl: string;
  private readonly renderTimeoutMs: number;
  /** Times the refreshes' calls to render (upstream `render`, as the Forwarder's). */
  private readonly renderTimer: UpstreamTimer;
  /** Renders for the cache under way in this process, by variant id: what other readers await. */
  private readonly renders = new Map<string, Promise<PageEntry | undefined>>();

  constructor(
    config: ConfigService<GatewayEnv, true>,
    private readonly metrics: PageCacheMetrics,
    private readonly build: RenderBuild,
    redisMetrics: RedisMetrics,
    upstreams: UpstreamMetrics,
  ) {
    this.renderTimer = upstreams.timerFor('render');
    this.policy = stalePolicyOf({
      PAGE_CACHE_STALE_WHILE_REVALIDATE_S: config.get('PAGE_CACHE_STALE_WHILE_REVALIDATE_S', {
        infer: true,
      }),
      PAGE_CACHE_STALE_IF_ERROR_S: config.get('PAGE_CACHE_STALE_IF_ERROR_S', { infer: true }),
    });
    this.renderUrl = config.get('RENDER_URL', { infer: true });
    this.renderTimeoutMs = config.get('RENDER_TIMEOUT_MS', { infer: true });
    if (!config.get('PAGE_CACHE_ENABLED', { infer: true })) return;
    this.redis = createResilientRedis({
      url: config.get('REDIS_URL', { infer: true }),
      countError: redisMetrics.counterFor('page_cache'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; pages are rendered without the page cache',
      commandTimeoutMs: config.get('PAGE_CACHE_REDIS_TIMEOUT_MS', { infer: true }),
      connectTimeoutMs: REDIS_CONNECT_TIMEOUT_MS,
    });
    this.store = new PageCacheStore(
      this.redis,
      config.get('SITE_ID', { infer: true }),
      this.policy,
    );
  }

  /** The store, for purges; undefined when the cache is off. */
  get purgeStore(): PageCacheStore | undefined {
    return this.store;
  }

  /**
   * The variant of a page request when the cache takes it: GET or HEAD, a route with a max
   * age, a query the cache keeps (see cacheableQuery), render's build known. Else undefined:
   * forward as usual.
   */
  variantOf(
    request: FastifyRequest,
    target: ForwardablePath,
    route: RouteDefinition,
    decision: DecisionHeaders,
  ): PageVariant | undefined {
    const build = this.build.current;
    if (!this.store || build === undefined) return undefined;
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    if (!isCacheable(route)) return undefined;
    const query = cacheableQuery(target.query);
    if (query === undefined) return undefined;
    const cookieHeader = single(request.headers.cookie);
    return pageVariantOf({
      build,
      path: target.path,
      query,
      cookies: cookieHeader ? (parse(cookieHeader) as Record<string, string>) : {},
      userAgent: single(request.headers['user-agent']),
      editionHeader: single(request.headers[EDITION_HEADER]),
      deviceHeader: single(request.headers[DEVICE_HEADER]),
      abState: decision.forwarded[AB_STATE_HEADER],
      flags: decision.forwarded[FEATURE_FLAGS_HEADER],
    });
  }

  /** The stored page of a variant; 'unavailable' when Redis failed (the page goes uncached). */
  async lookup(id: string): Promise<PageEntry | undefined | 'unavailable'> {
    try {
      return await this.store!.get(id);
    } catch (error) {
      // The outage itself is logged once by the Redis client; each page only counts it.
      this.logger.debug({ err: error }, 'page cache lookup failed; rendering without the cache');
      return 'unavailable';
    }
  }

  /** The render of this variant under way in this process, if any. */
  pending(id: string): Promise<PageEntry | undefined> | undefined {
    return this.renders.get(id);
  }

  /**
   * Claims the one render of a variant (this process, then every replica: a Redis lock for as
   * long as a render may take). `{ render }` is the claim: its `done` takes the result (an
   * entry to store, or undefined), stores it, releases the lock and wakes the readers waiting
   * on it; it must be called once, whatever happens. `{ wait }` when another render holds it
   * (here or on another replica) or has just stored a copy: that render's page, or undefined
   * when it ends without one. `after`: the render time of the copy held, if any; a copy stored
   * later is what a render would give.
   */
  async claim(id: string, path: string, after = 0): Promise<Claimed> {
    const running = this.renders.get(id);
    if (running) return { wait: running };
    let settle!: (entry: PageEntry | undefined) => void;
    const result = new Promise<PageEntry | undefined>((resolve) => (settle = resolve));
    this.renders.set(id, result);
    const forget = () => {
      if (this.renders.get(id) === result) this.renders.delete(id);
    };
    let token: string | undefined;
    let stored: PageEntry | undefined;
    try {
      token = await this.store!.lock(id, this.renderTimeoutMs + 5000);
      // A render that ended between this reader's lookup and its lock has stored the page.
      if (token) stored = await this.store!.get(id);
    } catch {
      // Redis failing: render without the lock; storing will most likely fail too.
      token ??= '';
    }
    if (token === undefined) {
      // Another replica renders it: every reader here waits for its page.
      void this.awaitElsewhere(id, after).then(settle).finally(forget);
      return { wait: result };
    }
    const release = () => {
      forget();
      if (token) void this.store!.unlock(id, token).catch(() => undefined);
    };
    if (stored && stored.storedAt > after) {
      settle(stored);
      release();
      return { wait: result };
    }
    // Waiting readers never wait past a render's budget, whatever becomes of this claim.
    const guard = setTimeout(() => settle(undefined), this.renderTimeoutMs + 1000);
    guard.unref();
    let done = false;
    return {
      render: {
        done: async (entry, trigger) => {
          if (done) return;
          done = true;
          clearTimeout(guard);
          try {
            if (entry) await this.store!.put(id, path, entry);
            this.metrics.rendered(trigger, entry ? 'stored' : 'not-cacheable');
            settle(entry);
          } catch (error) {
            this.metrics.rendered(trigger, 'failed');
            this.logger.warn({ err: error }, 'page cache store failed');
            settle(undefined);
          } finally {
            release();
          }
        },
      },
    };
  }

  /**
   * Waits for another replica's render of a variant: its page (one stored after `after`, the
   * render time of the copy the reader already has, if any), or undefined once that render is
   * over without one, or out of time.
   */
  async awaitElsewhere(id: string, after: number): Promise<PageEntry | undefined> {
    const deadline = Date.now() + this.renderTimeoutMs;
    try {
      while (Date.now() < deadline) {
        await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
        const found = await this.store!.get(id);
        if (found && found.storedAt > after) return found;
        if (!(await this.store!.isLocked(id))) {
          // The render may have stored its page and let go between the two reads: look again,
          // or every reader waiting here renders the page once more.
          const last = await this.store!.get(id);
          return last && last.storedAt > after ? last : undefined;
        }
      }
    } catch {
      // Redis failing: the reader's page is rendered without the cache.
    }
    return undefined;
  }

  /**
   * Whether a render answer is a page for the cache (see keepsAnswer: a 200 HTML page of the
   * variant's build that sets no cookie); render's build is learnt from it on the way.
   */
  keeps(variant: PageVariant, statusCode: number, headers: IncomingHttpHeaders): boolean {
    this.build.learn(headers);
    return keepsAnswer(variant, statusCode, headers);
  }

  /** The entry of a kept answer: its HTML compressed, the route's max age, its content ids. */
  entryOf(
    variant: PageVariant,
    html: Buffer,
    headers: IncomingHttpHeaders,
    route: RouteDefinition,
  ): Promise<PageEntry> {
    return entryOf(variant, html, headers, maxAgeOf(route));
  }

  /**
   * Renders a stale variant again in the background (one at a time, see `claim`); readers go
   * on getting the stale copy meanwhile.
   */
  refresh(
    variant: PageVariant,
    id: string,
    route: RouteDefinition,
    stale: PageEntry,
    requestId: string,
  ): void {
    void (async () => {
      const claimed = await this.claim(id, variant.path, stale.storedAt);
      const claim = claimed.render;
      if (!claim) return;
      let entry: PageEntry | undefined;
      try {
        const outcome = await renderEntry(variant, maxAgeOf(route), {
          baseUrl: this.renderUrl,
          timeoutMs: this.renderTimeoutMs,
          requestId,
          timed: this.renderTimer,
        });
        if (outcome.build) this.build.learn({ [RENDER_BUILD_HEADER]: outcome.build });
        entry = outcome.entry;
        if (!entry) {
          this.logger.warn(
            { path: variant.path, statusCode: outcome.status },
            'page refresh got no page to cache; the stale copy stays',
          );
        }
      } catch (error) {
        this.logger.warn({ err: error, path: variant.path }, 'page refresh failed');
      } finally {
        await claim.done(entry, 'refresh');
      }
    })();
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis) await closeRedis(this.redis);
  }
}

/** A claim on a variant's render: the render to do, or another's page to wait for. */
export type Claimed =
  { render: RenderClaim; wait?: never } | { wait: Promise<PageEntry | undefined>; render?: never };

export interface RenderClaim {
  done(entry: PageEntry | undefined, trigger: 'miss' | 'refresh'): Promise<void>;
}
