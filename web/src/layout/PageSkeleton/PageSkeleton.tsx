/**
 * The skeleton placeholder of the default layout (spec 001 s2): while a client navigation
 * loads the next page for longer than the minimum display delay (spec 001 s9, 200 ms), grey
 * blocks in the shape of a story stand in for it, so a slow answer does not leave the reader
 * looking at the page they are leaving.
 */
import { lazy, Suspense, useEffect, useState } from 'react';
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

/** The skeleton's markup: a chunk of its own, needed only once a navigation is slow. */
const SkeletonView = lazy(() =>
  import('./PageSkeletonView').then((m) => ({ default: m.PageSkeletonView })),
);

export function PageSkeleton() {
  return (
    <Suspense fallback={null}>
      <SkeletonView />
    </Suspense>
  );
}
