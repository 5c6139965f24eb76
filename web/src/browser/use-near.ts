/**
 * Whether an element has come within `margin` of the viewport (once `active`): false until
 * then, true from then on. For what a page loads only as the reader comes near a part of it
 * (the comments, the recommendations, seamless scrolling's feed), so that a reader who never
 * gets there never fetches it. Never true where there is no IntersectionObserver.
 */
import { useCallback, useState, type RefObject } from 'react';
import { useApproach } from './use-approach';

export function useNear(ref: RefObject<Element | null>, margin: string, active: boolean): boolean {
  const [near, setNear] = useState(false);
  const onApproach = useCallback(() => setNear(true), []);
  useApproach(ref, onApproach, { margin, active: active && !near, generation: 0 });
  return near;
}
