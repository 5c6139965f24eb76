/**
 * Path → route. The only place that decides which route a path belongs to; hostile input ends
 * as not-found, never as an exception or an open redirect.
 */
import { buildPath } from './build';
import { movedPathTarget } from './moved';
import { patternOf } from './pattern';
import { canonicalPageNumber, paramAllowed, safeSegments } from './rules';
import { ROUTES } from './table';
import type { PathMatch, RouteDefinition, RouteParams } from './types';

/** Longer paths are not pages of this site; refuse them before any work. */
export const MAX_PATH_LENGTH = 2048;

const NOT_FOUND: PathMatch = Object.freeze({ kind: 'not-found' });

/** The route's parameters when the segments fit its pattern and pass its rules. */
function fit(route: RouteDefinition, segments: readonly string[]): RouteParams | undefined {
  const pattern = patternOf(route.path);
  const optionalCount = pattern.filter((s) => s.kind === 'param' && s.optional).length;
  let present = segments.length - (pattern.length - optionalCount);
  if (present < 0 || present > optionalCount) return undefined;

  const params: Record<string, string | undefined> = {};
  let i = 0;
  for (const part of pattern) {
    if (part.kind === 'static') {
      if (segments[i] !== part.value) return undefined;
      i += 1;
      continue;
    }
    // Optional parameters are filled in order: the later ones are the ones left out.
    let value: string | undefined;
    if (!part.optional || present > 0) {
      value = segments[i];
      i += 1;
      if (part.optional) present -= 1;
    }
    if (!paramAllowed(route.params[part.name] ?? {}, value)) return undefined;
    params[part.name] = value;
  }
  return params;
}

function find(segments: readonly string[]): PathMatch {
  for (const route of ROUTES) {
    const params = fit(route, segments);
    if (params) return { kind: 'page', route, params };
  }
  return NOT_FOUND;
}

/**
 * The page's own path when its page number is spelled otherwise (spec 000 s5: page numbers are
 * digits, so '/reviews/0/' and '/reviews/007/' are door pages): page 0 and page 1 are the first
 * page, '/reviews/', and leading zeros go. Undefined when the spelling is already the one.
 */
function pageNumberRedirect(route: RouteDefinition, params: RouteParams): string | undefined {
  const value = params.pageNumber;
  if (value === undefined || route.params.pageNumber === undefined) return undefined;
  const canonical = canonicalPageNumber(value);
  return canonical === value
    ? undefined
    : buildPath(route.name, { ...params, pageNumber: canonical });
}

/**
 * Matches a URL pathname (no query). A slashless copy of a valid page, or a page number spelled
 * otherwise than its canonical form, redirects (301) to the page's canonical path in one step;
 * the caller appends the query string.
 */
export function matchPath(pathname: string): PathMatch {
  if (typeof pathname !== 'string' || !pathname.startsWith('/')) return NOT_FOUND;
  const slashed = pathname.endsWith('/');
  const canonical = slashed ? pathname : `${pathname}/`;
  // '//' and '\' are refused here and as empty segments, so a location never leaves the site.
  if (canonical.length > MAX_PATH_LENGTH || canonical.includes('\\')) return NOT_FOUND;

  const segments = safeSegments(canonical);
  if (!segments) return NOT_FOUND;
  // An old path shape: straight to its page (slashed or not), before any route is tried.
  const moved = movedPathTarget(segments);
  if (moved !== undefined) return { kind: 'redirect', status: 301, location: moved };
  const match = find(segments);
  if (match.kind !== 'page') return match;
  const location =
    pageNumberRedirect(match.route, match.params) ?? (slashed ? undefined : canonical);
  return location === undefined ? match : { kind: 'redirect', status: 301, location };
}
