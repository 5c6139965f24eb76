/**
 * The header's calls of the content API (spec 001 s7): the `header_links` resource, the search
 * panel's trending listing and autosuggest. Same rules as every call (timeout, no redirects,
 * ContentApiError); the answers are checked without zod, so the browser can load this module
 * with the header.
 */
import {
  parseAutosuggestResponse,
  parseHeaderLinksResponse,
  parseTrendingResponse,
  type MenuItem,
  type Suggestions,
  type TrendingItem,
} from '@bytewire/contracts';
import { CONTENT_REQUEST_TIMEOUT_MS } from '@bytewire/site';
import type { ContentClientOptions } from './content-client';
import { requestParsed } from './json-request';

/** Component names and types the header sends with its calls (spec 000 s7, spec 001 s7). */
export const HEADER_LINKS_COMPONENT = { name: 'headerLinks', type: 'HeaderLinks' } as const;
export const TRENDING_COMPONENT = { name: 'searchTrending', type: 'MultiFilteredList' } as const;
export const AUTOSUGGEST_COMPONENT = { name: 'smartSearch', type: 'SmartSearch' } as const;

/** What an unaskable query suggests: nothing. */
function noSuggestions(): Suggestions {
  return { topics: [], content: [], videos: [] };
}

/**
 * A query that cannot be asked: empty (spec 001 s5: autocomplete runs only for a non-empty
 * query), or `.` or `..`, which a URL reads as a path step and so would ask another endpoint.
 */
function isUnaskable(term: string): boolean {
  return term.trim() === '' || term === '.' || term === '..';
}

export interface ChromeClient {
  /** The header's menu items for an edition. */
  getHeaderLinks(edition: string): Promise<MenuItem[]>;
  /** Trending stories for an edition, newest popular first. */
  getTrending(edition: string): Promise<TrendingItem[]>;
  /** Suggestions for a query (sent lowercased, spec 001 s7); none for an empty query. */
  getSuggestions(query: string, edition: string): Promise<Suggestions>;
}

export function createChromeClient(options: ContentClientOptions): ChromeClient {
  const { baseUrl, apiKey, siteId, timeoutMs = CONTENT_REQUEST_TIMEOUT_MS } = options;
  const fetchImpl = options.fetchImpl ?? fetch;
  const base = baseUrl.replace(/\/+$/, '');

  function urlOf(path: string[], query: Record<string, string>): string {
    const url = new URL(`${base}/api/neutron/${path.map(encodeURIComponent).join('/')}`);
    for (const [name, value] of Object.entries(query)) url.searchParams.set(name, value);
    return url.toString();
  }

  function get<T>(href: string, parse: (json: unknown) => T): Promise<T> {
    const headers: Record<string, string> = { ...options.headers };
    if (apiKey !== undefined) headers['x-api-key'] = apiKey;
    return requestParsed({ href, headers, timeoutMs, fetchImpl }, parse);
  }

  return {
    async getHeaderLinks(edition) {
      const href = urlOf(['composer', siteId, 'resources', 'header_links'], {
        edition,
        componentName: HEADER_LINKS_COMPONENT.name,
        componentType: HEADER_LINKS_COMPONENT.type,
      });
      return (await get(href, parseHeaderLinksResponse)).data.items;
    },
    async getTrending(edition) {
      const href = urlOf(['composer', siteId, 'listings', 'trending'], {
        edition,
        componentName: TRENDING_COMPONENT.name,
        componentType: TRENDING_COMPONENT.type,
      });
      return (await get(href, parseTrendingResponse)).data.items;
    },
    async getSuggestions(query, edition) {
      const term = query.toLowerCase();
      if (isUnaskable(term)) return noSuggestions();
      const href = urlOf(['finder', siteId, 'autosuggest', term], {
        edition,
        componentName: AUTOSUGGEST_COMPONENT.name,
        componentType: AUTOSUGGEST_COMPONENT.type,
      });
      return (await get(href, parseAutosuggestResponse)).data.item;
    },
  };
}
