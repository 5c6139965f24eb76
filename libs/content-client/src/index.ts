/**
 * Isomorphic client of the content API (server and browser): composer pages and the seamless
 * listing; the sitemaps client (server side).
 */
export { createContentClient } from './content-client';
export type { ContentClient, ContentClientOptions, SeamlessClient } from './content-client';
export type { SeamlessRequest } from './seamless-url';
export { SEAMLESS_COMPONENT } from './seamless-url';
export type { SeamlessListItem } from './seamless-response';
export type { PageRequest } from './page-request';
export { createSitemapClient } from './sitemap-client';
export type { SitemapClient, SitemapWindow } from './sitemap-client';
export { ContentApiError, isContentApiError } from './content-api-error';
export { requestJson, requestParsed } from './json-request';
export type { JsonRequest, JsonAnswer } from './json-request';
export type { ContentApiFailure, ContentApiStatusCode } from './content-api-error';
export { PREVIEW_HEADER, PREVIEW_PARAM, DEFAULT_PLATFORM } from './page-url';
export {
  createChromeClient,
  HEADER_LINKS_COMPONENT,
  TRENDING_COMPONENT,
  AUTOSUGGEST_COMPONENT,
} from './chrome-client';
export type { ChromeClient } from './chrome-client';
