/**
 * The Innovation Award of a product (spec 000 s3 ReviewCard: innovationAward, with the
 * innovation date, month and year), as a badge that says so in words, with its month and year
 * when given ("Innovation Award, March 2026"); the trophy beside it is decoration. Nothing
 * for a product without the award.
 */
import styles from './InnovationAward.module.css';

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

interface InnovationAwardProps {
  awarded: boolean | undefined;
  year?: number;
  /** 1 to 12. */
  month?: number;
}

/** "March 2026", "2026", or undefined without a usable year. */
export function awardDate(year: number | undefined, month: number | undefined): string | undefined {
  if (!Number.isInteger(year) || (year as number) < 1900) return undefined;
  const name = Number.isInteger(month) ? MONTHS[(month as number) - 1] : undefined;
  return name ? `${name} ${year}` : String(year);
}

export function InnovationAward({ awarded, year, month }: InnovationAwardProps) {
  if (awarded !== true) return null;
  const date = awardDate(year, month);
  return (
    <p className={styles.root} data-testid="innovation-award">
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path d="M7 3h10v2h3v3a4 4 0 0 1-4 4h-.3A5 5 0 0 1 13 14.9V18h3v3H8v-3h3v-3.1A5 5 0 0 1 8.3 12H8a4 4 0 0 1-4-4V5h3V3zm0 4H6v1a2 2 0 0 0 1 1.7V7zm10 0v2.7A2 2 0 0 0 18 8V7h-1z" />
      </svg>
      <span>
        Innovation Award
        {date ? <span className={styles.date}>{`, ${date}`}</span> : null}
      </span>
    </p>
  );
}
