/**
 * The content API's sitemaps call (spec 000 s7): GET /api/neutron/sitemaps/{path}, optional
 * offset and limit. `index` lists the sitemaps; every other path is one page of one sitemap.
 * Server side only: the site's XML sitemaps are written by render.
 */
import {
  parseSitemapIndexResponse,
  parseSitemapPageResponse,
  type SitemapIndexEntry,
  type SitemapPage,
} from '@bytewire/contracts';
import { CONTENT_REQUEST_TIMEOUT_MS } from '@bytewire/site';
import type { ContentClientOptions } from './content-client';
import { requestParsed } from './json-request';

export interface SitemapWindow {
  offset: number;
  limit: number;
}

export interface SitemapClient {
  /** The sitemaps there are, with their sizes. */
  getSitemapIndex(): Promise<SitemapIndexEntry[]>;
  /** One page of the named sitemap; an unknown name is a 'not-found' ContentApiError. */
  getSitemap(name: string, window: SitemapWindow): Promise<SitemapPage>;
}

export function createSitemapClient(options: ContentClientOptions): SitemapClient {
  const { baseUrl, apiKey, timeoutMs = CONTENT_REQUEST_TIMEOUT_MS } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const headers: Record<string, string> = { ...options.headers };
  if (apiKey !== undefined) headers['x-api-key'] = apiKey;

  function urlOf(path: string): URL {
    // Concatenated rather than resolved, so that a base URL with a path prefix keeps it.
    return new URL(
      `${baseUrl.replace(/\/+$/, '')}/api/neutron/sitemaps/${encodeURIComponent(path)}`,
    );
  }

  function get<T>(url: URL, parse: (json: unknown) => T): Promise<T> {
    return requestParsed({ href: url.toString(), headers, timeoutMs, fetchImpl }, parse);
  }

  return {
    getSitemapIndex: () => get(urlOf('index'), parseSitemapIndexResponse),
    getSitemap: (name, { offset, limit }) => {
      const url = urlOf(name);
      url.searchParams.set('offset', String(offset));
      url.searchParams.set('limit', String(limit));
      return get(url, parseSitemapPageResponse);
    },
  };
}
