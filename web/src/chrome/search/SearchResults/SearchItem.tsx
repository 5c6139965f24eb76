/**
 * One story in the search panel (trending or suggested): its square image (SEARCH_IMAGE_SIZE,
 * shown at 86 px), its title as a client-side link, and a line under it (time ago or topic).
 * An item whose URL is not a path of this site is left out (spec 000 s5).
 */
import type { Image } from '@bytewire/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { ContentImage } from '../../../components/ContentImage';
import { linkTarget } from '../../../content/link-target';
import { SEARCH_IMAGE_SIZE } from '../search-limits';
import styles from './SearchResults.module.css';

interface SearchItemProps {
  url: string;
  title: string;
  image: Image | undefined;
  meta: ReactNode;
  onNavigate?: () => void;
}

export function SearchItem({ url, title, image, meta, onNavigate }: SearchItemProps) {
  const target = linkTarget(url, window.location.origin);
  if (target.kind !== 'internal') return null;
  return (
    <li className={styles.item} data-testid="search-panel-item">
      <div className={styles.thumb}>
        <ContentImage
          image={image}
          size={SEARCH_IMAGE_SIZE}
          sizes="86px"
          className={styles.image}
          decorative
        />
      </div>
      <div className={styles.text}>
        <Link to={target.to} className={styles.title} onClick={onNavigate}>
          {title}
        </Link>
        {meta ? (
          <span className={styles.meta} data-testid="search-panel-meta">
            {meta}
          </span>
        ) : null}
      </div>
    </li>
  );
}
