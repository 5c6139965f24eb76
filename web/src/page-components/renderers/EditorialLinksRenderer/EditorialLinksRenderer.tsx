/**
 * EditorialLinks (spec 000 s3: componentLabel, description, items with label, linkText,
 * linkUrl). Items that share one label (or none) are one list under the component's heading;
 * items under several labels (the HTML sitemap: Sections, Topics, About us) are one headed
 * list per label, in their first order.
 */
import { itemsOf, type EditorialLink, type PageComponent } from '@bytewire/contracts';
import { useId } from 'react';
import { EditorialLinkList } from '../../../components/EditorialLinkList/EditorialLinkList';
import { ComponentSection, listTitle } from '../../ComponentSection/ComponentSection';
import type { HeadingLevel, RendererProps } from '../../renderer-props';
import styles from './EditorialLinksRenderer.module.css';

function groupsOf(links: readonly EditorialLink[]): [string, EditorialLink[]][] {
  const groups = new Map<string, EditorialLink[]>();
  for (const link of links) {
    const label = link.label?.trim() ?? '';
    groups.set(label, [...(groups.get(label) ?? []), link]);
  }
  return [...groups];
}

function LinkList({ links }: { links: readonly EditorialLink[] }) {
  return <EditorialLinkList links={links} labels={false} />;
}

function LinkGroup({
  label,
  links,
  level,
}: {
  label: string;
  links: EditorialLink[];
  level: HeadingLevel;
}) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section
      className={styles.group}
      data-testid="editorial-links-group"
      aria-labelledby={headingId}
    >
      <Heading id={headingId}>{label}</Heading>
      <LinkList links={links} />
    </section>
  );
}

export function editorialLinksOf(component: PageComponent): readonly EditorialLink[] {
  return itemsOf(component, 'EditorialLinks');
}

export function EditorialLinksRenderer({ component, level, titled }: RendererProps) {
  const links = editorialLinksOf(component);
  if (links.length === 0) return null;
  const groups = groupsOf(links);
  if (groups.length > 1) {
    // The labels are the headings; a heading above them would only repeat the first.
    return (
      <ComponentSection component={component} title={undefined} level={level} titled={false}>
        {groups.map(([label, grouped]) =>
          label ? (
            <LinkGroup key={label} label={label} links={grouped} level={level} />
          ) : (
            <LinkList key="" links={grouped} />
          ),
        )}
      </ComponentSection>
    );
  }
  const [[label]] = groups;
  return (
    <ComponentSection
      component={component}
      title={component.list?.componentLabel || label || listTitle(component)}
      level={level}
      titled={titled}
      description={titled ? component.list?.description : undefined}
    >
      <LinkList links={links} />
    </ComponentSection>
  );
}
