/** The page cache shared by the gateway and the warming worker (issues 8 and 26). */
export {
  normalisedQuery,
  pageVariantOf,
  variantOfResolved,
  type ResolvedVariantFacts,
  variantId,
  type PageVariant,
  type VariantSources,
} from './variant';
export { SEARCH_QUERY_PARAM, variantQueryOf, type QueryContext } from './query-policy';
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
  decodeEntry,
  encodeEntry,
  freshnessOf,
  retentionMs,
  servableOnError,
  type Freshness,
  type PageEntry,
  type StalePolicy,
} from './entry';
export {
  brotliTextOptions,
  compressHtml,
  decompressHtml,
  KEPT_COPY_QUALITY,
  ONE_READER_QUALITY,
} from './html-brotli';
export { CONTENT_ID_PATTERN, PageCacheStore, type PageCacheStoreOptions } from './store';
export { CONTENT_IDS_HEADER, RENDER_BUILD_HEADER } from '@bytewire/ssr-contract';
export {
  BUILD_ID,
  contentIdsOf,
  fetchRenderedPage,
  probeRenderBuild,
  renderWith,
  MAX_PAGE_BYTES,
  type RenderedPage,
  type CallTimer,
  type RenderFetchOptions,
} from './render-fetch';
export { entryOf, keepsAnswer } from './render-entry';
export {
  PageCacheCoordinator,
  type CacheAnswer,
  type CacheOutcome,
  type CoordinatorLogger,
  type CoordinatorOptions,
  type KeepResult,
  type PageRenderFn,
  type WarmOutcome,
} from './coordinator';
export {
  DEFAULT_MAX_ENTRIES,
  pageCachePolicyOf,
  WithPageCacheEnv,
  type PageCachePolicy,
} from './page-cache-env';
