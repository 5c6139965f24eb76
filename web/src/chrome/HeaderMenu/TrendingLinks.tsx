/**
 * The Trending menu's stories (spec 001 s2, s4): loaded once, on the first expansion of the
 * menu (or of its accordion section, or of the search panel: they share the one request), in
 * 3 columns (spec 001 s9), each with its time ago. A failure shows nothing (spec 001 s8).
 */
import { TRENDING_COLUMNS } from '@bytewire/site';
import { Link } from 'react-router-dom';
import { ContentDateTime } from '../../components/ContentDateTime';
import { useTrending } from '../data/trending';
import styles from './HeaderMenu.module.css';

function split<T>(items: readonly T[], columns: number): T[][] {
  const size = Math.ceil(items.length / columns);
  return Array.from({ length: columns }, (_, n) => items.slice(n * size, (n + 1) * size)).filter(
    (column) => column.length > 0,
  );
}

export function TrendingLinks({ active }: { active: boolean }) {
  const { items, status } = useTrending(active);
  if (status === 'loading' || status === 'idle') {
    return (
      <p className={styles.status} aria-busy="true">
        Loading trending stories…
      </p>
    );
  }
  if (items.length === 0) return null;
  return (
    <div className={`${styles.columns} ${styles.columnsTrending}`} data-trending-loaded="true">
      {split(items, TRENDING_COLUMNS).map((column, index) => (
        <ol key={index} className={`${styles.links} ${styles.linksTrending}`}>
          {column.map((story) => (
            <li key={story.id}>
              <Link to={story.url} className={styles.link}>
                {story.title}
              </Link>
              <span className={styles.linkMeta}>
                <ContentDateTime date={story.datePublished} />
              </span>
            </li>
          ))}
        </ol>
      ))}
    </div>
  );
}
