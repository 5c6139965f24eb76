/** The skeleton placeholder's blocks (see PageSkeleton.tsx), loaded on the first slow navigation. */
export function PageSkeletonView() {
  return (
    <div className="page-skeleton" role="status" aria-label="Loading the page">
      <div className="skeleton page-skeleton__line page-skeleton__line--kicker" />
      <div className="skeleton page-skeleton__line page-skeleton__line--title" />
      <div className="skeleton page-skeleton__line page-skeleton__line--title page-skeleton__line--short" />
      <div className="skeleton page-skeleton__media" />
      {[0, 1, 2, 3].map((n) => (
        <div key={n} className="skeleton page-skeleton__line" />
      ))}
    </div>
  );
}
