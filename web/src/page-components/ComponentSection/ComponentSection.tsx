/**
 * The frame of a rendered component: a section labelled by its heading (at the level the
 * caller gives) with the listing's description and "see more" link, or a plain wrapper when
 * the component is untitled.
 */
import type { PageComponent } from '@bytewire/contracts';
import { useId, type ReactNode } from 'react';
import { classNames } from '../../components/class-names';
import { useContainerClasses } from '../../components/container-classes';
import { SectionMore } from '../../components/Section/Section';
import type { HeadingLevel } from '../renderer-props';
import styles from './ComponentSection.module.css';

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

/**
 * The class of a component's root (this frame's, a teaser's, a titled feature's): the frame's
 * styles, the type (`page-component--contentlist`, unstyled) and what a container adds.
 */
export function useComponentClassName(type: string): string {
  const container = useContainerClasses();
  return classNames(styles.root, `page-component--${type.toLowerCase()}`, container.pageComponent);
}

/** A component's description under its heading. */
export function ComponentDescription({ children }: { children: ReactNode }) {
  return <p className={styles.description}>{children}</p>;
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
  const className = useComponentClassName(type);
  const more = moreLink(component);
  const footer = more ? <SectionMore more={more} /> : null;
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
      {description ? <ComponentDescription>{description}</ComponentDescription> : null}
      {children}
      {footer}
    </section>
  );
}
