/**
 * "Paid content" only on content that is sponsored (spec 000 s3, issue 29). The paid routes
 * (/paid-content/article/{slug}/, /paid-content/video/{slug}/) would otherwise label any story
 * paid: a story that is not sponsored has no page there, and its address under /paid-content/
 * is a 301 to its canonical URL, so that a reader who followed such a link still gets the
 * story, unlabelled (a 404 would lose them the story for a wrong prefix).
 */
import { itemOf, type Page } from '@bytewire/contracts';
import {
  isSponsoredContent,
  routeForContent,
  tryBuildPath,
  type ContentRef,
  type RouteDefinition,
} from '@bytewire/routes';
import { PAID_ROUTES } from './paid-routes';

function canonicalPathOf(routeName: string, item: ContentRef): string | undefined {
  if (routeName === 'video-sponsored') return tryBuildPath('video', { slug: item.slug });
  try {
    return routeForContent(item).path;
  } catch {
    // A slug the route table refuses: no better address to send the reader to.
    return undefined;
  }
}

/**
 * Where a paid route's page should send the reader: the canonical path of a story that is
 * not sponsored; undefined on any other route, for a sponsored story, or when the page holds
 * no story to judge (the screen deals with that).
 */
export function unsponsoredStoryPath(route: RouteDefinition, page: Page): string | undefined {
  const type = PAID_ROUTES[route.name];
  if (!type) return undefined;
  const component = page.components.find(
    (c) => c.meta.componentType === type && c.errors.length === 0,
  );
  const story: ContentRef | undefined = component && itemOf(component, type);
  if (!story) return undefined;
  return isSponsoredContent(story) ? undefined : canonicalPathOf(route.name, story);
}
