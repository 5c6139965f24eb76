/** The page cache shared by the gateway and the warming worker (issue 8). */
export {
  normalisedQuery,
  pageVariantOf,
  variantId,
  type PageVariant,
  type VariantSources,
} from './variant';
export { cacheableQuery, isMarketingParam, PAGE_QUERY_PARAMS } from './query-policy';
export {
  PAGE_CACHE_CRAWLER_USER_AGENT,
  PAGE_CACHE_USER_AGENT,
  renderHeadersFor,
  renderPathOf,
} from './render-request';
export {
  ageSeconds,
  DEFAULT_STALE_IF_ERROR_S,
  DEFAULT_STALE_WHILE_REVALIDATE_S,
  MAX_STALE_IF_ERROR_S,
  MAX_STALE_WHILE_REVALIDATE_S,
  compressHtml,
  decodeEntry,
  decompressHtml,
  encodeEntry,
  freshnessOf,
  retentionMs,
  servableOnError,
  type Freshness,
  type PageEntry,
  type StalePolicy,
} from './entry';
export { CONTENT_ID_PATTERN, PageCacheStore } from './store';
export { CONTENT_IDS_HEADER, RENDER_BUILD_HEADER } from '@bytewire/ssr-contract';
export {
  BUILD_ID,
  contentIdsOf,
  fetchRenderedPage,
  probeRenderBuild,
  MAX_PAGE_BYTES,
  type RenderedPage,
  type CallTimer,
  type RenderFetchOptions,
} from './render-fetch';
export { entryOf, keepsAnswer, renderEntry, type RenderOutcome } from './render-entry';
export { stalePolicyOf, WithStalePolicy } from './stale-policy-env';
