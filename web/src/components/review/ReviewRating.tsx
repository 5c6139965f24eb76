/**
 * The review's score out of 10 with its label (spec 001 s3): "8.7 /10 excellent". A review
 * without a rating shows only its label, 'not reviewed'. The score is a `<data value>`; in an
 * AMP document (amp-mode.ts) a span, since AMP refuses the `value` attribute of `<data>`.
 */
import { ratingLabelFor } from '@bytewire/contracts';
import { useAmpMode } from '../../amp/amp-mode';
import { formatRating } from './review-item';

function RatingValue({ rating }: { rating: number }) {
  const amp = useAmpMode();
  const text = formatRating(rating);
  if (amp) return <span className="review-rating__value">{text}</span>;
  return (
    <data className="review-rating__value" value={text}>
      {text}
    </data>
  );
}

export function ReviewRating({ rating }: { rating: number | undefined }) {
  const label = ratingLabelFor(rating);
  return (
    <div className="review-rating">
      {rating !== undefined ? (
        <p className="review-rating__score">
          <span className="visually-hidden">Our rating: </span>
          <RatingValue rating={rating} />
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
