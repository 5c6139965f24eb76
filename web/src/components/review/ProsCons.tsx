/**
 * What the editors like and dislike about a product, two lists labelled by their headings:
 * - `review`: the review page's verdict (and its AMP copy), "The good" and "The bad" under h3s,
 *   side by side from tablet width up (styles/review.css);
 * - `module`: a listicle or a review card in article text, "Like" and "Don't like" under h4s
 *   (styles/article-body.css).
 * An empty list is left out, and both empty leave nothing.
 */
type Side = 'pros' | 'cons';

export type ProsConsVariant = 'review' | 'module';

interface VariantStyle {
  /** The class of the two lists' wrapper. */
  block: string;
  /** The class of each list, also `${list}--${modifier}`. */
  list: string;
  heading: 'h3' | 'h4';
  /** Each side's modifier (in its class and its heading's id) and title. */
  sides: Record<Side, readonly [modifier: string, title: string]>;
}

const VARIANTS: Record<ProsConsVariant, VariantStyle> = {
  review: {
    block: 'review-good-bad',
    list: 'review-points',
    heading: 'h3',
    sides: { pros: ['good', 'The good'], cons: ['bad', 'The bad'] },
  },
  module: {
    block: 'pros-cons',
    list: 'pros-cons__list',
    heading: 'h4',
    sides: { pros: ['like', 'Like'], cons: ['dislike', 'Don\u2019t like'] },
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
  const [modifier, title] = style.sides[side];
  const id = `${idPrefix}-${modifier}`;
  const Heading = style.heading;
  return (
    <div className={`${style.list} ${style.list}--${modifier}`}>
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
    <div className={style.block}>
      <Points points={pros} side="pros" style={style} idPrefix={idPrefix} />
      <Points points={cons} side="cons" style={style} idPrefix={idPrefix} />
    </div>
  );
}
