/**
 * What the restricted state (spec 001 s1) leaves out: the health and wearables topics' pages,
 * the stories under their topic paths and the stories filed under them, and every link or list
 * entry that leads to one. One rule for the pages (web/src/app/restricted-page.ts) and the
 * feeds and sitemaps (render), so a restricted reader's RSS reader sees what their browser does.
 *
 * A topic counts with its ancestors: smart watches sit under wearables.
 */
import { isRecord } from '@bytewire/contracts';
import { isRestrictedTopic } from '@bytewire/site';
import { matchPath } from './match';
import type { RouteName, RouteParams } from './types';

/** The slugs a topic object names: its own, its ancestors' (topicPath, hslugPath). */
function topicSlugs(topic: unknown): string[] {
  if (!isRecord(topic)) return [];
  const slugs: string[] = [];
  if (typeof topic.slug === 'string') slugs.push(topic.slug);
  if (typeof topic.hslugPath === 'string') slugs.push(...topic.hslugPath.split('/'));
  if (Array.isArray(topic.topicPath)) slugs.push(...topic.topicPath.flatMap(topicSlugs));
  return slugs;
}

/** Whether a topic object is a restricted topic or sits under one. */
export function isUnderRestrictedTopic(topic: unknown): boolean {
  return topicSlugs(topic).some(isRestrictedTopic);
}

/**
 * Whether a page is a restricted topic's page or a sub-topic's: the topic it is of is its
 * required component's list's subject (a sub-topic's route names only its own slug, so its
 * ancestors, topicPath, are known from there alone). A page without a required list is not.
 */
export function isRestrictedTopicPage(page: { components: readonly unknown[] }): boolean {
  const required = page.components.find(
    (component) => isRecord(component) && component.required === true,
  );
  const list = isRecord(required) ? required.list : undefined;
  return isRecord(list) && isUnderRestrictedTopic(list.topic);
}

/** Whether a content object is filed under a restricted topic (any of its topics). */
export function filedUnderRestricted(item: unknown): boolean {
  if (!isRecord(item)) return false;
  const topics = Array.isArray(item.topics) ? item.topics : [];
  return topics.some(isUnderRestrictedTopic);
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
export function isRestrictedLink(href: unknown): boolean {
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

/** A topic entry: its type name as the platform writes it ('Topic') or the content API ('topic'). */
const isTopicEntry = (entry: Record<string, unknown>) =>
  typeof entry.typeName === 'string' && entry.typeName.toLowerCase() === 'topic';

/**
 * Whether an entry of a list (a story, a topic, a menu link, a sitemap URL) leads to restricted
 * content: by its URL, or by the topics it is of or filed under, their ancestors counted.
 */
export function leadsToRestricted(entry: unknown): boolean {
  if (!isRecord(entry)) return false;
  return (
    isRestrictedTopic(entry.topicSlug) ||
    // A menu item's topic link: its slug and its place in the tree.
    (typeof entry.topicSlug === 'string' &&
      isUnderRestrictedTopic({ slug: entry.topicSlug, hslugPath: entry.hslugPath })) ||
    (isTopicEntry(entry) && isUnderRestrictedTopic(entry)) ||
    filedUnderRestricted(entry) ||
    isRestrictedLink(entry.linkUrl) ||
    isRestrictedLink(entry.url)
  );
}

/** A copy of `value` without the list entries and topic references that lead to restricted content. */
export function withoutRestricted<T>(value: T): T {
  return strip(value) as T;
}

function strip(value: unknown): unknown {
  if (Array.isArray(value)) return value.filter((entry) => !leadsToRestricted(entry)).map(strip);
  if (!isRecord(value)) return value;
  const copy: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    // A story filed under a restricted topic and another keeps the other.
    copy[key] =
      key === 'topics' && Array.isArray(field)
        ? field.filter((topic) => !isUnderRestrictedTopic(topic))
        : strip(field);
  }
  return copy;
}
