/**
 * The absolute URL of the page an AMP page is the copy of, for its canonical link and its
 * structured data (see amp-paths.ts).
 */
import type { RouteDefinition, RouteParams } from '@bytewire/routes';
import { useRootData } from '../app/use-root-data';
import { absoluteUrl } from '../seo/absolute-url';
import { ampCanonicalPath } from './amp-paths';

export function useAmpCanonical(route: RouteDefinition, params: RouteParams) {
  const { site } = useRootData();
  const path = ampCanonicalPath(route, params);
  // The AMP route's parameters passed the same rules as its page's: a path always exists.
  if (!path) throw new Error(`AMP route ${route.name} has no canonical page`);
  return { path, url: absoluteUrl(path, site.publicUrl) ?? path };
}
