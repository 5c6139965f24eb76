/**
 * The candidates a page offers the decision service (spec 001 s3 "Recommendation item: title,
 * url, image"): the stories its lists link to (related stories, the next stories), each once,
 * the page's own story left out, only site paths the gateway takes, at most
 * MAX_RECOMMENDATION_OPTIONS, in the page's order (the holdout's control order).
 */
import type { ContentLink } from '@bytewire/contracts';
import { MAX_RECOMMENDATION_OPTIONS, RECOMMENDATION_OPTION_PATTERN } from '@bytewire/site';
import type { PageContent } from '../app/page-loader';
import { contentLinksOf } from '../content/component-items';

/**
 * The items' image preset: square, and the smallest at or above spec 001 s9's 72 px (the
 * presets have no 72); shown at 72x72.
 */
export const RECOMMENDATION_IMAGE_PRESET = 'square_80';

/** The path of the page's own story (its canonical URL may be absolute). */
function ownPath(canonical: string | undefined): string | undefined {
  if (!canonical) return undefined;
  try {
    return new URL(canonical, 'http://site.invalid').pathname;
  } catch {
    return undefined;
  }
}

export function recommendationCandidates(
  page: PageContent,
  canonical: string | undefined,
): ContentLink[] {
  const own = ownPath(canonical);
  const seen = new Set<string>(own ? [own] : []);
  const candidates: ContentLink[] = [];
  for (const link of page.components.flatMap((component) => contentLinksOf(component))) {
    if (!link.title || !RECOMMENDATION_OPTION_PATTERN.test(link.url) || seen.has(link.url))
      continue;
    seen.add(link.url);
    candidates.push(link);
    if (candidates.length === MAX_RECOMMENDATION_OPTIONS) break;
  }
  return candidates;
}
