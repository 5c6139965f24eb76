/** What the editors like and dislike about a product, in a listicle or a review card. */
interface ProsConsProps {
  like: readonly string[];
  dislike: readonly string[];
  /** Unique per module: the lists are labelled by their headings. */
  idPrefix: string;
}

function Points({
  title,
  points,
  id,
  modifier,
}: {
  title: string;
  points: readonly string[];
  id: string;
  modifier: 'like' | 'dislike';
}) {
  if (points.length === 0) return null;
  return (
    <div className={`pros-cons__list pros-cons__list--${modifier}`}>
      <h4 id={id}>{title}</h4>
      <ul aria-labelledby={id}>
        {points.map((point, i) => (
          <li key={`${i}-${point}`}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

export function ProsCons({ like, dislike, idPrefix }: ProsConsProps) {
  if (like.length === 0 && dislike.length === 0) return null;
  return (
    <div className="pros-cons">
      <Points title="Like" points={like} id={`${idPrefix}-like`} modifier="like" />
      <Points
        title={'Don\u2019t like'}
        points={dislike}
        id={`${idPrefix}-dislike`}
        modifier="dislike"
      />
    </div>
  );
}
