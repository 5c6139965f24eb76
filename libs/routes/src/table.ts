/**
 * The one route table of the site (spec 000 section 2, spec 001 section 2). The matcher takes
 * the first route whose pattern fits and whose parameters pass their rules, so the order is
 * the precedence: static-prefix routes first, the parameter-led topic routes last.
 */
import type {
  ContentPageType,
  ContentSource,
  RouteDefinition,
  RouteName,
  ScreenName,
} from './types';
import {
  ANY_PAGE_NUMBER,
  AUTH_FLOW_SLUGS,
  GALLERY_SLUG,
  MEMBER_PAGES,
  OPTIONAL_SLUG,
  PAGE_NUMBER,
  SLUG,
  TOPIC_ROUTE_SLUGS,
} from './rules';

/** Article routes share one max age (spec 000 s9 "7200 s articles"). */
const ARTICLE_MAX_AGE = 7200;
/** Home, news and latest change often (spec 000 s9). */
const FRESH_MAX_AGE = 300;

type RouteInput = Pick<RouteDefinition, 'name' | 'path' | 'screen' | 'content'> &
  Partial<RouteDefinition>;

/**
 * Screens whose routes say showLargeHeader false: a story, and the member area, read under the
 * compact header. Spec 001 s2: showHeader and showLargeHeader are true where a route says
 * nothing, so every other route (home, doors, topics, static pages) has the large one.
 */
const COMPACT_HEADER_SCREENS: ReadonlySet<ScreenName> = new Set<ScreenName>([
  'article',
  'review',
  'gallery',
  'video',
  'member',
]);

/** Defaults of a content page: editions on, the header (large but on stories), default layout. */
function route(input: RouteInput): RouteDefinition {
  return Object.freeze({
    params: {},
    editions: true,
    seamless: false,
    amp: false,
    showHeader: true,
    showLargeHeader: !COMPACT_HEADER_SCREENS.has(input.screen),
    layout: 'default',
    ...input,
  });
}

/** An AMP copy: AMP layout, no site header (spec 001 s2 route metadata). */
function ampRoute(ampOf: RouteName, input: RouteInput): RouteDefinition {
  return route({ ...input, amp: true, ampOf, layout: 'amp', showHeader: false });
}

/** A static page: its content slug is its route name. */
function staticPage(
  name: RouteName,
  path: string,
  extra: Partial<RouteDefinition> = {},
): RouteDefinition {
  return route({ name, path, screen: 'static', content: { type: 'static', slug: name }, ...extra });
}

/** A door: one shared screen, driven by the feature slug of its first path segment. */
function door(name: RouteName, extra: Partial<RouteDefinition> = {}): RouteDefinition {
  return route({
    name,
    path: `/${name}/{pageNumber?}/`,
    params: { pageNumber: PAGE_NUMBER },
    featureSlug: name,
    screen: 'door',
    content: { type: 'door', slug: name },
    ...extra,
  });
}

function bySlug(type: ContentPageType): ContentSource {
  return { type, slug: { param: 'slug' } };
}

/** Item pages whose screen and composer page type share one name. */
type ItemKind = ScreenName & ContentPageType;

/** A page of one content item named by its slug. */
function slugPage(
  name: RouteName,
  path: string,
  kind: ItemKind,
  extra: Partial<RouteDefinition> = {},
): RouteDefinition {
  return route({
    name,
    path,
    params: { slug: SLUG },
    screen: kind,
    content: bySlug(kind),
    ...extra,
  });
}

const ARTICLE = bySlug('article');
const TOPIC_PARAMS = {
  topic1: { oneOf: TOPIC_ROUTE_SLUGS },
  topic2: OPTIONAL_SLUG,
  slug: SLUG,
};

export const ROUTES: readonly RouteDefinition[] = Object.freeze([
  route({
    name: 'front-door',
    path: '/',
    maxAge: FRESH_MAX_AGE,
    screen: 'home',
    content: { type: 'front-door', slug: 'home' },
  }),

  slugPage('article', '/article/{slug}/', 'article', {
    maxAge: ARTICLE_MAX_AGE,
    seamless: true,
    ampVariant: 'article-amp',
  }),
  ampRoute('article', {
    name: 'article-amp',
    path: '/google-amp/article/{slug}/',
    params: { slug: SLUG },
    maxAge: ARTICLE_MAX_AGE,
    screen: 'article',
    content: ARTICLE,
  }),
  slugPage('sponsored-article', '/paid-content/article/{slug}/', 'article', {
    maxAge: ARTICLE_MAX_AGE,
  }),
  // Any topic may lead a long-form URL: only article-topic limits topic1 (spec 000 s5).
  route({
    name: 'article-topic-longform',
    path: '/in-depth/{topic1}/{slug}/',
    params: { topic1: SLUG, slug: SLUG },
    maxAge: ARTICLE_MAX_AGE,
    screen: 'article',
    content: ARTICLE,
  }),

  route({
    name: 'auth-flow',
    path: '/auth/flow/{slug}/',
    params: { slug: { oneOf: AUTH_FLOW_SLUGS } },
    maxAge: 0,
    editions: false,
    showHeader: false,
    screen: 'auth-flow',
    layout: 'empty',
    content: { type: 'auth-flow', slug: { param: 'slug' } },
  }),

  // Where the identity provider sends a reader back with the authorisation code (issue 7):
  // the browser finishes signing in there, then goes back to the page it came from.
  route({
    name: 'auth-callback',
    path: '/auth/callback/',
    params: {},
    maxAge: 0,
    editions: false,
    showHeader: false,
    screen: 'auth-callback',
    layout: 'empty',
    content: { type: 'auth-flow', slug: 'sign-in' },
  }),

  staticPage('about', '/about/', { maxAge: 7200 }),
  staticPage('editorial-guidelines', '/editorial-guidelines/'),

  // Doors come before the gallery: '/pictures/2/' is the door's page 2.
  door('best-products'),
  door('deals'),
  door('pictures'),
  door('how-to'),
  door('in-depth'),
  door('latest', { maxAge: FRESH_MAX_AGE }),
  door('news', { maxAge: FRESH_MAX_AGE, params: { pageNumber: ANY_PAGE_NUMBER } }),
  door('product-comparisons'),
  door('product-spotlights'),
  door('reviews'),
  route({
    name: 'video-door',
    path: '/video/',
    featureSlug: 'video',
    screen: 'door',
    content: { type: 'door', slug: 'video' },
  }),

  slugPage('dynamic-feature', '/feature/{slug}/', 'feature'),
  route({
    name: 'innovation-index',
    path: '/innovation-index/',
    screen: 'feature',
    content: { type: 'feature', slug: 'innovation-index' },
  }),
  staticPage('newsletters', '/newsletters/'),
  staticPage('reprints', '/reprints/'),

  slugPage('gallery', '/pictures/{slug}/{pageNumber?}/', 'gallery', {
    params: { slug: GALLERY_SLUG, pageNumber: PAGE_NUMBER },
    ampVariant: 'gallery-amp',
  }),
  ampRoute('gallery', {
    name: 'gallery-amp',
    path: '/google-amp/pictures/{slug}/',
    params: { slug: GALLERY_SLUG },
    screen: 'gallery',
    content: bySlug('gallery'),
  }),

  route({
    name: 'member',
    path: '/members/{activePage}/',
    params: { activePage: { oneOf: MEMBER_PAGES } },
    maxAge: 0,
    editions: false,
    screen: 'member',
    content: { type: 'member', slug: { param: 'activePage' } },
  }),

  slugPage('review', '/product/{slug}/', 'review', { ampVariant: 'review-amp' }),
  ampRoute('review', {
    name: 'review-amp',
    path: '/google-amp/product/{slug}/',
    params: { slug: SLUG },
    screen: 'review',
    content: bySlug('review'),
  }),

  // '/video/share/x/' has three segments, so it never meets '/video/{slug}/'.
  slugPage('video', '/video/{slug}/', 'video'),
  slugPage('video-share', '/video/share/{slug}/', 'video'),
  slugPage('video-sponsored', '/paid-content/video/{slug}/', 'video'),

  staticPage('do-not-sell', '/do-not-sell-or-share-my-personal-information/', { maxAge: 7200 }),
  staticPage('privacy-policy', '/privacy-policy/', { maxAge: 7200 }),
  route({
    name: 'static-error',
    path: '/_error/static/',
    maxAge: 0,
    editions: false,
    showHeader: false,
    screen: 'error',
    layout: 'error',
    content: { type: 'static', slug: 'static-error' },
  }),

  // Linked path shapes of spec 000 s2 that render as pages.
  staticPage('meet-the-team', '/meet-the-team/'),
  slugPage('author-profile', '/meet-the-team/{slug}/', 'author'),
  slugPage('collection', '/collection/{slug}/', 'collection'),
  route({
    name: 'topics',
    path: '/topic/',
    screen: 'topics',
    content: { type: 'topics', slug: 'topics' },
  }),
  slugPage('topic', '/topic/{slug}/', 'topic'),
  slugPage('tag', '/tags/{slug}/', 'tag'),
  route({
    name: 'search',
    path: '/search/',
    maxAge: FRESH_MAX_AGE,
    screen: 'search',
    content: { type: 'search', slug: 'results' },
  }),
  staticPage('sitemap', '/sitemap/'),
  staticPage('rssfeeds', '/rssfeeds/'),
  staticPage('advertise', '/advertise/'),
  // The editors' picks (the More menu's "recommends", spec 001 s2).
  staticPage('recommends', '/recommends/'),
  // The About page's contact (spec 001 s2 "Contact form"): the page's text over the form.
  route({
    name: 'contact',
    path: '/contact/',
    screen: 'contact',
    content: { type: 'static', slug: 'contact' },
  }),
  // The Account menu's Log out (spec 001 s2): signs the reader out here and at the identity
  // provider, then back to the root. Per reader, so never cached; nothing in it to index.
  route({
    name: 'user-logout',
    path: '/user/logout/',
    maxAge: 0,
    editions: false,
    screen: 'logout',
    content: { type: 'auth-flow', slug: 'sign-out' },
  }),

  // Parameter-led: last, so that no static prefix is ever read as a topic.
  ampRoute('article-topic', {
    name: 'article-amp-topic',
    path: '/google-amp/{topic1}/{topic2?}/{slug}/',
    params: TOPIC_PARAMS,
    maxAge: ARTICLE_MAX_AGE,
    screen: 'article',
    content: ARTICLE,
  }),
  route({
    name: 'article-topic',
    path: '/{topic1}/{topic2?}/{slug}/',
    params: TOPIC_PARAMS,
    maxAge: ARTICLE_MAX_AGE,
    seamless: true,
    ampVariant: 'article-amp-topic',
    screen: 'article',
    content: ARTICLE,
  }),
]);

export const DOOR_ROUTE_NAMES: readonly RouteName[] = Object.freeze([
  'best-products',
  'deals',
  'pictures',
  'how-to',
  'in-depth',
  'latest',
  'news',
  'product-comparisons',
  'product-spotlights',
  'reviews',
  'video-door',
] as const);

const BY_NAME = new Map<string, RouteDefinition>(ROUTES.map((r) => [r.name, r]));

/** The route of that name; an unknown name is a programming error. */
export function getRoute(name: RouteName): RouteDefinition {
  const found = BY_NAME.get(name);
  if (!found) throw new Error(`Unknown route name "${String(name)}"`);
  return found;
}
