/**
 * The Trending menu's loaded stories in 3 columns (spec 001 s9), each with its time ago. A
 * chunk of its own: the list exists only after the reader opens the menu (the server always
 * prints the loading line), so its links and the date formatting stay out of the first load.
 */
import { TRENDING_COLUMNS } from '@bytewire/site';
import { Link } from 'react-router-dom';
import { ContentDateTime } from '../../components/ContentDateTime';
import type { TrendingItem } from '@bytewire/contracts';
import styles from './HeaderMenu.module.css';

function split<T>(items: readonly T[], columns: number): T[][] {
  const size = Math.ceil(items.length / columns);
  return Array.from({ length: columns }, (_, n) => items.slice(n * size, (n + 1) * size)).filter(
    (column) => column.length > 0,
  );
}

export default function TrendingColumns({ items }: { items: readonly TrendingItem[] }) {
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
