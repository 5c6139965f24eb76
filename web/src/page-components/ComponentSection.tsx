/**
 * The frame of a rendered component: a section labelled by its heading (at the level the
 * caller gives) with the listing's description and "see more" link, or a plain wrapper when
 * the component is untitled.
 */
import type { PageComponent } from '@bytewire/contracts';
import { useId, type ReactNode } from 'react';
import { SiteLink } from '../components/SiteLink';
import type { HeadingLevel } from './renderer-props';

interface ComponentSectionProps {
  component: PageComponent;
  title: string | undefined;
  level: HeadingLevel;
  titled: boolean;
  children: ReactNode;
  /** Shown under the heading. */
  description?: string;
}

/** A listing's heading: its own title or label, else the component's display name. */
export function listTitle(component: PageComponent): string | undefined {
  const { list, meta } = component;
  return list?.title || list?.componentLabel || meta.componentDisplayName || undefined;
}

function moreLink(component: PageComponent) {
  const { viewMoreText, viewMoreUrl } = component.list ?? {};
  return viewMoreText && viewMoreUrl ? { text: viewMoreText, url: viewMoreUrl } : undefined;
}

export function ComponentSection({
  component,
  title,
  level,
  titled,
  children,
  description,
}: ComponentSectionProps) {
  const headingId = useId();
  const type = component.meta.componentType;
  const className = `page-component page-component--${type.toLowerCase()}`;
  const more = moreLink(component);
  const footer = more ? (
    <p className="section__more">
      <SiteLink url={more.url}>{`${more.text} →`}</SiteLink>
    </p>
  ) : null;
  if (!titled || !title) {
    return (
      <div className={className} data-component={component.meta.componentName}>
        {children}
        {footer}
      </div>
    );
  }
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={className}
      aria-labelledby={headingId}
      data-component={component.meta.componentName}
    >
      <Heading id={headingId} className="page-component__title">
        {title}
      </Heading>
      {description ? <p className="page-component__description">{description}</p> : null}
      {children}
      {footer}
    </section>
  );
}
