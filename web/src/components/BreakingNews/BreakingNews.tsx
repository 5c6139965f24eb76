/** The breaking-news strip above the front door's lead story. */
import type { ContentLink } from '@bytewire/contracts';
import { SiteLink } from '../SiteLink';
import styles from './BreakingNews.module.css';

export function BreakingNews({ link }: { link: ContentLink }) {
  return (
    <aside className={styles.root} aria-label="Breaking news">
      <strong className={styles.label}>Breaking</strong>
      <SiteLink url={link.url}>{link.title}</SiteLink>
    </aside>
  );
}
