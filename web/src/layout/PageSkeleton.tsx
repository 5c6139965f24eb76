/**
 * The skeleton placeholder of the default layout (spec 001 s2): while a client navigation
 * loads the next page for longer than the minimum display delay (spec 001 s9, 200 ms), grey
 * blocks in the shape of a story stand in for it, so a slow answer does not leave the reader
 * looking at the page they are leaving.
 */
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router-dom';

/** Spec 001 s9 "Minimum display delay for fetches 200 ms". */
export const SKELETON_DELAY_MS = 200;

export function useSkeleton(): boolean {
  const loading = useNavigation().state === 'loading';
  // The navigation whose delay has run out: shown only while that same navigation loads.
  const [late, setLate] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = setTimeout(() => setLate(true), SKELETON_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLate(false);
    };
  }, [loading]);
  return loading && late;
}

export function PageSkeleton() {
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
