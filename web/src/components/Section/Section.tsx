/** A titled part of a page, labelled by its heading, with an optional "see more" link. */
import { useId, type ReactNode } from 'react';
import { SiteLink } from '../SiteLink';
import styles from './Section.module.css';

interface SectionProps {
  title: string;
  children: ReactNode;
  more?: { text: string; url: string };
}

/** The "see more" link under a list (a section's, a page component's). */
export function SectionMore({ more }: { more: { text: string; url: string } }) {
  return (
    <p className={styles.more}>
      <SiteLink url={more.url}>{`${more.text} →`}</SiteLink>
    </p>
  );
}

export function Section({ title, children, more }: SectionProps) {
  const headingId = useId();
  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      {more ? <SectionMore more={more} /> : null}
    </section>
  );
}
