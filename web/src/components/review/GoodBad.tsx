/** The review's good and bad points, side by side from tablet width up. */
interface GoodBadProps {
  good: string[];
  bad: string[];
  idPrefix: string;
}

function PointList({
  title,
  points,
  modifier,
  id,
}: {
  title: string;
  points: string[];
  modifier: 'good' | 'bad';
  id: string;
}) {
  if (points.length === 0) return null;
  return (
    <div className={`review-points review-points--${modifier}`}>
      <h3 id={id}>{title}</h3>
      <ul aria-labelledby={id}>
        {points.map((point, i) => (
          <li key={`${i}-${point}`}>{point}</li>
        ))}
      </ul>
    </div>
  );
}

export function GoodBad({ good, bad, idPrefix }: GoodBadProps) {
  if (good.length === 0 && bad.length === 0) return null;
  return (
    <div className="review-good-bad">
      <PointList title="The good" points={good} modifier="good" id={`${idPrefix}-good`} />
      <PointList title="The bad" points={bad} modifier="bad" id={`${idPrefix}-bad`} />
    </div>
  );
}
