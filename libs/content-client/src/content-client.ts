/**
 * Isomorphic client of the content API: composer pages and the seamless listing. On the
 * server it calls the content API directly with the API key; in the browser it calls the same
 * origin (the gateway), which adds the key, so the key never reaches the browser. Every call
 * has a timeout and follows no redirects (spec 000 s7); every failure becomes a
 * ContentApiError.
 */
import { parsePageResponse, type Page } from '@bytewire/contracts';
import { CONTENT_REQUEST_TIMEOUT_MS } from '@bytewire/site';
import { requestParsed } from './json-request';
import type { PageRequest } from './page-request';
import { PREVIEW_HEADER, pageUrl } from './page-url';
import { parseSeamlessResponse, type SeamlessListItem } from './seamless-response';
import { seamlessUrl, type SeamlessRequest } from './seamless-url';

export interface ContentClientOptions {
  /** Origin (and optional path prefix) of the content API, or of the gateway in the browser. */
  baseUrl: string;
  /** Sent as x-api-key; server side only. */
  apiKey?: string;
  siteId: string;
  timeoutMs?: number;
  /** Sent with every request, e.g. the x-request-id of the page request being served. */
  headers?: Readonly<Record<string, string>>;
  fetchImpl?: typeof fetch;
}

export interface ContentClient {
  getPage(request: PageRequest): Promise<Page>;
}

export interface SeamlessClient {
  /**
   * What to read after an item (spec 000 s7 seamless call). Without a slug or a content id
   * nothing is requested and the list is empty (spec 000 s5).
   */
  getSeamless(request: SeamlessRequest): Promise<SeamlessListItem[]>;
}

export function createContentClient(options: ContentClientOptions): ContentClient & SeamlessClient {
  const { baseUrl, apiKey, siteId, timeoutMs = CONTENT_REQUEST_TIMEOUT_MS } = options;
  const fetchImpl = options.fetchImpl ?? fetch;

  function headersWith(extra: Record<string, string> = {}): Record<string, string> {
    const headers: Record<string, string> = { ...options.headers, ...extra };
    if (apiKey !== undefined) headers['x-api-key'] = apiKey;
    return headers;
  }

  async function getPage(request: PageRequest): Promise<Page> {
    const { url, previewVersion } = pageUrl(baseUrl, siteId, request);
    const call = {
      href: url.toString(),
      headers: headersWith(
        previewVersion === undefined ? {} : { [PREVIEW_HEADER]: previewVersion },
      ),
      timeoutMs,
      fetchImpl,
    };
    return (await requestParsed(call, parsePageResponse)).data;
  }

  async function getSeamless(request: SeamlessRequest): Promise<SeamlessListItem[]> {
    const url = seamlessUrl(baseUrl, siteId, request);
    if (!url) return [];
    const call = { href: url.toString(), headers: headersWith(), timeoutMs, fetchImpl };
    return requestParsed(call, parseSeamlessResponse);
  }

  return { getPage, getSeamless };
}
