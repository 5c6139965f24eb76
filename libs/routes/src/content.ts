/** Which composer page slug feeds a matched route: fixed, or taken from a path parameter. */
import type { RouteDefinition, RouteParams } from './types';

/** Throws when the route takes its slug from a parameter the match does not carry. */
export function contentSlugFor(route: RouteDefinition, params: RouteParams): string {
  const { slug } = route.content;
  if (typeof slug === 'string') return slug;
  const value = params[slug.param];
  if (value === undefined) {
    throw new Error(`Route "${route.name}" has no value for content parameter "${slug.param}"`);
  }
  return value;
}
