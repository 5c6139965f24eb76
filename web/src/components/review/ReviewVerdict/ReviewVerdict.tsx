/**
 * A review's verdict (spec 001 s3), on the review page and in its AMP copy: the rating with
 * its label, good and bad, the bottom line and the sub-ratings, then where to buy.
 */
import type { Review } from '@bytewire/contracts';
import { useId } from 'react';
import { MerchantOffers } from '../MerchantOffers/MerchantOffers';
import { ProsCons } from '../ProsCons/ProsCons';
import { ReviewRating } from '../ReviewRating/ReviewRating';
import { SubRatings } from '../SubRatings/SubRatings';
import styles from './ReviewVerdict.module.css';

export function ReviewVerdict({ review }: { review: Review }) {
  const id = useId();
  return (
    <>
      <section
        className={styles.root}
        aria-labelledby={`${id}-verdict`}
        data-testid="review-verdict"
      >
        <div className={styles.head}>
          <h2 id={`${id}-verdict`}>Our verdict</h2>
          <ReviewRating rating={review.rating} />
        </div>
        <ProsCons pros={review.good ?? []} cons={review.bad ?? []} idPrefix={id} variant="review" />
        {review.bottomLine ? (
          <div className={styles.bottomLine} data-testid="review-bottom-line">
            <h3>The bottom line</h3>
            <p>{review.bottomLine}</p>
          </div>
        ) : null}
        <SubRatings ratings={review.subRatings ?? []} titleId={`${id}-ratings`} />
      </section>
      <MerchantOffers
        variant="review"
        offers={review.merchantOffers ?? []}
        techProduct={review.techProduct}
        titleId={`${id}-offers`}
      />
    </>
  );
}
