/**
 * Locks page scrolling while `locked` (spec 001 s4: the accordion locks it while open). The
 * page keeps its scroll position: only overflow changes, on <html>, and it is put back as it was.
 */
import { useEffect } from 'react';

export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    root.dataset.scrollLocked = 'true';
    return () => {
      root.style.overflow = previous;
      delete root.dataset.scrollLocked;
    };
  }, [locked]);
}
