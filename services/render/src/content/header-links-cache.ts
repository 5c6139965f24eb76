/**
 * An edition's header links (the menus), kept for HEADER_LINKS_CACHE_SECONDS: every page asks
 * for them, and they change seldom, so render asks the content API once per edition and period
 * instead of once per page (about 10% of an article's render with the content API's work).
 * Concurrent renders share one ask; a failed ask is not kept (the next render asks again).
 */
import type { ChromeClient } from '@bytewire/content-client';
import type { MenuItem } from '@bytewire/contracts';
import { Injectable } from '@nestjs/common';
import { LRUCache } from 'lru-cache';
import { RenderConfig } from '../config/render-config';

/** Editions are a short list; the bound only guards against a surprise. */
const MAX_EDITIONS = 64;

@Injectable()
export class HeaderLinksCache {
  private readonly cache: LRUCache<string, MenuItem[], ChromeClient> | undefined;

  constructor(config: RenderConfig) {
    const seconds = config.headerLinksCacheSeconds;
    this.cache =
      seconds > 0
        ? new LRUCache<string, MenuItem[], ChromeClient>({
            max: MAX_EDITIONS,
            ttl: seconds * 1000,
            fetchMethod: (edition, _stale, { context }) => context.getHeaderLinks(edition),
          })
        : undefined;
  }

  /** `client` with its header links read through the cache (the rest as they are). */
  around(client: ChromeClient): ChromeClient {
    const cache = this.cache;
    if (!cache) return client;
    return {
      ...client,
      getHeaderLinks: async (edition) =>
        (await cache.fetch(edition, { context: client })) ?? client.getHeaderLinks(edition),
    };
  }
}
