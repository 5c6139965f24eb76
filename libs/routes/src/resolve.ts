/**
 * Content item → route (spec 000 s2 and spec 001 s2 "Route choice for articles", "Content
 * links resolve to a route by the content type").
 */
import { buildPath, tryBuildPath } from './build';
import { OPTIONAL_SLUG, SLUG, paramAllowed } from './rules';
import { ROUTES, getRoute } from './table';
import type {
  ContentItemKind,
  ContentLinkRef,
  ContentRef,
  ContentRoute,
  RouteDefinition,
  RouteName,
} from './types';

/** The subType of long-form content (spec 000 s2): it goes to the long-form topic route. */
export const LONGFORM_SUBTYPE = 'longform';
/** The section of sponsored content (spec 000 s3): it goes to the paid route. */
export const SPONSORED_SECTION = 'sponsored';

function isSlug(value: string | undefined): value is string {
  return paramAllowed(SLUG, value);
}

/**
 * Whether a topic slug may lead a topic-route URL `/{topic1}/{topic2?}/{slug}/`: the topic
 * route roots, as the table's article-topic route allows them for its first segment.
 */
export function isTopicRouteSlug(value: string | undefined): value is string {
  const rule = getRoute('article-topic').params.topic1;
  return value !== undefined && rule !== undefined && paramAllowed(rule, value);
}

/**
 * Sponsored (spec 000 s3) means the flag, the section sponsored, or the primary topic
 * infographic: the primary topic is `primaryTopic`, else the topic marked primary.
 */
export function isSponsoredContent(item: ContentRef): boolean {
  const primary = item.primaryTopic?.slug ?? item.topics?.find((t) => t.primary)?.slug;
  return item.sponsored === true || item.section === SPONSORED_SECTION || primary === 'infographic';
}

/** Long-form is the flag, or, where the flag is absent, the long-form subType. */
function isLongForm(item: ContentRef): boolean {
  return item.longForm ?? item.subType === LONGFORM_SUBTYPE;
}

/** The rules in their order of precedence; a rule whose topic slugs are unusable is skipped. */
function chooseArticleRoute(item: ContentRef): { name: RouteName; params: Record<string, string> } {
  const [topic1, topic2] = (item.topics ?? []).map((t) => t.slug);
  const slug = item.slug;
  if (isLongForm(item) && isSlug(topic1)) {
    return { name: 'article-topic-longform', params: { topic1, slug } };
  }
  if (isSponsoredContent(item)) return { name: 'sponsored-article', params: { slug } };
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

/** The route serving one item of each kind by its slug; product pages are review pages. */
const ITEM_ROUTES: Readonly<Record<ContentItemKind, RouteName>> = {
  article: 'article',
  author: 'author-profile',
  collection: 'collection',
  feature: 'dynamic-feature',
  gallery: 'gallery',
  product: 'review',
  review: 'review',
  tag: 'tag',
  topic: 'topic',
  video: 'video',
};

/**
 * A route of the table given over to one item (e.g. /innovation-index/ to the feature
 * `innovation-index`): no parameters, not an AMP copy, its content that item.
 */
function ownRouteOf(kind: ContentItemKind, slug: string): RouteName | undefined {
  const type = getRoute(ITEM_ROUTES[kind]).content.type;
  return ROUTES.find(
    (r) =>
      !r.amp &&
      Object.keys(r.params).length === 0 &&
      r.content.type === type &&
      r.content.slug === slug,
  )?.name;
}

/**
 * The canonical route of a content item of a kind: an article by the route choice of
 * `routeForContent` (its topics, subType, section), any other item by its kind and slug, on
 * the route the table gives over to that item where there is one. A bare slug stands for an
 * item with nothing else. Throws (from buildPath) when the slug is not a usable slug.
 */
export function routeForItem(kind: ContentItemKind, item: ContentRef | string): ContentRoute {
  const ref: ContentRef = typeof item === 'string' ? { slug: item } : item;
  if (kind === 'article') return routeForContent(ref);
  const own = ownRouteOf(kind, ref.slug);
  if (own) return { name: own, params: {}, path: buildPath(own) };
  const name = ITEM_ROUTES[kind];
  const params = { slug: ref.slug };
  return { name, params, path: buildPath(name, params) };
}

/** The canonical path of a content item: `routeForItem(kind, item).path`. */
export function contentItemPath(kind: ContentItemKind, item: ContentRef | string): string {
  return routeForItem(kind, item).path;
}
