/**
 * Cache policy (spec 000 s9): max age from the route, else the site's general max age; the
 * header is private, and 'no-cache' when the max age is 0 or there is no route (404, error).
 */
import { SITE_MAX_AGE_SECONDS } from '@bytewire/site';
import type { RouteDefinition } from './types';

export function maxAgeOf(route: RouteDefinition): number {
  return route.maxAge ?? SITE_MAX_AGE_SECONDS;
}

export function isCacheable(route: RouteDefinition): boolean {
  return maxAgeOf(route) > 0;
}

export function cacheControlFor(route: RouteDefinition | undefined): string {
  if (!route || !isCacheable(route)) return 'no-cache';
  return `private, max-age=${maxAgeOf(route)}`;
}
