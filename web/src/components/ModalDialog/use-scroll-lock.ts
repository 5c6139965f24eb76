/**
 * Locks the page scroll (scroll-lock.ts) while `locked` is true and the component is mounted.
 * The lock loads on first use: the header's accordion needs it only once a reader opens it, and
 * the entry's JavaScript, which every reader downloads before the page hydrates, need not carry
 * it (scripts/bundle-size.mjs). A lock that arrives after the flag cleared is never taken.
 */
import { useEffect } from 'react';
import { withChunkReload } from '../../app/chunk-reload';

const loadScrollLock = withChunkReload(() => import('./scroll-lock'));

export function useScrollLock(locked: boolean): void {
  useEffect(() => {
    if (!locked) return undefined;
    let live = true;
    let unlock: (() => void) | undefined;
    void loadScrollLock().then(({ lockPageScroll }) => {
      if (live) unlock = lockPageScroll();
    });
    return () => {
      live = false;
      unlock?.();
    };
  }, [locked]);
}
