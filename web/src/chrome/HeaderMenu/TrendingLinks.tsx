/**
 * The Trending menu's stories (spec 001 s2, s4): loaded once, on the first expansion of the
 * menu (or of its accordion section, or of the search panel: they share the one request), in
 * 3 columns (spec 001 s9), each with its time ago. A failure shows nothing (spec 001 s8).
 */
import { lazy, Suspense } from 'react';
import { withChunkReload } from '../../app/chunk-reload';
import { useTrending } from '../data/trending';
import styles from './HeaderMenu.module.css';

/** The loaded list: a chunk of its own, fetched with the stories on the menu's first opening. */
const TrendingColumns = lazy(withChunkReload(() => import('./TrendingColumns')));

export function TrendingLinks({ active }: { active: boolean }) {
  const { items, status } = useTrending(active);
  const loading = (
    <p className={styles.status} aria-busy="true">
      Loading trending stories…
    </p>
  );
  if (status === 'loading' || status === 'idle') return loading;
  if (items.length === 0) return null;
  return (
    <Suspense fallback={loading}>
      <TrendingColumns items={items} />
    </Suspense>
  );
}
