/**
 * The review's score out of 10 with its label (spec 001 s3): "8.7 /10 excellent". A review
 * without a rating shows only its label, 'not reviewed'. The score is a `<data value>`; in an
 * AMP document (amp-mode.ts) a span, since AMP refuses the `value` attribute of `<data>`.
 */
import { ratingLabelFor } from '@bytewire/contracts';
import { useAmpMode } from '../../../amp/amp-mode';
import { formatRating } from '../review-item';
import styles from './ReviewRating.module.css';

function RatingValue({ rating }: { rating: number }) {
  const amp = useAmpMode();
  const text = formatRating(rating);
  if (amp) {
    return (
      <span className={styles.value} data-testid="review-rating-value">
        {text}
      </span>
    );
  }
  return (
    <data className={styles.value} value={text} data-testid="review-rating-value">
      {text}
    </data>
  );
}

export function ReviewRating({ rating }: { rating: number | undefined }) {
  const label = ratingLabelFor(rating);
  return (
    <div className={styles.root} data-testid="review-rating">
      {rating !== undefined ? (
        <p className={styles.score} data-testid="review-rating-score">
          <span className="visually-hidden">Our rating: </span>
          <RatingValue rating={rating} />
          <span className={styles.scale}>
            <span aria-hidden="true">/10</span>
            <span className="visually-hidden"> out of 10</span>
          </span>
        </p>
      ) : null}
      <p className={styles.label} data-rating-label={label}>
        {label}
      </p>
    </div>
  );
}
