/**
 * Content item → route (spec 000 s2 and spec 001 s2 "Route choice for articles", "Content
 * links resolve to a route by the content type").
 */
import { buildPath, tryBuildPath } from './build';
import { OPTIONAL_SLUG, SLUG, TOPIC_ROUTE_SLUGS, paramAllowed } from './rules';
import { getRoute } from './table';
import type { ContentLinkRef, ContentRef, ContentRoute, RouteDefinition, RouteName } from './types';

function isSlug(value: string | undefined): value is string {
  return paramAllowed(SLUG, value);
}

function isTopicRouteSlug(value: string | undefined): value is string {
  return (TOPIC_ROUTE_SLUGS as readonly (string | undefined)[]).includes(value);
}

/** Sponsored means the flag, the section sponsored, or the primary topic infographic. */
function isSponsored(item: ContentRef): boolean {
  const primary = item.primaryTopic?.slug ?? item.topics?.find((t) => t.primary)?.slug;
  return item.sponsored === true || item.section === 'sponsored' || primary === 'infographic';
}

/** The rules in their order of precedence; a rule whose topic slugs are unusable is skipped. */
function chooseArticleRoute(item: ContentRef): { name: RouteName; params: Record<string, string> } {
  const [topic1, topic2] = (item.topics ?? []).map((t) => t.slug);
  const slug = item.slug;
  if (item.longForm === true && isSlug(topic1)) {
    return { name: 'article-topic-longform', params: { topic1, slug } };
  }
  if (isSponsored(item)) return { name: 'sponsored-article', params: { slug } };
  if (isTopicRouteSlug(topic1)) {
    const params: Record<string, string> = { topic1, slug };
    if (topic2 !== undefined && paramAllowed(OPTIONAL_SLUG, topic2)) params.topic2 = topic2;
    return { name: 'article-topic', params };
  }
  return { name: 'article', params: { slug } };
}

/**
 * The route of a content item; on an AMP page, the AMP copy where the chosen route has one.
 * Throws (from buildPath) when the item's slug is not a usable slug.
 */
export function routeForContent(
  item: ContentRef,
  current?: { route: RouteDefinition },
): ContentRoute {
  const chosen = chooseArticleRoute(item);
  const name = current?.route.amp ? (getRoute(chosen.name).ampVariant ?? chosen.name) : chosen.name;
  return { name, params: chosen.params, path: buildPath(name, chosen.params) };
}

/** Content type → route; product series share the product page (spec 001 s2). */
const LINK_ROUTES: Readonly<Record<string, RouteName>> = {
  article: 'article',
  collection: 'collection',
  feature: 'dynamic-feature',
  gallery: 'gallery',
  product: 'review',
  product_series: 'review',
  review: 'review',
  topic: 'topic',
  video: 'video',
};

/** 'Product Series', 'product-series' and platform names like 'content_article' all count. */
function normaliseType(value: string): string {
  return value
    .trim()
    .toLowerCase()
    .replace(/[\s-]+/g, '_')
    .replace(/^content_/, '');
}

function routeNameForType(link: ContentLinkRef): RouteName | undefined {
  for (const value of [link.contentType, link.type, link.typeName]) {
    const name = value === undefined ? undefined : LINK_ROUTES[normaliseType(value)];
    if (name) return name;
  }
  return undefined;
}

/** A content link's route, or undefined for an unknown type or an unusable slug. */
export function routeForLink(link: ContentLinkRef): { name: RouteName; path: string } | undefined {
  const name = routeNameForType(link);
  if (!name) return undefined;
  const path = tryBuildPath(name, { slug: link.slug });
  return path === undefined ? undefined : { name, path };
}
