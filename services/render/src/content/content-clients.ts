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
import { RenderConfig } from '../config/render-config';
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
    private readonly config: RenderConfig,
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
      baseUrl: this.config.contentApiUrl,
      apiKey: this.config.contentApiKey,
      siteId: this.config.siteId,
      timeoutMs: this.config.contentApiTimeoutMs,
      headers: { [REQUEST_ID_HEADER]: requestId },
      fetchImpl: this.fetch,
    };
  }
}
