import { listing, object, type ComponentSpec } from '../components';
import { missingContent, type PageBody } from '../page-body';
import type { PageContext } from '../page-context';
import { relatedTo } from './related';

const REVIEW: ComponentSpec = { name: 'review', displayName: 'Review', type: 'Review' };

/** A product page: the review with its rating, verdict and offers, and related reviews. */
export function reviewPage(ctx: PageContext): PageBody {
  const entry = ctx.index.find('review', ctx.req.slug);
  if (!entry) return missingContent(ctx, REVIEW, 'review');
  const review = entry.item;
  const related = relatedTo(ctx.index, entry, ['review'], 4);
  return {
    id: review.id,
    meta: {
      title: review.titleTag ?? review.headline ?? review.slug,
      description: review.seoMetaDescription ?? review.dek,
      canonicalUrl: review.canonicalUrl,
      noIndex: review.noIndex,
      relNext: review.relNext,
      relPrev: review.relPrev,
    },
    components: [
      object(ctx, REVIEW, { ...review, relatedObjects: related }),
      listing(
        ctx,
        { name: 'relatedReviews', displayName: 'Related reviews', type: 'ContentList' },
        related,
        {
          list: { title: 'More reviews', viewMoreUrl: '/reviews/', viewMoreText: 'All reviews' },
        },
      ),
    ],
  };
}
