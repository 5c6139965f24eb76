/**
 * What the editors like and dislike about a product, two lists labelled by their headings:
 * - `review`: the review page's verdict (and its AMP copy), "The good" and "The bad" under h3s,
 *   side by side from tablet width up (ProsCons.module.css);
 * - `module`: a listicle or a review card in article text, "Like" and "Don't like" under h4s.
 * Both styled by ProsCons.module.css.
 * An empty list is left out, and both empty leave nothing.
 */
import styles from './ProsCons.module.css';

type Side = 'pros' | 'cons';

export type ProsConsVariant = 'review' | 'module';

interface VariantStyle {
  /** The class of the two lists' wrapper, and its hook for tests (data-testid). */
  block: string;
  blockTestId: string;
  /** Each list's hook for tests: `${testId}-${modifier}`. */
  testId: string;
  heading: 'h3' | 'h4';
  /** Each side's modifier (in its heading's id), title and the classes of its list. */
  sides: Record<Side, readonly [modifier: string, title: string, className: string]>;
}

const VARIANTS: Record<ProsConsVariant, VariantStyle> = {
  review: {
    block: styles.goodBad,
    blockTestId: 'review-good-bad',
    testId: 'review-points',
    heading: 'h3',
    sides: {
      pros: ['good', 'The good', `${styles.points} ${styles.good}`],
      cons: ['bad', 'The bad', `${styles.points} ${styles.bad}`],
    },
  },
  module: {
    block: styles.sides,
    blockTestId: 'pros-cons',
    testId: 'pros-cons',
    heading: 'h4',
    sides: {
      pros: ['like', 'Like', styles.like],
      cons: ['dislike', 'Don\u2019t like', styles.dislike],
    },
  },
};

interface ProsConsProps {
  pros: readonly string[];
  cons: readonly string[];
  /** Unique per use (useId): the lists are labelled by their headings' ids. */
  idPrefix: string;
  variant: ProsConsVariant;
}

function Points({
  points,
  side,
  style,
  idPrefix,
}: {
  points: readonly string[];
  side: Side;
  style: VariantStyle;
  idPrefix: string;
}) {
  if (points.length === 0) return null;
  const [modifier, title, className] = style.sides[side];
  const id = `${idPrefix}-${modifier}`;
  const Heading = style.heading;
  return (
    <div className={className} data-testid={`${style.testId}-${modifier}`}>
      <Heading id={id}>{title}</Heading>
      <ul aria-labelledby={id}>
        {points.map((point, i) => (
          <li key={`${i}-${point}`}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

export function ProsCons({ pros, cons, idPrefix, variant }: ProsConsProps) {
  if (pros.length === 0 && cons.length === 0) return null;
  const style = VARIANTS[variant];
  return (
    <div className={style.block} data-testid={style.blockTestId}>
      <Points points={pros} side="pros" style={style} idPrefix={idPrefix} />
      <Points points={cons} side="cons" style={style} idPrefix={idPrefix} />
    </div>
  );
}
