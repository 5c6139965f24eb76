/** The one route table of the site, its matcher, parameter rules, cache policy and resolver. */
export * from './types';
export { ROUTES, DOOR_ROUTE_NAMES, getRoute } from './table';
export { TOPIC_ROUTE_SLUGS, canonicalPageNumber, safeSegments } from './rules';
export { matchPath } from './match';
export { buildPath, tryBuildPath } from './build';
export { doorPath, doorRouteFor } from './doors';
export { cacheControlFor, maxAgeOf, isCacheable } from './cache';
export { contentSlugFor } from './content';
export {
  routeForContent,
  routeForLink,
  routeForItem,
  contentItemPath,
  isSponsoredContent,
  isTopicRouteSlug,
  LONGFORM_SUBTYPE,
  SPONSORED_SECTION,
} from './resolve';
export { linkRoutePath, isLinkRouteName } from './link-names';
export {
  resolveRouteLink,
  legacyRouteUrl,
  LEGACY_ROUTES,
  type LegacyRoutes,
  NO_ROUTE_HREF,
  type RouteWarning,
} from './legacy-routes';
export {
  matchFeed,
  feedPath,
  feedCacheControl,
  FEED_MAX_AGE_SECONDS,
  FEED_NOT_FOUND_TEXT,
  isSitemapName,
  SITEMAP_NAME_PATTERN,
  SITEMAP_PAGE_SIZE,
  MAX_SITEMAP_PAGES,
} from './feeds';
export type { SiteFeed, FeedMatch } from './feeds';
export {
  filedUnderRestricted,
  isRestrictedLink,
  isRestrictedRoute,
  isRestrictedTopicPage,
  isUnderRestrictedTopic,
  leadsToRestricted,
  withoutRestricted,
} from './restricted-content';
