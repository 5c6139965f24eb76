/** The review's sub-ratings: each aspect with its score out of 10 and a bar drawn from it. */
import type { SubRating } from '@bytewire/contracts';
import { formatRating } from './review-item';

export function SubRatings({ ratings, titleId }: { ratings: SubRating[]; titleId: string }) {
  if (ratings.length === 0) return null;
  return (
    <div className="review-subratings">
      <h3 id={titleId}>Ratings</h3>
      <ul className="review-subratings__list" aria-labelledby={titleId}>
        {ratings.map((sub, i) => (
          <li key={sub.id || `${sub.name}-${i}`} className="review-subratings__item">
            <span className="review-subratings__name">{sub.name}</span>
            <span className="review-subratings__bar" aria-hidden="true">
              <span style={{ width: `${Math.round(sub.rating * 10)}%` }} />
            </span>
            <span className="review-subratings__value">
              {formatRating(sub.rating)}
              <span className="visually-hidden"> out of 10</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
