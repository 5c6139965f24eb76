/**
 * Calls `onApproach` once when the element comes within `margin` of the viewport (seamless
 * scrolling's loading margin, say; use-near.ts for a plain "has the reader come near").
 * `generation` renews the watch: after each page is added the marker below it is watched
 * afresh, so a marker still in view asks again at once.
 */
import { useEffect, type RefObject } from 'react';

export function useApproach(
  ref: RefObject<Element | null>,
  onApproach: () => void,
  { margin, active, generation }: { margin: string; active: boolean; generation: number },
): void {
  useEffect(() => {
    const element = ref.current;
    if (!active || !element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        onApproach();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, onApproach, margin, active, generation]);
}
