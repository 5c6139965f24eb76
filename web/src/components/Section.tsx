/** A titled part of a page, labelled by its heading, with an optional "see more" link. */
import { useId, type ReactNode } from 'react';
import { SiteLink } from './SiteLink';

interface SectionProps {
  title: string;
  children: ReactNode;
  more?: { text: string; url: string };
}

export function Section({ title, children, more }: SectionProps) {
  const headingId = useId();
  return (
    <section className="section" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      {children}
      {more ? (
        <p className="section__more">
          <SiteLink url={more.url}>{`${more.text} →`}</SiteLink>
        </p>
      ) : null}
    </section>
  );
}
