/**
 * The review's score out of 10 with its label (spec 001 s3): "8.7 /10 excellent". A review
 * without a rating shows only its label, 'not reviewed'.
 */
import { ratingLabelFor } from '@bytewire/contracts';
import { formatRating } from './review-item';

export function ReviewRating({ rating }: { rating: number | undefined }) {
  const label = ratingLabelFor(rating);
  return (
    <div className="review-rating">
      {rating !== undefined ? (
        <p className="review-rating__score">
          <span className="visually-hidden">Our rating: </span>
          <data className="review-rating__value" value={formatRating(rating)}>
            {formatRating(rating)}
          </data>
          <span className="review-rating__scale">
            <span aria-hidden="true">/10</span>
            <span className="visually-hidden"> out of 10</span>
          </span>
        </p>
      ) : null}
      <p className="review-rating__label" data-rating-label={label}>
        {label}
      </p>
    </div>
  );
}
