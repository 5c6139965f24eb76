import { usePageLocation } from '../app/page-location';
import { useRootData } from '../app/use-root-data';
import { absoluteUrl } from '../seo/absolute-url';

/** The page's absolute canonical URL, as PageHead makes it: the given one, else this path. */
export function useCanonicalUrl(canonical: string | undefined): string {
  const { site } = useRootData();
  const { pathname } = usePageLocation();
  return absoluteUrl(canonical || pathname, site.publicUrl) ?? pathname;
}
