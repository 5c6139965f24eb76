/**
 * The newsletters as a list (the member area's Newsletters tab, the newsletters page's signup):
 * each with its name, what it is, and what the caller adds (how often it comes, whether the
 * reader gets it), its button beside.
 */
import type { ReactNode } from 'react';
import styles from './NewsletterList.module.css';

export function NewsletterList({ children }: { children: ReactNode }) {
  return <ul className={styles.root}>{children}</ul>;
}

interface NewsletterItemProps {
  name: string;
  description: string;
  /** How often it comes; no line when absent. */
  frequency?: string;
  /** Whether the reader gets it (empty while unknown); no line when absent. */
  state?: string;
  /** The newsletter's id, as `data-newsletter`. */
  newsletterId?: string;
  /** Its button. */
  action: ReactNode;
}

export function NewsletterItem({
  name,
  description,
  frequency,
  state,
  newsletterId,
  action,
}: NewsletterItemProps) {
  return (
    <li className={styles.item} data-newsletter={newsletterId} data-testid="newsletter-item">
      <div>
        <h3 className={styles.name}>{name}</h3>
        <p className={styles.description}>{description}</p>
        {frequency === undefined ? null : <p className={styles.frequency}>{frequency}</p>}
        {state === undefined ? null : (
          <p className={styles.state} data-testid="newsletter-state">
            {state}
          </p>
        )}
      </div>
      {action}
    </li>
  );
}
