/** The h1 of a listing page, with its description. */
import type { ReactNode } from 'react';
import styles from './PageHeading.module.css';

interface PageHeadingProps {
  title: string;
  description?: string;
}

/** A page's description under its heading (muted, a measure wide); a teaser's dek too. */
export function PageDescription({ children }: { children: ReactNode }) {
  return <p className={styles.description}>{children}</p>;
}

export function PageHeading({ title, description }: PageHeadingProps) {
  return (
    <header className={styles.root}>
      <h1>{title}</h1>
      {description ? <PageDescription>{description}</PageDescription> : null}
    </header>
  );
}
