/**
 * Review rating labels (spec 001 s3). Ratings run from 0 to 10 in steps of 0.1; each whole
 * band has one label, from abysmal below 1 to spectacular at a perfect 10.
 */
export const RATING_LABELS = [
  'spectacular',
  'outstanding',
  'excellent',
  'very good',
  'good',
  'OK',
  'fair',
  'mediocre',
  'poor',
  'terrible',
  'abysmal',
  'not reviewed',
  'first take',
] as const;
export type RatingLabel = (typeof RATING_LABELS)[number];

/** Labels of the bands 0 (below 1) to 9 (9.0 to 9.9); 10 is spectacular. */
const BANDS: readonly RatingLabel[] = [
  'abysmal',
  'terrible',
  'poor',
  'mediocre',
  'fair',
  'OK',
  'good',
  'very good',
  'excellent',
  'outstanding',
];

/**
 * The label of a rating. No rating reads 'not reviewed'; a first-take (hands-on) piece has
 * no verdict yet and reads 'first take' whatever its number.
 */
export function ratingLabelFor(rating: number | undefined, firstTake = false): RatingLabel {
  if (firstTake) return 'first take';
  if (rating === undefined || !Number.isFinite(rating) || rating < 0 || rating > 10) {
    return 'not reviewed';
  }
  // Ratings carry one decimal; round first so that float noise (6.9999) lands in band 7.
  const band = Math.floor(Math.round(rating * 10) / 10);
  return band >= 10 ? 'spectacular' : BANDS[band];
}

/** A 0-10 rating as 0-5 stars in half steps. */
export function starRatingFor(rating: number): number {
  return Math.round(rating) / 2;
}
