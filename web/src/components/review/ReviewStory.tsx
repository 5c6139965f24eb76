/**
 * A product review as read, on the review page and in its AMP copy: the header (Editors'
 * Choice above the headline), the verdict with where to buy, the body and topic links.
 */
import type { Review } from '@bytewire/contracts';
import { ReviewBody } from '../../body/ReviewBody';
import { StoryHeader } from '../StoryHeader/StoryHeader';
import { TopicLinks } from '../TopicLinks/TopicLinks';
import { ReviewVerdict } from './ReviewVerdict/ReviewVerdict';

export function ReviewStory({ review }: { review: Review }) {
  return (
    <>
      <StoryHeader
        story={review}
        badge={
          review.editorsChoice ? <p className="review-badge">Editors&rsquo; Choice</p> : undefined
        }
      />
      <ReviewVerdict review={review} />
      <ReviewBody review={review} />
      <TopicLinks topics={review.topics} />
    </>
  );
}
