/**
 * A product review as read, on the review page and in its AMP copy: the header (Editors'
 * Choice above the headline), the verdict with where to buy, the product's specs, the body and
 * topic links, then about the author.
 */
import type { Review } from '@bytewire/contracts';
import { ReviewBody } from '../../body/ReviewBody';
import { AffiliateDisclosure } from '../../chrome/AffiliateDisclosure/AffiliateDisclosure';
import { hasAffiliateLinks } from '../../chrome/AffiliateDisclosure/commerce-story';
import { AuthorBio } from '../AuthorBio/AuthorBio';
import { EditorsChoiceBadge } from '../EditorsChoiceBadge/EditorsChoiceBadge';
import { StoryHeader } from '../StoryHeader/StoryHeader';
import { TopicLinks } from '../TopicLinks/TopicLinks';
import { ProductDetails } from './ProductDetails/ProductDetails';
import { ReviewVerdict } from './ReviewVerdict/ReviewVerdict';

export function ReviewStory({ review }: { review: Review }) {
  return (
    <>
      <StoryHeader
        story={review}
        badge={review.editorsChoice ? <EditorsChoiceBadge /> : undefined}
      />
      {hasAffiliateLinks(review) ? <AffiliateDisclosure /> : null}
      <ReviewVerdict review={review} />
      <ProductDetails product={review.techProduct} productName={review.preferredProductName} />
      <ReviewBody review={review} />
      <TopicLinks topics={review.topics} />
      <AuthorBio author={review.author} moreAuthors={review.moreAuthors} />
    </>
  );
}
