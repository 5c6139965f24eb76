import {
  createChromeClient,
  createContentClient,
  type ChromeClient,
  createSitemapClient,
  type ContentClient,
  type ContentClientOptions,
  type SitemapClient,
} from '@bytewire/content-client';
import { REQUEST_ID_HEADER, UpstreamMetrics } from '@bytewire/service-kit';
import { Injectable } from '@nestjs/common';
import { ConfigService } from '@nestjs/config';
import type { RenderEnv } from '../render-env';
import { HeaderLinksCache } from './header-links-cache';

/**
 * Server-side content clients: the content API's own URL with the API key. One per page
 * request, carrying its request id, so that one id follows the request into the content API.
 */
@Injectable()
export class ContentClients {
  /** Every call timed in `upstream_request_duration_seconds{upstream="content-api"}`. */
  private readonly fetch: typeof fetch;

  constructor(
    private readonly config: ConfigService<RenderEnv, true>,
    metrics: UpstreamMetrics,
    private readonly headerLinks: HeaderLinksCache,
  ) {
    this.fetch = metrics.timedFetch('content-api');
  }

  forRequest(requestId: string): ContentClient {
    return createContentClient(this.optionsFor(requestId));
  }

  /** The header's calls (header links, kept for a while: see HeaderLinksCache), for the root loader. */
  chromeForRequest(requestId: string): ChromeClient {
    return this.headerLinks.around(createChromeClient(this.optionsFor(requestId)));
  }

  /** The sitemaps call, for the XML sitemaps (see feeds/). */
  sitemapsForRequest(requestId: string): SitemapClient {
    return createSitemapClient(this.optionsFor(requestId));
  }

  private optionsFor(requestId: string): ContentClientOptions {
    return {
      baseUrl: this.config.get('CONTENT_API_URL', { infer: true }),
      apiKey: this.config.get('CONTENT_API_KEY', { infer: true }),
      siteId: this.config.get('SITE_ID', { infer: true }),
      timeoutMs: this.config.get('CONTENT_API_TIMEOUT_MS', { infer: true }),
      headers: { [REQUEST_ID_HEADER]: requestId },
      fetchImpl: this.fetch,
    };
  }
}
