/**
 * The recommendation items, loaded once the page has hydrated: the server renders none (the
 * decision is the reader's, asked from the browser), so their code (and the consent and
 * session modules it reads) stays off the article's first load. A chunk that fails to load
 * shows nothing, as the empty decision does.
 */
import type { ContentLink } from '@bytewire/contracts';
import { lazy, Suspense } from 'react';
import { useHydrated } from '../browser/use-hydrated';
import { useImageResize } from '../images/image-resize';
import { imageSources } from '../images/image-sources';
import { RECOMMENDATION_IMAGE_PRESET } from './recommendation-candidates';

const Recommendations = lazy(() =>
  import('./Recommendations/Recommendations')
    .then(({ Recommendations }) => ({ default: Recommendations }))
    .catch(() => ({ default: () => null })),
);

export function LazyRecommendations({ candidates }: { candidates: readonly ContentLink[] }) {
  const resize = useImageResize();
  // On the server: the candidates' images signed into the page (server/image-signatures.ts),
  // so that the items the browser shows load from signed resize URLs at once, not through the
  // signing redirect. What is signed is not shown: the server renders no item.
  if (typeof window === 'undefined') {
    for (const link of candidates) imageSources(link.image, resize, RECOMMENDATION_IMAGE_PRESET);
  }
  const hydrated = useHydrated();
  if (!hydrated || candidates.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <Recommendations candidates={candidates} />
    </Suspense>
  );
}
