/** Other stories on the subject, placed in or after the body (see related-injection.ts). */
import type { ContentLink } from '@bytewire/contracts';
import { useId } from 'react';
import { SiteLink } from '../../../components/SiteLink';
import styles from './RelatedStories.module.css';

export const RELATED_STORIES_TITLE = 'Related stories';

export function RelatedStories({ links }: { links: readonly ContentLink[] }) {
  const id = useId();
  if (links.length === 0) return null;
  return (
    <section className={styles.root} aria-labelledby={id} data-testid="related-stories">
      <h2 id={id} className={styles.title}>
        {RELATED_STORIES_TITLE}
      </h2>
      <ul>
        {links.map((link) => (
          <li key={link.id || link.url}>
            <SiteLink url={link.url}>{link.title}</SiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
