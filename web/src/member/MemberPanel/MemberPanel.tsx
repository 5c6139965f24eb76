/**
 * A tab's panel of the member area: a region named by its title, and the lines that say what
 * went wrong (role="alert") or what was done (role="status"), hidden while empty.
 */
import type { ReactNode } from 'react';
import styles from './MemberPanel.module.css';

interface MemberPanelProps {
  /** The title's id, which names the region. */
  titleId: string;
  title: string;
  children: ReactNode;
}

export function MemberPanel({ titleId, title, children }: MemberPanelProps) {
  return (
    <section aria-labelledby={titleId}>
      <h2 id={titleId} className={styles.title}>
        {title}
      </h2>
      {children}
    </section>
  );
}

export function PanelAlert({ children, id }: { children: ReactNode; id?: string }) {
  return (
    <p id={id} className={styles.alert} role="alert">
      {children}
    </p>
  );
}

export function PanelStatus({ children }: { children: ReactNode }) {
  return (
    <p className={styles.status} role="status">
      {children}
    </p>
  );
}
