/**
 * A product review as an AMP page: the review page's story (ReviewStory: header, verdict, where
 * to buy, the body sanitised in AMP mode, topic links) under the AMP head.
 */
import type { Review } from '@bytewire/contracts';
import type { RouteDefinition, RouteParams } from '@bytewire/routes';
import type { PageContent } from '../app/page-loader';
import { ReviewStory } from '../components/review/ReviewStory';
import { StoryArticle } from '../components/StoryArticle/StoryArticle';
import { storyCanonical, storyHeadText } from '../document/story-head';
import { ReviewJsonLd } from '../seo/ReviewJsonLd';
import { useAmpCanonical } from './amp-canonical';
import { AmpHead } from './AmpHead';

interface AmpReviewProps {
  review: Review;
  page: PageContent;
  route: RouteDefinition;
  params: RouteParams;
}

export function AmpReview({ review, page, route, params }: AmpReviewProps) {
  const canonical = useAmpCanonical(route, params, storyCanonical(review, page));
  return (
    <StoryArticle>
      <AmpHead
        {...storyHeadText(review, page)}
        canonicalUrl={canonical.url}
        noIndex={review.noIndex}
      />
      <ReviewJsonLd review={review} canonical={canonical.path} />
      <ReviewStory review={review} />
    </StoryArticle>
  );
}
