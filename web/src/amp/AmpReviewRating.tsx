/**
 * ReviewRating for AMP documents: the same score out of 10 and label (spec 001 s3), with the
 * score in a span, since AMP refuses the `value` attribute of the `<data>` element.
 */
import { ratingLabelFor } from '@bytewire/contracts';
import { formatRating } from '../components/review/review-item';

export function AmpReviewRating({ rating }: { rating: number | undefined }) {
  const label = ratingLabelFor(rating);
  return (
    <div className="review-rating">
      {rating !== undefined ? (
        <p className="review-rating__score">
          <span className="visually-hidden">Our rating: </span>
          <span className="review-rating__value">{formatRating(rating)}</span>
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
