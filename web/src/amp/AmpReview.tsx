/**
 * A product review as an AMP page: the review screen's header, verdict (rating with its label,
 * editors' choice, good and bad, bottom line, sub-ratings), where to buy, the body (sanitised,
 * in AMP mode) and topic links.
 */
import type { Review } from '@bytewire/contracts';
import type { RouteDefinition, RouteParams } from '@bytewire/routes';
import { useId } from 'react';
import type { PageContent } from '../app/page-loader';
import { ReviewBody } from '../body/ReviewBody';
import { GoodBad } from '../components/review/GoodBad';
import { MerchantOffers } from '../components/review/MerchantOffers';
import { SubRatings } from '../components/review/SubRatings';
import { TopicLinks } from '../components/TopicLinks';
import { ReviewJsonLd } from '../seo/ReviewJsonLd';
import { useAmpCanonical } from './amp-canonical';
import { AmpHead } from './AmpHead';
import { AmpReviewRating } from './AmpReviewRating';
import { AmpStoryHeader } from './AmpStoryHeader';

interface AmpReviewProps {
  review: Review;
  page: PageContent;
  route: RouteDefinition;
  params: RouteParams;
}

export function AmpReview({ review, page, route, params }: AmpReviewProps) {
  const id = useId();
  const canonical = useAmpCanonical(route, params);
  return (
    <article className="article review">
      <AmpHead
        title={review.titleTag || review.headline}
        description={review.seoMetaDescription || review.dek || page.meta.description}
        canonicalUrl={canonical.url}
        noIndex={review.noIndex}
      />
      <ReviewJsonLd
        review={review}
        canonical={review.canonicalUrl || page.meta.canonicalUrl || canonical.path}
      />
      <AmpStoryHeader
        headline={review.headline}
        dek={review.dek}
        author={review.author}
        published={review.datePublished}
        updated={review.dateUpdated}
        image={review.image}
        badge={
          review.editorsChoice ? <p className="review-badge">Editors&rsquo; Choice</p> : undefined
        }
      />
      <section className="review-verdict" aria-labelledby={`${id}-verdict`}>
        <div className="review-verdict__head">
          <h2 id={`${id}-verdict`}>Our verdict</h2>
          <AmpReviewRating rating={review.rating} />
        </div>
        <GoodBad good={review.good ?? []} bad={review.bad ?? []} idPrefix={id} />
        {review.bottomLine ? (
          <div className="review-bottom-line">
            <h3>The bottom line</h3>
            <p>{review.bottomLine}</p>
          </div>
        ) : null}
        <SubRatings ratings={review.subRatings ?? []} titleId={`${id}-ratings`} />
      </section>
      <MerchantOffers offers={review.merchantOffers ?? []} titleId={`${id}-offers`} />
      <ReviewBody review={review} />
      <TopicLinks topics={review.topics} />
    </article>
  );
}
