/** The review's sub-ratings: each aspect with its score out of 10 and a bar drawn from it. */
import type { SubRating } from '@bytewire/contracts';
import { formatRating } from '../review-item';
import styles from './SubRatings.module.css';

export function SubRatings({ ratings, titleId }: { ratings: SubRating[]; titleId: string }) {
  if (ratings.length === 0) return null;
  return (
    <div className={styles.root} data-testid="review-subratings">
      <h3 id={titleId}>Ratings</h3>
      <ul className={styles.list} aria-labelledby={titleId}>
        {ratings.map((sub, i) => (
          <li key={sub.id || `${sub.name}-${i}`} className={styles.item}>
            <span className={styles.name}>{sub.name}</span>
            <span className={styles.bar} aria-hidden="true">
              <span style={{ width: `${Math.round(sub.rating * 10)}%` }} />
            </span>
            <span className={styles.value}>
              {formatRating(sub.rating)}
              <span className="visually-hidden"> out of 10</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
