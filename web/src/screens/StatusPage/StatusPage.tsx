/**
 * The frame of the status screens (the 404 page, the error screen, the last-resort fallback):
 * the status code above the title, the text, and an image beside it on wide screens.
 */
import type { ReactNode } from 'react';
import styles from './StatusPage.module.css';

const TITLE_ID = 'status-page-title';

interface StatusPageProps {
  /** "Error 404": above the title. */
  code?: string;
  title: string;
  /** The last resort announces itself (role="alert"); the others are labelled by the title. */
  alert?: boolean;
  image?: ReactNode;
  children: ReactNode;
}

export function StatusPage({ code, title, alert, image, children }: StatusPageProps) {
  const labelling = alert ? { role: 'alert' } : { 'aria-labelledby': TITLE_ID };
  return (
    <section className={styles.root} {...labelling}>
      <div>
        {code ? <p className={styles.code}>{code}</p> : null}
        <h1 id={alert ? undefined : TITLE_ID}>{title}</h1>
        {children}
      </div>
      {image}
    </section>
  );
}

/** The explanatory paragraph of a status screen, in the muted text colour. */
export function StatusText({ children }: { children: ReactNode }) {
  return <p className={styles.text}>{children}</p>;
}
