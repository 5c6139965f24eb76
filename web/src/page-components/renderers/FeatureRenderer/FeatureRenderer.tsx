/**
 * Feature (spec 000 s3): a feature page laid out as rows of columns on a 12-column grid; each
 * column spans its colspan, may carry a label, holds components (through the registry, as
 * teasers and listings) and may hold rows of its own. Cells with nothing to show are left out.
 */
import { itemOf, type PageComponent } from '@bytewire/contracts';
import { useId, type CSSProperties } from 'react';
import { visibleRows, type FeatureColumnView, type FeatureRowView } from '../../feature-layout';
import {
  ContainerClassesContext,
  type ContainerClasses,
} from '../../../components/container-classes';
import {
  ComponentDescription,
  useComponentClassName,
} from '../../ComponentSection/ComponentSection';
import { componentShows, PageComponentView } from '../../PageComponentView';
import type { HeadingLevel, RendererProps } from '../../renderer-props';
import styles from './FeatureRenderer.module.css';

export interface FeatureView {
  title?: string;
  description?: string;
  rows: FeatureRowView[];
}

/** The feature item of a component, with only the rows that show something. */
export function featureOf(component: PageComponent): FeatureView {
  const feature = itemOf(component, 'Feature');
  return {
    title: feature?.title,
    description: feature?.description,
    rows: visibleRows(feature?.rows ?? [], componentShows),
  };
}

/** Headings inside a headed row or section: cards stop at h3, so nesting does too. */
const NESTED: HeadingLevel = 3;

/** What a column gives the page components and story lists inside it (see the module). */
const IN_COLUMN: ContainerClasses = {
  pageComponent: styles.component,
  storyList: styles.storyList,
};

function FeatureColumn({ column, level }: { column: FeatureColumnView; level: HeadingLevel }) {
  // The width on the grid travels as a custom property: the stylesheet decides from which
  // breakpoint columns sit side by side.
  const style = { '--colspan': column.colspan } as CSSProperties;
  return (
    <div
      className={styles.column}
      data-testid="feature-column"
      data-colspan={column.colspan}
      style={style}
    >
      {column.label ? <p className={styles.label}>{column.label}</p> : null}
      <ContainerClassesContext.Provider value={IN_COLUMN}>
        {column.components.map((component, index) => (
          <PageComponentView
            key={`${component.meta.componentName}-${index}`}
            component={component}
            level={level}
          />
        ))}
        {column.children.map((row, index) => (
          <FeatureRow key={index} row={row} level={NESTED} />
        ))}
      </ContainerClassesContext.Provider>
    </div>
  );
}

function FeatureRow({ row, level }: { row: FeatureRowView; level: HeadingLevel }) {
  const headingId = useId();
  const Heading = level === 2 ? 'h2' : 'h3';
  // Under a row's heading, the components' own headings go one level down.
  const inner = row.label ? NESTED : level;
  const content = (
    <>
      <div className={styles.columns} data-testid="feature-row-columns">
        {row.columns.map((column, index) => (
          <FeatureColumn key={index} column={column} level={inner} />
        ))}
      </div>
      {row.children.map((child, index) => (
        <FeatureRow key={index} row={child} level={inner} />
      ))}
    </>
  );
  return row.label ? (
    <section className={styles.row} data-testid="feature-row" aria-labelledby={headingId}>
      <Heading id={headingId} className="feature-row__label">
        {row.label}
      </Heading>
      {content}
    </section>
  ) : (
    <div className={styles.row} data-testid="feature-row">
      {content}
    </div>
  );
}

/** The rows of a feature; `level` is the heading level of its top rows' labels. */
export function FeatureGrid({ rows, level = 2 }: { rows: FeatureRowView[]; level?: HeadingLevel }) {
  return (
    <div className="feature-grid">
      {rows.map((row, index) => (
        <FeatureRow key={index} row={row} level={level} />
      ))}
    </div>
  );
}

export function FeatureRenderer({ component, level, titled }: RendererProps) {
  const headingId = useId();
  const className = useComponentClassName('feature');
  const feature = featureOf(component);
  if (feature.rows.length === 0) return null;
  if (!titled || !feature.title) return <FeatureGrid rows={feature.rows} level={level} />;
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className={className} aria-labelledby={headingId}>
      <Heading id={headingId}>{feature.title}</Heading>
      {feature.description ? (
        <ComponentDescription>{feature.description}</ComponentDescription>
      ) : null}
      <FeatureGrid rows={feature.rows} level={NESTED} />
    </section>
  );
}
