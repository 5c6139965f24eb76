/**
 * Types of the one route table (spec 000 section 2). The gateway and the React app both read
 * the table through `matchPath`; nothing else decides which route a path belongs to.
 */

/** Named routes of spec 000 section 2, plus the linked path shapes the site serves as pages. */
export type RouteName =
  | 'front-door'
  | 'article'
  | 'article-amp'
  | 'sponsored-article'
  | 'article-topic'
  | 'article-amp-topic'
  | 'article-topic-longform'
  | 'auth-flow'
  | 'auth-callback'
  | 'about'
  | 'editorial-guidelines'
  | 'best-products'
  | 'deals'
  | 'pictures'
  | 'how-to'
  | 'in-depth'
  | 'latest'
  | 'news'
  | 'product-comparisons'
  | 'product-spotlights'
  | 'reviews'
  | 'video-door'
  | 'dynamic-feature'
  | 'innovation-index'
  | 'newsletters'
  | 'reprints'
  | 'gallery'
  | 'gallery-amp'
  | 'member'
  | 'review'
  | 'review-amp'
  | 'video'
  | 'video-share'
  | 'video-sponsored'
  | 'do-not-sell'
  | 'privacy-policy'
  | 'static-error'
  // Linked path shapes of spec 000 section 2 ("other path shapes") that render as pages.
  | 'meet-the-team'
  | 'author-profile'
  | 'collection'
  | 'topics'
  | 'topic'
  | 'tag'
  | 'search'
  | 'sitemap'
  | 'rssfeeds'
  | 'advertise'
  // Further path shapes of spec 000 s2 and spec 001 s2: the recommends page, the Log out
  // item's path (spec 001 s2 Account menu) and the contact form of the About page.
  | 'recommends'
  | 'user-logout'
  | 'contact';

/** A rule for one path parameter. All given conditions must hold. */
export interface ParamRule {
  /** The segment may be absent; when a path has fewer segments, later optional ones go first. */
  optional?: boolean;
  /** The value must match (whole segment). */
  pattern?: RegExp;
  /** The value must be one of these. */
  oneOf?: readonly string[];
}

/**
 * Which composer page of the content API feeds the route:
 * GET /api/neutron/composer/{site}/pages/{type}/{slug}/{platform}.
 * `slug` is a fixed slug, or `{ param }` to take it from a path parameter.
 */
export interface ContentSource {
  type: ContentPageType;
  slug: string | { param: string };
}

/** Page types of the reference content API's composer. */
export type ContentPageType =
  | 'front-door'
  | 'door'
  | 'article'
  | 'gallery'
  | 'review'
  | 'video'
  | 'feature'
  | 'topic'
  | 'topics'
  | 'tag'
  | 'collection'
  | 'author'
  | 'static'
  | 'search'
  | 'member'
  | 'auth-flow';

export type LayoutName = 'default' | 'amp' | 'empty' | 'error';

export interface RouteDefinition {
  name: RouteName;
  /** Canonical pattern with the trailing slash, e.g. '/article/{slug}/', '/news/{pageNumber?}/'. */
  path: string;
  /** A rule for every parameter named in `path`. */
  params: Readonly<Record<string, ParamRule>>;
  /** Cache max age in seconds; absent means the site's general max age (5400). 0: never cached. */
  maxAge?: number;
  /** The route has editions: API requests get an edition parameter (spec 000 s7). */
  editions: boolean;
  /** Seamless scrolling is enabled on this route. */
  seamless: boolean;
  /** This is an AMP variant; `ampOf` names the route it is the AMP copy of. */
  amp: boolean;
  ampOf?: RouteName;
  /** The non-AMP route's AMP copy, where one exists. */
  ampVariant?: RouteName;
  /** Route metadata of spec 001 s2: both default true when absent. */
  showHeader: boolean;
  showLargeHeader: boolean;
  /** Door routes share one screen and differ only by this feature slug. */
  featureSlug?: string;
  /** Which screen renders the route (several routes share one, e.g. every door). */
  screen: ScreenName;
  layout: LayoutName;
  content: ContentSource;
}

/** Screens of the web app; the route table names one per route. */
export type ScreenName =
  | 'home'
  | 'door'
  | 'article'
  | 'gallery'
  | 'review'
  | 'video'
  | 'feature'
  | 'static'
  | 'topic'
  | 'topics'
  | 'tag'
  | 'collection'
  | 'author'
  | 'search'
  | 'member'
  | 'auth-flow'
  | 'auth-callback'
  | 'logout'
  | 'contact'
  | 'error';

export type RouteParams = Readonly<Record<string, string | undefined>>;

export type PathMatch =
  /** The path is a page of `route`, with its parameters (absent optional ones undefined). */
  | { kind: 'page'; route: RouteDefinition; params: RouteParams }
  /**
   * The path is a trailing-slash-less copy, or a page number spelled otherwise (0, 1, leading
   * zeros): 301 to the canonical `location` (query string kept).
   */
  | { kind: 'redirect'; status: 301; location: string }
  /** No route, or a route whose parameters fail their rules: the 404 page. */
  | { kind: 'not-found' };

/** A content item as far as choosing its article route goes (spec 000 s2, spec 001 s2). */
export interface ContentRef {
  slug: string;
  typeName?: string;
  type?: string;
  section?: string;
  /** `longform` makes the item long-form where `longForm` is absent. */
  subType?: string;
  longForm?: boolean;
  sponsored?: boolean;
  topics?: { slug: string; primary?: boolean }[];
  primaryTopic?: { slug: string; name?: string; typeName?: string };
}

/** Kinds of content item with a page of their own, by kind and slug (spec 000 s2). */
export type ContentItemKind =
  | 'article'
  | 'author'
  | 'collection'
  | 'feature'
  | 'gallery'
  | 'product'
  | 'review'
  | 'tag'
  | 'topic'
  | 'video';

/** A content link as far as choosing its route goes: the type may sit in any of three fields. */
export interface ContentLinkRef {
  type?: string;
  typeName?: string;
  contentType?: string;
  slug?: string;
}

/** A route chosen for a content item, with its parameters and canonical path. */
export interface ContentRoute {
  name: RouteName;
  params: Record<string, string>;
  path: string;
}
