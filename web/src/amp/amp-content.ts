/**
 * What an AMP route shows, from its loaded page: the article, gallery or review its screen
 * names, read as the non-AMP screens read it. Undefined when the page has none (or the
 * route is no AMP route): such a page is rendered as any other, not as an AMP document.
 */
import type { Article, Gallery, Review } from '@bytewire/contracts';
import type { RouteDefinition } from '@bytewire/routes';
import type { PageContent } from '../app/page-loader';
import { reviewOf } from '../components/review/review-item';
import { firstItemOf } from '../content/component-items';
import { galleryOf } from '../gallery/gallery-item';
import { galleryItems } from '../gallery/gallery-slides';

export type AmpContent =
  | { kind: 'article'; article: Article }
  | { kind: 'gallery'; gallery: Gallery }
  | { kind: 'review'; review: Review };

export function ampContentOf(route: RouteDefinition, page: PageContent): AmpContent | undefined {
  if (route.layout !== 'amp') return undefined;
  switch (route.screen) {
    case 'article': {
      const article = firstItemOf(page, 'Article');
      return article ? { kind: 'article', article } : undefined;
    }
    case 'gallery': {
      const gallery = galleryOf(page);
      // A gallery without photos is the 404 page's business (see GalleryScreen).
      return gallery && galleryItems(gallery).length > 0 ? { kind: 'gallery', gallery } : undefined;
    }
    case 'review': {
      const review = reviewOf(page);
      return review ? { kind: 'review', review } : undefined;
    }
    default:
      return undefined;
  }
}
