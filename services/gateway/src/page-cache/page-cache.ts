/**
 * The gateway's page cache (issues 8 and 26): which page requests it takes and their variant,
 * and the page-cache coordinator of @bytewire/page-cache that answers them (lookups, the one
 * render of a variant at a time, stale copies, refreshes), over the page-cache Redis and render.
 * Redis failing or slow is "no cache": the page is rendered as if there were none.
 */
import { AB_STATE_HEADER, FEATURE_FLAGS_HEADER } from '@bytewire/experiments';
import {
  PageCacheCoordinator,
  PageCacheStore,
  pageCachePolicyOf,
  renderWith,
  variantOfResolved,
  variantQueryOf,
  type PageCachePolicy,
  type PageVariant,
} from '@bytewire/page-cache';
import { isCacheable, type RouteDefinition } from '@bytewire/routes';
import {
  closeRedis,
  createResilientRedis,
  RedisMetrics,
  UpstreamMetrics,
} from '@bytewire/service-kit';
import { Injectable, Logger, type OnModuleDestroy } from '@nestjs/common';
import type { Cluster, Redis } from 'ioredis';
import { GatewayConfig } from '../config/gateway-config';
import type { PageRequestContext } from '../request/page-request-context';
import { PageCacheMetrics } from './page-cache-metrics';
import { RenderBuild } from './render-build';

const REDIS_CONNECT_TIMEOUT_MS = 1000;

/**
 * The variant of a page request the cache takes, from its context: the edition, device and
 * crawler decision as the context resolved them, its cookies, the tests and flags of its
 * experiments decision (`variantOfResolved`: the same assembly `pageVariantOf`, the warmer's,
 * makes after resolving the raw request).
 */
export function contextVariantOf(
  context: PageRequestContext,
  build: string,
  variantQuery: string,
): PageVariant {
  const decision = context.experiments.forwarded;
  return variantOfResolved({
    build,
    path: context.target.path,
    variantQuery,
    edition: context.edition,
    device: context.device,
    crawler: context.crawler,
    restricted: context.restricted,
    cookies: context.cookies,
    abState: decision[AB_STATE_HEADER],
    flags: decision[FEATURE_FLAGS_HEADER],
  });
}

@Injectable()
export class PageCache implements OnModuleDestroy {
  private readonly logger = new Logger(PageCache.name);
  private readonly redis: Redis | Cluster | undefined;
  /** Answers cacheable pages; undefined when the cache is off. */
  readonly coordinator: PageCacheCoordinator | undefined;
  readonly policy: PageCachePolicy;

  constructor(
    config: GatewayConfig,
    metrics: PageCacheMetrics,
    private readonly build: RenderBuild,
    redisMetrics: RedisMetrics,
    upstreams: UpstreamMetrics,
  ) {
    this.policy = pageCachePolicyOf({
      PAGE_CACHE_STALE_WHILE_REVALIDATE_S: config.pageCacheStaleWhileRevalidateS,
      PAGE_CACHE_STALE_IF_ERROR_S: config.pageCacheStaleIfErrorS,
      PAGE_CACHE_MAX_ENTRIES: config.pageCacheMaxEntries,
      PAGE_CACHE_MAX_SEARCH_ENTRIES: config.pageCacheMaxSearchEntries,
    });
    if (!config.pageCacheEnabled) return;
    this.redis = createResilientRedis({
      // Disposable data: the cache Redis (PAGE_CACHE_REDIS_URL, REDIS_URL when unset).
      url: config.pageCacheRedisUrl,
      countError: redisMetrics.counterFor('page_cache'),
      logger: this.logger,
      unavailableMessage: 'Redis unavailable; pages are rendered without the page cache',
      commandTimeoutMs: config.pageCacheRedisTimeoutMs,
      connectTimeoutMs: REDIS_CONNECT_TIMEOUT_MS,
    });
    const renderTimeoutMs = config.renderTimeoutMs;
    this.coordinator = new PageCacheCoordinator({
      // Hot pages held here are confirmed by their head (not sent again by Redis on every hit),
      // and served while Redis cannot answer: one bound for the gateway's pages.
      store: new PageCacheStore(this.redis, config.siteId, this.policy, {
        heldBytes: config.pageCacheMemoryBytes,
      }),
      render: renderWith({
        baseUrl: config.renderUrl,
        timeoutMs: renderTimeoutMs,
        timed: upstreams.timerFor('render'),
      }),
      policy: this.policy,
      renderTimeoutMs,
      logger: this.logger,
      onKept: (trigger, result) => metrics.rendered(trigger, result),
      // Every render answer names render's build: a deploy is seen at the first page after it.
      onRendered: (page) => this.build.learn(page.headers),
    });
  }

  /** The store, for purges; undefined when the cache is off. */
  get purgeStore(): PageCacheStore | undefined {
    return this.coordinator?.store;
  }

  /**
   * The variant of a page request when the cache takes it: GET or HEAD, a route with a max
   * age, a query the cache takes (see variantQueryOf: only validated values), render's build
   * known. Else undefined: forward as usual. Kept in the context (`context.variant`); read
   * after the experiments decision, whose tests and flags it holds.
   */
  variantOf(context: PageRequestContext, route: RouteDefinition): PageVariant | undefined {
    return (context.variant = this.variantFor(context, route));
  }

  private variantFor(context: PageRequestContext, route: RouteDefinition): PageVariant | undefined {
    const build = this.build.current;
    if (!this.coordinator || build === undefined) return undefined;
    if (context.method !== 'GET' && context.method !== 'HEAD') return undefined;
    if (!isCacheable(route)) return undefined;
    const search = route.name === 'search';
    const variantQuery = variantQueryOf(context.target.query, { search });
    if (variantQuery === undefined) return undefined;
    return contextVariantOf(context, build, variantQuery);
  }

  async onModuleDestroy(): Promise<void> {
    if (this.redis) await closeRedis(this.redis);
  }
}
