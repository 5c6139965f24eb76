/**
 * The links between a page and its AMP variant (spec 000 s2: article-amp, article-amp-topic,
 * gallery-amp, review-amp): the page names its AMP copy with `<link rel="amphtml">`, the AMP
 * copy names the page with `<link rel="canonical">`. Both come from the route table
 * (`ampVariant` on the page's route, `ampOf` on the AMP route) and the same parameters, so
 * each side points at the other.
 */
import { matchPath, tryBuildPath, type RouteDefinition, type RouteParams } from '@bytewire/routes';

/** The site-relative path of the page an AMP route is the copy of. */
export function ampCanonicalPath(route: RouteDefinition, params: RouteParams): string | undefined {
  return route.ampOf ? tryBuildPath(route.ampOf, params) : undefined;
}

/**
 * The site-relative path of a page's AMP variant, or undefined when it has none. A gallery's
 * AMP copy shows every photo and names page 1 as its canonical page, so only page 1 links it.
 */
export function ampVariantPath(pathname: string): string | undefined {
  const match = matchPath(pathname);
  if (match.kind !== 'page' || !match.route.ampVariant) return undefined;
  if (match.params.pageNumber !== undefined) return undefined;
  return tryBuildPath(match.route.ampVariant, match.params);
}
