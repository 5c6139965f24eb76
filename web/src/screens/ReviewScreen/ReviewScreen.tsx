/**
 * A product review (route `review`, /product/{slug}/): headline, dek, byline with dates, hero
 * image, then the verdict (rating and its label, editors' choice, good and bad, bottom line,
 * sub-ratings), where to buy, the body and topic links (ReviewStory, shared with the AMP copy),
 * then the comments.
 */
import { reviewOf } from '../../components/review/review-item';
import { ReviewStory } from '../../components/review/ReviewStory';
import { StoryArticle } from '../../components/StoryArticle/StoryArticle';
import { CommentsSection } from '../../discussion/CommentsSection/CommentsSection';
import { PageHead } from '../../document/PageHead/PageHead';
import { storyCanonical, storyHeadLinks, storyHeadText } from '../../document/story-head';
import { ReviewJsonLd } from '../../seo/ReviewJsonLd';
import type { ScreenProps } from '../screen-props';

/** A page without a usable review still shows what it has, on the generic page screen. */
export const showsReview = ({ page }: ScreenProps) => reviewOf(page) !== undefined;

export function ReviewScreen(props: ScreenProps) {
  const { page } = props;
  const review = reviewOf(page);
  // Never: such a page shows on the generic page screen (showsReview).
  if (!review) return null;

  const canonical = storyCanonical(review, page);
  return (
    <StoryArticle>
      <PageHead
        {...storyHeadText(review, page)}
        {...storyHeadLinks(review)}
        canonical={canonical}
        noIndex={review.noIndex}
      />
      <ReviewJsonLd review={review} canonical={canonical} />
      <ReviewStory review={review} />
      <CommentsSection story={review} canonical={canonical} />
    </StoryArticle>
  );
}
