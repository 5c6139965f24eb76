/**
 * A feature page's layout (spec 000 s3 Feature: rows and columns, each with colspan, label,
 * components, children), as cleaned where the page entered (libs/contracts component-items.ts:
 * colspans whole numbers of the grid, labels non-blank, nesting to a sane depth), with the cells
 * that would show nothing left out.
 */
import type { FeatureColumn, FeatureRow, PageComponent } from '@bytewire/contracts';

export { FEATURE_GRID_COLUMNS as GRID_COLUMNS } from '@bytewire/contracts';

export interface FeatureColumnView extends Omit<FeatureColumn, 'children'> {
  children: FeatureRowView[];
}

export interface FeatureRowView extends Omit<FeatureRow, 'columns' | 'children'> {
  columns: FeatureColumnView[];
  children: FeatureRowView[];
}

/** Drops what would show nothing: columns with no content, then rows with no columns. */
export function visibleRows(
  rows: readonly FeatureRow[],
  shows: (component: PageComponent) => boolean,
): FeatureRowView[] {
  return rows.flatMap((row) => {
    const columns = row.columns.flatMap((c) => {
      const components = c.components.filter(shows);
      const children = visibleRows(c.children ?? [], shows);
      return components.length > 0 || children.length > 0 ? [{ ...c, components, children }] : [];
    });
    const children = visibleRows(row.children ?? [], shows);
    return columns.length > 0 || children.length > 0 ? [{ ...row, columns, children }] : [];
  });
}
