/**
 * A page variant: everything a cacheable page's HTML depends on, and nothing else. The gateway
 * derives it from the reader's request, renders cache misses from it alone (see
 * `renderHeadersFor`), and keys the cache on it, so that no other part of a request (another
 * cookie, another header) can reach a cached page. The warming worker builds variants
 * directly.
 */
import { LRUCache } from 'lru-cache';
import { createHash } from 'node:crypto';
import {
  DEVICE_COOKIE,
  DEVICE_COOKIE_ALIAS,
  deviceFrom,
  EDITION_COOKIE,
  isRestrictedRegion,
  isSeamlessExcludedCrawler,
  preferredEditionFrom,
  TERMS_INTERACTED_COOKIE,
  type Device,
} from '@bytewire/site';

export interface PageVariant {
  /** The web build render serves (RENDER_BUILD_HEADER): a page of another build is another. */
  build: string;
  /** The site path as routed (its canonical trailing slash), no query. */
  path: string;
  /** The query string, parameters sorted by name ('' for none), without '?'. */
  query: string;
  /** The preferred edition (query, cookie, header: the site's rule). */
  edition: string;
  /** The device class (query, cookie, header: the site's rule). */
  device: Device;
  /** A crawler excluded from seamless scrolling gets its own HTML (spec 000 s2). */
  crawler: boolean;
  /** A reader of the restricted state (spec 001 s1): fewer trackers, no health pages. */
  restricted: boolean;
  /** The reader dealt with the terms banner: the page comes without it (spec 001 s4). */
  terms: boolean;
  /** The buckets of the tests active on this page (x-ab-state, '' for none). */
  abState: string;
  /** The resolved feature flags (x-feature-flags, '' for none). */
  flags: string;
}

/** What a page request says about its variant; values as received. */
export interface VariantSources {
  /** render's current build. */
  build: string;
  path: string;
  /** The request's query string without '?', as received (its edition and device are read). */
  query: string;
  /** The variant's own query: see variantQueryOf. */
  variantQuery: string;
  /** The request's cookies, by name. */
  cookies: Readonly<Record<string, string>>;
  userAgent?: string;
  /** The CDN's edition and device headers. */
  editionHeader?: string;
  deviceHeader?: string;
  /** The CDN's region header (REGION_HEADER of @bytewire/site). */
  regionHeader?: string;
  /** The experiments decision's x-ab-state and x-feature-flags values. */
  abState?: string;
  flags?: string;
}

/** The query with its parameters sorted by name (repeated ones keep their order). */
export function normalisedQuery(query: string): string {
  const params = new URLSearchParams(query);
  params.sort();
  return params.toString();
}

/**
 * What a variant is made of once the request's facts are resolved (the gateway's request
 * context resolves the edition, device and crawler once for every step of a page request).
 */
export interface ResolvedVariantFacts {
  build: string;
  path: string;
  /** The variant's own query: see variantQueryOf. */
  variantQuery: string;
  edition: string;
  device: Device;
  crawler: boolean;
  restricted: boolean;
  /** The reader's cookies, by name (the terms cookie is read). */
  cookies: Readonly<Record<string, string | undefined>>;
  abState?: string;
  flags?: string;
}

/** The variant of facts already resolved: the one place a variant is assembled. */
export function variantOfResolved(facts: ResolvedVariantFacts): PageVariant {
  return {
    build: facts.build,
    path: facts.path,
    query: normalisedQuery(facts.variantQuery),
    edition: facts.edition,
    device: facts.device,
    crawler: facts.crawler,
    restricted: facts.restricted,
    terms: facts.cookies[TERMS_INTERACTED_COOKIE] !== undefined,
    abState: facts.abState ?? '',
    flags: facts.flags ?? '',
  };
}

/** The variant of a request's raw facts: the site's rules resolve edition, device, crawler. */
export function pageVariantOf(sources: VariantSources): PageVariant {
  const params = new URLSearchParams(sources.query);
  return variantOfResolved({
    ...sources,
    edition: preferredEditionFrom({
      query: params,
      cookie: sources.cookies[EDITION_COOKIE],
      header: sources.editionHeader,
    }),
    device: deviceFrom({
      query: params,
      cookie: sources.cookies[DEVICE_COOKIE],
      aliasCookie: sources.cookies[DEVICE_COOKIE_ALIAS],
      header: sources.deviceHeader,
    }),
    crawler: isSeamlessExcludedCrawler(sources.userAgent),
    restricted: isRestrictedRegion(sources.regionHeader),
  });
}

/** The variant's id in the cache: a digest of every field, so keys stay short and fixed. */
export function variantId(variant: PageVariant): string {
  const fields = [
    variant.build,
    variant.path,
    variant.query,
    variant.edition,
    variant.device,
    variant.crawler ? 'crawler' : 'reader',
    variant.restricted ? 'restricted' : 'unrestricted',
    variant.terms ? 'terms' : 'no-terms',
    variant.abState,
    variant.flags,
  ];
  // JSON keeps fields apart whatever characters they hold.
  const text = JSON.stringify(fields);
  let id = variantIds.get(text);
  if (id === undefined) {
    id = createHash('sha256').update(text).digest('base64url').slice(0, 32);
    variantIds.set(text, id);
  }
  return id;
}

/**
 * The ids of the variants asked for lately, by their fields' JSON: a cached page's every
 * request names its variant, and hashing it again was a few µs of each hit (bounded: the hot
 * variants).
 */
const variantIds = new LRUCache<string, string>({ max: 5_000 });
