/**
 * The absolute URL of the page an AMP page is the copy of, for its canonical link and its
 * structured data: the canonical URL its story names (a topic article's AMP copy under
 * /google-amp/article/ names /{topic1}/{topic2}/{slug}/, not /article/{slug}/), else the page
 * of its route's parameters (amp-paths.ts).
 */
import type { RouteDefinition, RouteParams } from '@bytewire/routes';
import { useRootData } from '../app/use-root-data';
import { absoluteUrl } from '../seo/absolute-url';
import { ampCanonicalPath } from './amp-paths';

export function useAmpCanonical(
  route: RouteDefinition,
  params: RouteParams,
  storyCanonical?: string,
) {
  const { site } = useRootData();
  const storyUrl = storyCanonical ? absoluteUrl(storyCanonical, site.publicUrl) : undefined;
  if (storyCanonical && storyUrl) return { path: storyCanonical, url: storyUrl };
  const path = ampCanonicalPath(route, params);
  // The AMP route's parameters passed the same rules as its page's: a path always exists.
  if (!path) throw new Error(`AMP route ${route.name} has no canonical page`);
  return { path, url: absoluteUrl(path, site.publicUrl) ?? path };
}
