/** The one route table of the site, its matcher, parameter rules, cache policy and resolver. */
export * from './types';
export { ROUTES, DOOR_ROUTE_NAMES, getRoute } from './table';
export { TOPIC_ROUTE_SLUGS, safeSegments } from './rules';
export { matchPath } from './match';
export { buildPath } from './build';
export { cacheControlFor, maxAgeOf, isCacheable } from './cache';
export { contentSlugFor } from './content';
export { routeForContent, routeForLink } from './resolve';
