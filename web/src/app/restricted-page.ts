/**
 * What a reader of the restricted state gets of a page (spec 001 s1): no health or wearables
 * topic, story or route. A page that is one (the topic's page, a story under its topic path, a
 * story filed under it) is refused with 451 and a notice; on any other page, links and list
 * entries that lead to one are left out. A chunk of its own: only restricted readers need it.
 *
 * A topic counts with its ancestors: smart watches sit under wearables.
 */
import { isRecord } from '@bytewire/contracts';
import { matchPath, type RouteName, type RouteParams } from '@bytewire/routes';
import { isRestrictedTopic, RESTRICTED_PAGE_MESSAGE, RESTRICTED_STATUS } from '@bytewire/site';
import { mainItem } from '../analytics/tracking-data';
import type { PageContent } from './page-loader';
import { routeError } from './route-errors';

type Json = unknown;

/** The slugs a topic object names: its own, its ancestors' (topicPath, hslugPath). */
function topicSlugs(topic: Json): string[] {
  if (!isRecord(topic)) return [];
  const slugs: string[] = [];
  if (typeof topic.slug === 'string') slugs.push(topic.slug);
  if (typeof topic.hslugPath === 'string') slugs.push(...topic.hslugPath.split('/'));
  if (Array.isArray(topic.topicPath)) slugs.push(...topic.topicPath.flatMap(topicSlugs));
  return slugs;
}

/** Whether a content object is filed under a restricted topic (any of its topics). */
function filedUnderRestricted(item: Json): boolean {
  if (!isRecord(item)) return false;
  const topics = Array.isArray(item.topics) ? item.topics : [];
  return topics.some((topic) => topicSlugs(topic).some(isRestrictedTopic));
}

/** Whether a route with these parameters is a restricted topic's page or a story under it. */
export function isRestrictedRoute(name: RouteName, params: RouteParams): boolean {
  switch (name) {
    case 'topic':
      return isRestrictedTopic(params.slug);
    case 'article-topic':
    case 'article-amp-topic':
    case 'article-topic-longform':
      return isRestrictedTopic(params.topic1) || isRestrictedTopic(params.topic2);
    default:
      return false;
  }
}

/** Whether a site path (or absolute URL) leads to a restricted route. */
function isRestrictedLink(href: Json): boolean {
  if (typeof href !== 'string') return false;
  let path: string;
  try {
    path = new URL(href, 'http://site.invalid').pathname;
  } catch {
    return false;
  }
  const withSlash = path.endsWith('/') ? path : `${path}/`;
  const match = matchPath(withSlash);
  return match.kind === 'page' && isRestrictedRoute(match.route.name, match.params);
}

/** Whether an entry of a list (a story, a topic, a menu link) leads to restricted content. */
function leadsToRestricted(entry: Json): boolean {
  if (!isRecord(entry)) return false;
  return (
    isRestrictedTopic(entry.topicSlug) ||
    (entry.typeName === 'Topic' && topicSlugs(entry).some(isRestrictedTopic)) ||
    filedUnderRestricted(entry) ||
    isRestrictedLink(entry.linkUrl) ||
    isRestrictedLink(entry.url)
  );
}

/** A copy of `value` without the list entries and topic references that lead to restricted content. */
export function withoutRestricted<T>(value: T): T {
  return strip(value) as T;
}

function strip(value: Json): Json {
  if (Array.isArray(value)) return value.filter((entry) => !leadsToRestricted(entry)).map(strip);
  if (!isRecord(value)) return value;
  const copy: Record<string, Json> = {};
  for (const [key, field] of Object.entries(value)) {
    // A story filed under a restricted topic and another keeps the other.
    copy[key] =
      key === 'topics' && Array.isArray(field)
        ? field.filter((topic) => !topicSlugs(topic).some(isRestrictedTopic))
        : strip(field);
  }
  return copy;
}

/**
 * The page a restricted reader gets: a 451 route error for a restricted page, else the page
 * without what leads to restricted content.
 */
export function restrictedPage(
  name: RouteName,
  params: RouteParams,
  page: PageContent,
): PageContent {
  if (isRestrictedRoute(name, params) || filedUnderRestricted(mainItem(page).item)) {
    throw routeError(RESTRICTED_STATUS, RESTRICTED_PAGE_MESSAGE);
  }
  return withoutRestricted(page);
}
